import { describe, expect, it } from 'vitest';
import { negotiateLocale, parseLocale, readLocaleCookie, resolveRequestLocale } from './locale';

describe('locale', () => {
  it('reads a language tag', () => {
    expect(parseLocale('bn-BD')).toBe('bn');
    expect(parseLocale('EN')).toBe('en');
    expect(parseLocale('fr')).toBeNull();
    expect(parseLocale('')).toBeNull();
  });

  it("follows the browser's order of preference and its weights", () => {
    expect(negotiateLocale('fr-FR,bn;q=0.9,en;q=0.8')).toBe('bn');
    expect(negotiateLocale('en;q=0.5,bn-BD;q=0.9')).toBe('bn');
    expect(negotiateLocale('fr,de')).toBeNull();
    expect(negotiateLocale('bn;q=0,en')).toBe('en');
    expect(negotiateLocale(['de-DE', 'bn-IN', 'en-US'])).toBe('bn');
  });

  it('reads the remembered choice among other cookies', () => {
    expect(readLocaleCookie('a=1; nestlane-lang=bn; b=2')).toBe('bn');
    expect(readLocaleCookie('nestlane-lang=xx')).toBeNull();
    expect(readLocaleCookie(undefined)).toBeNull();
  });

  it('puts the address first, then the cookie, then the browser, then English', () => {
    expect(
      resolveRequestLocale({ queryLang: 'en', cookieHeader: 'nestlane-lang=bn', acceptLanguage: 'bn' }),
    ).toBe('en');
    expect(resolveRequestLocale({ cookieHeader: 'nestlane-lang=bn', acceptLanguage: 'en' })).toBe('bn');
    expect(resolveRequestLocale({ acceptLanguage: 'bn-BD,en;q=0.5' })).toBe('bn');
    expect(resolveRequestLocale({ queryLang: 'xx', acceptLanguage: 'de' })).toBe('en');
  });
});
