import { describe, expect, it } from 'vitest';
import { isPublicAnswer } from './public-answer';

const LISTING = 'http://localhost/api/detailProperty/31b827fc-0bb2-4526-a18d-25b1b72d2e8b';

function answer(status: number, cacheControl?: string) {
  return new Response('{}', { status, headers: cacheControl ? { 'cache-control': cacheControl } : {} });
}

describe('what the service worker may keep (decision 056)', () => {
  it('keeps a public 200: a listing page (no-cache) or a listing read without a session', () => {
    expect(isPublicAnswer(new Request(LISTING), answer(200))).toBe(true);
    expect(isPublicAnswer(new Request(LISTING), answer(200, 'no-cache'))).toBe(true);
  });

  it("never keeps a personal answer: the server's no-store or private, or a request with a bearer token", () => {
    expect(isPublicAnswer(new Request(LISTING), answer(200, 'no-store'))).toBe(false);
    expect(isPublicAnswer(new Request(LISTING), answer(200, 'private, max-age=60'))).toBe(false);
    const signedIn = new Request(LISTING, { headers: { authorization: 'Bearer token' } });
    expect(isPublicAnswer(signedIn, answer(200))).toBe(false);
  });

  it('never keeps a refusal or a failure in place of the listing', () => {
    expect(isPublicAnswer(new Request(LISTING), answer(404))).toBe(false);
    expect(isPublicAnswer(new Request(LISTING), answer(503))).toBe(false);
  });
});
