import { describe, expect, it } from 'vitest';
import { findReturnPath, toLocalPath } from './return-path';

describe('toLocalPath', () => {
  it('keeps a path of this app with its query and hash', () => {
    expect(toLocalPath('/dashboard/myProfile?tab=1#top')).toBe('/dashboard/myProfile?tab=1#top');
  });

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example/x',
    'javascript:alert(1)',
    'dashboard',
    '',
    null,
  ])('refuses %s, which could lead off the site', (value) => {
    expect(toLocalPath(value)).toBeNull();
  });

  it('does not return to the sign-in or sign-up page', () => {
    expect(toLocalPath('/signIn?error=x')).toBeNull();
    expect(toLocalPath('/signUp')).toBeNull();
  });
});

describe('findReturnPath', () => {
  it('uses the page a guard remembered, else home', () => {
    expect(findReturnPath({ from: { pathname: '/dashboard/wishlist', search: '?a=1', hash: '' } })).toBe(
      '/dashboard/wishlist?a=1',
    );
    expect(findReturnPath(null)).toBe('/');
    expect(findReturnPath({ from: { pathname: '/signIn' } })).toBe('/');
  });
});
