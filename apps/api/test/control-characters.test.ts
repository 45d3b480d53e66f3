/**
 * Bounded input (issue 28, decision 044): a control character in any text the API takes answers 400
 * naming the field, from one rule (plugins/control-characters.ts). Checked across the OpenAPI
 * document — every route's JSON body fields, query fields and path fields — not route by route,
 * then on Better Auth's own routes, then on the writes that once answered 500, with nothing stored.
 * The fields that had their own words for this refusal before the rule keep them.
 */

import {
  AGENT_REQUEST_MESSAGES,
  ENQUIRY_MESSAGES,
  PAYMENT_ID_INVALID,
  PROFILE_MESSAGES,
} from '@nestlane/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../src/lib/app-error';
import { callAs, signUpAccount, type TestAccount } from './helpers/accounts';
import { readRows } from './helpers/activity';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, createUser, type TestProperty } from './helpers/factory';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

const NUL_TEXT = 'Gulshan\u0000flat';
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/**
 * The fields whose refusal keeps the words people already saw (and the Bangla catalog translates), by
 * `method path field`; every other field answers with the rule's own message.
 */
const OWN_WORDS: Record<string, string> = {
  'post /api/users name': PROFILE_MESSAGES.nameInvalid,
  'patch /api/agentRequest/{userId} twitter': AGENT_REQUEST_MESSAGES.twitter.invalid,
  'patch /api/agentRequest/{userId} facebook': AGENT_REQUEST_MESSAGES.facebook.invalid,
  'patch /api/agentRequest/{userId} linkedin': AGENT_REQUEST_MESSAGES.linkedin.invalid,
  'patch /api/agentRequest/{userId} whatsapp': AGENT_REQUEST_MESSAGES.whatsappInvalid,
  'patch /api/updateOfferStatus/{id} transactionId': PAYMENT_ID_INVALID.transactionId,
  'post /api/sandbox/confirm clientSecret': PAYMENT_ID_INVALID.clientSecret,
  'post /api/enquiries message': ENQUIRY_MESSAGES.messageInvalid,
  'post /api/enquiries/{id}/messages message': ENQUIRY_MESSAGES.messageInvalid,
};

let testApp: TestApp;
let admin: TestAccount;
let buyer: TestAccount;
let listing: TestProperty;
let document: OpenApi;

beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await signUpAccount(testApp, { role: 'admin', name: 'Admin Nabila' });
  buyer = await signUpAccount(testApp, { name: 'Rahim Buyer' });
  const agent = await createUser(testApp.app.db, { role: 'agent' });
  listing = await createProperty(testApp.app.db, agent);
  document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});

afterAll(async () => {
  await testApp?.close();
});

/** Every string a value of `schema` can hold, as a dotted path and the value that puts NUL there. */
function findStringFields(schema: JsonSchema | undefined, path: string[] = [], depth = 0): string[][] {
  if (!schema || depth > 6) return [];
  const found: string[][] = [];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('string')) found.push(path);
  for (const [name, inner] of Object.entries(schema.properties ?? {})) {
    found.push(...findStringFields(inner, [...path, name], depth + 1));
  }
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    found.push(...findStringFields(schema.additionalProperties, [...path, 'search'], depth + 1));
  }
  if (schema.items) found.push(...findStringFields(schema.items, [...path, '0'], depth + 1));
  for (const inner of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    found.push(...findStringFields(inner, path, depth + 1));
  }
  return found;
}

/** `{ query: { search: NUL_TEXT } }` for ['query', 'search']; arrays where the path has an index. */
function placeText(path: string[], text: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return text;
  if (head === '0') return [placeText(rest, text)];
  return { [head]: placeText(rest, text) };
}

type Case = { method: string; url: string; field: string; message: string; payload?: unknown };

function expectedMessage(method: string, template: string, field: string): string {
  return OWN_WORDS[`${method} ${template} ${field}`] ?? API_MESSAGES.controlCharactersIn(field);
}

