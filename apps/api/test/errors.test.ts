import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error';
import { describeValidationIssues } from '../src/plugins/errors';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

describe('describeValidationIssues', () => {
  it('keeps messages that name their field and names the field otherwise', () => {
    expect(describeValidationIssues([{ instancePath: '/page', message: 'page must be at least 1' }])).toBe(
      'page must be at least 1',
    );
    expect(describeValidationIssues([{ instancePath: '/propertyId', message: 'Invalid id' }])).toBe(
      'propertyId: Invalid id',
    );
    expect(
      describeValidationIssues([
        { instancePath: '/limit', message: 'limit must be a number' },
        { instancePath: '/offer/price', message: 'Too small' },
      ]),
    ).toBe('limit must be a number; offer.price: Too small');
  });

  it("keeps a sentence written for people as it is, so a form can show the spec's message", () => {
    expect(
      describeValidationIssues([
        { instancePath: '/propertyTitle', message: 'Please Add Property Title' },
        { instancePath: '/maxPrice', message: 'Max Price Should Be At Least The Min Price' },
        { instancePath: '/name', message: 'Invalid input: expected string, received undefined' },
      ]),
    ).toBe(
      'Please Add Property Title; Max Price Should Be At Least The Min Price; name: Invalid input: expected string, received undefined',
    );
  });
});

describe('the error handler', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
    testApp.app.get('/api/test/crash', async () => {
      throw new Error('relation "secret_table" does not exist at /srv/app/db.ts:12');
    });
    testApp.app.get('/api/test/conflict', async () => {
      throw new AppError('CONFLICT', 'Offered Price Should Be Within Property Price Range');
    });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('answers a malformed address (bad percent-encoding) with a 400 in the API error shape', async () => {
    const response = await testApp.app.inject({ url: '/api/detailProperty/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'The address is not valid',
    });
  });

  it('says a missing built file is missing, not an API route', async () => {
    const response = await testApp.app.inject({ url: '/assets/nope.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No file at /assets/nope.js' });
  });

  it('hides the details of a 5xx behind a generic message', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 500, code: 'INTERNAL_ERROR' });
    expect(response.body).not.toContain('secret_table');
    expect(response.body).not.toContain('/srv/app');
  });

  it('answers an AppError with its status, code and message', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      code: 'CONFLICT',
      message: 'Offered Price Should Be Within Property Price Range',
    });
  });

  it("answers a malformed JSON body with a 400 in the API's error shape", async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
    expect(response.json().message).toEqual(expect.any(String));
  });
});
