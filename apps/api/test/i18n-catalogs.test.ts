/**
 * The API's catalogs (decision 040): English and Bangla hold the same ids, every message is valid
 * ICU MessageFormat with the same arguments in both, the English kind labels are the shared ones,
 * and plurals choose by the number in each language (Bangla in Bangla digits).
 */
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { parse, type Token } from '@messageformat/parser';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS } from '@nestlane/shared';
import { describe, expect, it } from 'vitest';
import { CATALOGS, translate } from '../src/i18n/translate';

function argumentNames(tokens: readonly Token[], names = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      names.add(token.arg);
      for (const choice of token.cases) argumentNames(choice.tokens, names);
    }
  }
  return names;
}

describe('the catalogs', () => {
  it('have identical ids in English and Bangla', () => {
    expect(Object.keys(CATALOGS.bn).sort()).toEqual(Object.keys(CATALOGS.en).sort());
  });

  it.each(['en', 'bn'] as const)('compile every %s message', (locale) => {
    for (const [id, text] of Object.entries(CATALOGS[locale])) {
      expect(() => compileMessageOrThrow(text), `${locale} ${id}`).not.toThrow();
      expect(text.trim(), `${locale} ${id}`).not.toBe('');
    }
  });

  it('give each message the same arguments in both languages', () => {
    for (const [id, english] of Object.entries(CATALOGS.en)) {
      const bangla = CATALOGS.bn[id] ?? '';
      expect([...argumentNames(parse(bangla))].sort(), id).toEqual([...argumentNames(parse(english))].sort());
    }
  });

  it('name every kind of notification, in English exactly as the shared labels', () => {
    for (const kind of NOTIFICATION_KINDS) {
      expect(translate('en', `notification.kind.${kind}`)).toBe(NOTIFICATION_KIND_LABELS[kind]);
      expect(translate('bn', `notification.kind.${kind}`)).toMatch(/[\u0980-\u09FF]/);
    }
  });

  it('refuse an id that is not in them', () => {
    expect(() => translate('en', 'mail.nothing' as 'mail.greeting')).toThrow(/no message "mail.nothing"/);
  });
});

describe('ICU plurals', () => {
  const digest = (locale: 'en' | 'bn', count: number) =>
    translate(locale, 'notification.savedSearchDigest.title', { count, search: 'Near work' });

  it('choose one or other in English, the count written as ever', () => {
    expect(digest('en', 1)).toBe('1 listing matches “Near work” today');
    expect(digest('en', 2)).toBe('2 listings match “Near work” today');
    expect(digest('en', 1500)).toBe('1500 listings match “Near work” today');
    expect(translate('en', 'mail.reset.expiry', { minutes: 1 })).toMatch(
      /^The link works once, within 1 minute\./,
    );
    expect(translate('en', 'mail.reset.expiry', { minutes: 60 })).toMatch(/within 60 minutes\./);
  });

  it('write the count in Bangla digits with lakh grouping in Bangla', () => {
    expect(digest('bn', 1)).toBe('আজ “Near work”-এর সাথে ১টি লিস্টিং মিলেছে');
    expect(digest('bn', 2)).toBe('আজ “Near work”-এর সাথে ২টি লিস্টিং মিলেছে');
    expect(digest('bn', 150000)).toBe('আজ “Near work”-এর সাথে ১,৫০,০০০টি লিস্টিং মিলেছে');
  });

  it('match an exact number before the plural category', () => {
    const more = (locale: 'en' | 'bn', count: number) =>
      translate(locale, 'notification.savedSearchDigest.body', { named: 'A; B; C', more: count });
    expect(more('en', 0)).toBe('A; B; C');
    expect(more('en', 2)).toBe('A; B; C and 2 more');
    expect(more('bn', 0)).toBe('A; B; C');
    expect(more('bn', 2)).toBe('A; B; C এবং আরও ২টি');
  });
});