/** One case per string field of every route of the document, each with `text` in that field. */
function listCases(text = NUL_TEXT): Case[] {
  const cases: Case[] = [];
  for (const [template, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      // The live stream answers with a stream, never a body: its query is checked like any other.
      const url = template.replace(/\{[^}]+\}/g, SOME_ID);
      const parameters = operation.parameters ?? [];
      for (const parameter of parameters.filter((p) => p.in === 'query')) {
        cases.push({
          method,
          url: `${url}?${parameter.name}=${encodeURIComponent(text)}`,
          field: parameter.name,
          message: expectedMessage(method, template, parameter.name),
        });
      }
      for (const parameter of parameters.filter((p) => p.in === 'path')) {
        const withText = template.replace(`{${parameter.name}}`, encodeURIComponent(text));
        cases.push({
          method,
          url: withText.replace(/\{[^}]+\}/g, SOME_ID),
          field: parameter.name,
          message: expectedMessage(method, template, parameter.name),
        });
      }
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const seen = new Set<string>();
      for (const path of findStringFields(bodySchema)) {
        const field = path.join('.');
        if (!field || seen.has(field)) continue;
        seen.add(field);
        cases.push({
          method,
          url,
          field,
          message: expectedMessage(method, template, field),
          payload: placeText(path, text),
        });
      }
    }
  }
  return cases;
}

function sendAsAdmin(testCase: Case) {
  return testApp.app.inject({
    method: testCase.method.toUpperCase() as 'GET',
    url: testCase.url,
    headers: { cookie: admin.cookie, origin: testApp.config.publicUrl },
    ...(testCase.payload === undefined ? {} : { payload: testCase.payload as Record<string, unknown> }),
  });
}

