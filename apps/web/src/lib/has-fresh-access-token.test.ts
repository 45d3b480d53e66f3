import { ACCESS_TOKEN_KEY } from '@nestlane/shared';
import { describe, expect, it } from 'vitest';
import { makeAccessToken } from '../test/stub-session';
import { hasFreshAccessToken } from './has-fresh-access-token';

describe('hasFreshAccessToken', () => {
  it('trusts a stored token with time left to reach the server', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, makeAccessToken(900));
    expect(hasFreshAccessToken()).toBe(true);
  });

  it('refuses a token that has expired or is about to', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, makeAccessToken(-60));
    expect(hasFreshAccessToken()).toBe(false);
    localStorage.setItem(ACCESS_TOKEN_KEY, makeAccessToken(5));
    expect(hasFreshAccessToken()).toBe(false);
  });

  it('refuses no token, and one whose claims cannot be read', () => {
    expect(hasFreshAccessToken()).toBe(false);
    for (const token of ['a.b.c', 'not-a-token', 'x.e30.y']) {
      localStorage.setItem(ACCESS_TOKEN_KEY, token);
      expect(hasFreshAccessToken()).toBe(false);
    }
  });
});