describe('a control character anywhere in the OpenAPI document', () => {
  it('answers 400 naming the field, for every string field of every route (signed in as an admin)', async () => {
    const cases = listCases();
    // The document really was walked: bodies, queries and paths of dozens of routes.
    expect(cases.length).toBeGreaterThan(150);
    expect(cases.map((c) => c.field)).toEqual(
      expect.arrayContaining(['message', 'reason', 'name', 'query.search', 'search', 'id']),
    );
    // Every field with words of its own was met, so none of them can drift unseen.
    const worded = cases.filter((c) => c.message !== API_MESSAGES.controlCharactersIn(c.field));
    expect(worded).toHaveLength(Object.keys(OWN_WORDS).length);
    const wrong: string[] = [];
    for (const testCase of cases) {
      const response = await sendAsAdmin(testCase);
      const body = response.json() as { code?: string; message?: string };
      const isRefused =
        response.statusCode === 400 && body.code === 'VALIDATION_ERROR' && body.message === testCase.message;
      if (!isRefused)
        wrong.push(
          `${testCase.method} ${testCase.url} ${testCase.field}: ${response.statusCode} ${response.body}`,
        );
    }
    expect(wrong).toEqual([]);
  });

  it('takes tab, line feed and carriage return as text in every field: never a 5xx', async () => {
    // The live stream would stay open for a valid request: its query is the NUL sweep's alone.
    const cases = listCases('Gulshan\r\n\tflat').filter(
      (c) => !c.url.startsWith('/api/notifications/stream'),
    );
    expect(cases.length).toBeGreaterThan(150);
    const failed: string[] = [];
    for (const testCase of cases) {
      const response = await sendAsAdmin(testCase);
      if (response.statusCode >= 500) failed.push(`${testCase.method} ${testCase.url} ${testCase.field}`);
    }
    expect(failed).toEqual([]);
  });

  it('also refuses DEL and the other C0 characters, in a body and in a query', async () => {
    for (const character of ['\u0001', '\u000b', '\u001b', '\u007f']) {
      const response = await callAs(testApp, buyer, 'POST', '/api/savedSearches', {
        name: `Flats${character}`,
        query: { listedFor: 'For Rent' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(API_MESSAGES.controlCharactersIn('name'));
      const inQuery = await testApp.app.inject({
        method: 'GET',
        url: `/api/getVerifiedProperties?search=${encodeURIComponent(`flat${character}`)}`,
      });
      expect(inQuery.statusCode).toBe(400);
      expect(inQuery.json().message).toBe(API_MESSAGES.controlCharactersIn('search'));
    }
  });

  it('keeps tab, line feed and carriage return as text: a message keeps its lines, a search its words', async () => {
    const multiLine = await callAs(testApp, buyer, 'POST', '/api/viewings', {
      propertyId: listing.id,
      proposedTimes: [new Date(Date.now() + 2 * 86_400_000).toISOString()],
      message: 'First line\r\n\tSecond line\nThird',
    });
    expect(multiLine.statusCode, multiLine.body).toBe(201);
    const [stored] = await readRows<{ message: string }>(
      testApp.app.db,
      sql`select message from viewings where id = ${multiLine.json().insertedId}`,
    );
    expect(stored?.message).toBe('First line\r\n\tSecond line\nThird');
    // A pasted tab or line break in the search box is a space, as before the rule.
    const inQuery = await testApp.app.inject({
      method: 'GET',
      url: `/api/getVerifiedProperties?search=${encodeURIComponent(listing.title.replace(' ', '\t'))}`,
    });
    expect(inQuery.statusCode, inQuery.body).toBe(200);
    expect((inQuery.json() as { _id: string }[]).map((found) => found._id)).toContain(listing.id);
  });
});

describe("Better Auth's own routes", () => {
  const routes: { url: string; payload: Record<string, string> }[] = [
    {
      url: '/api/auth/sign-up/email',
      payload: { name: 'Nul Person', email: 'nul@example.test', password: 'Secret@123' },
    },
    { url: '/api/auth/sign-in/email', payload: { email: 'nul@example.test', password: 'Secret@123' } },
    {
      url: '/api/auth/request-password-reset',
      payload: { email: 'nul@example.test', redirectTo: '/resetPassword' },
    },
    { url: '/api/auth/reset-password', payload: { newPassword: 'Secret@1234', token: 'sometoken' } },
  ];

  it('answers 400 naming the field for each of sign-up, sign-in and the reset, and creates nobody', async () => {
    for (const route of routes) {
      for (const field of Object.keys(route.payload)) {
        const payload = { ...route.payload, [field]: `${route.payload[field]}\u0000` };
        const response = await testApp.app.inject({
          method: 'POST',
          url: route.url,
          headers: { origin: testApp.config.publicUrl },
          payload,
        });
        expect(response.statusCode, `${route.url} ${field}`).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'VALIDATION_ERROR',
          // A person's name keeps the words of the profile rule that Better Auth's routes share.
          message: field === 'name' ? PROFILE_MESSAGES.nameInvalid : API_MESSAGES.controlCharactersIn(field),
        });
      }
    }
    const rows = await readRows<{ total: number }>(
      testApp.app.db,
      sql`select count(*)::integer as total from "user" where email like 'nul@%'`,
    );
    expect(Number(rows[0]?.total)).toBe(0);
  });
});

describe('the writes that answered 500 with a NUL', () => {
  async function countRows(table: 'viewings' | 'saved_searches'): Promise<number> {
    const rows = await readRows<{ total: number }>(
      testApp.app.db,
      sql`select count(*)::integer as total from ${sql.identifier(table)}`,
    );
    return Number(rows[0]?.total);
  }

  it("refuses a viewing's message and its cancel reason, storing nothing", async () => {
    const before = await countRows('viewings');
    const time = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const refused = await callAs(testApp, buyer, 'POST', '/api/viewings', {
      propertyId: listing.id,
      proposedTimes: [time],
      message: NUL_TEXT,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(API_MESSAGES.controlCharactersIn('message'));
    expect(await countRows('viewings')).toBe(before);

    const requested = await callAs(testApp, buyer, 'POST', '/api/viewings', {
      propertyId: listing.id,
      proposedTimes: [time],
    });
    expect(requested.statusCode).toBe(201);
    const id: string = requested.json().insertedId;
    const cancel = await callAs(testApp, buyer, 'PATCH', `/api/viewings/${id}/cancel`, { reason: NUL_TEXT });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json().message).toBe(API_MESSAGES.controlCharactersIn('reason'));
    const [viewing] = await readRows<{ status: string; cancel_reason: string | null }>(
      testApp.app.db,
      sql`select status, cancel_reason from viewings where id = ${id}`,
    );
    expect(viewing).toEqual({ status: 'requested', cancel_reason: null });
  });

  it("refuses a saved search's name (POST and PATCH) and its query.search, storing nothing", async () => {
    const before = await countRows('saved_searches');
    for (const [field, body] of [
      ['name', { name: NUL_TEXT, query: { listedFor: 'For Rent' } }],
      ['query.search', { name: 'Gulshan flats', query: { search: NUL_TEXT } }],
    ] as const) {
      const response = await callAs(testApp, buyer, 'POST', '/api/savedSearches', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: API_MESSAGES.controlCharactersIn(field),
      });
    }
    expect(await countRows('saved_searches')).toBe(before);

    const saved = await callAs(testApp, buyer, 'POST', '/api/savedSearches', {
      name: 'Gulshan flats',
      query: { listedFor: 'For Rent' },
    });
    expect(saved.statusCode).toBe(201);
    const id: string = saved.json()._id;
    const renamed = await callAs(testApp, buyer, 'PATCH', `/api/savedSearches/${id}`, { name: NUL_TEXT });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe(API_MESSAGES.controlCharactersIn('name'));
    const [row] = await readRows<{ name: string }>(
      testApp.app.db,
      sql`select name from saved_searches where id = ${id}`,
    );
    expect(row?.name).toBe('Gulshan flats');
  });
});
