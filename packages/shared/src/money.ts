/**
 * Every amount of money Nestlane writes, in the web app, the API's mail and its notifications (issue 26,
 * decision 045): Bangladeshi Taka, '৳ ' before the figure. Two styles:
 * - compact, for cards, map pins and summaries: '৳ 85 Lakh', '৳ 1.2 Crore', '৳ 45,000';
 * - full, where exactness matters (offers, payments, receipts, sales totals): '৳ 85,00,000'.
 * Figures are grouped in lakhs and crores by Intl (en-IN; bn-BD gives Bangla digits). The words Lakh and
 * Crore are ours, not ICU's compact notation, whose output differs between Node 20 and 24 and between
 * languages ('85 lakh', '1.2Cr'). No zod here: the first page imports this module.
 */
import type { Locale } from './locale';

export const TAKA_SIGN = '৳';
export const LAKH = 100_000;
export const CRORE = 10_000_000;

/** Grouping in lakhs and crores for both languages; Bangla digits in Bangla. */
const MONEY_INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', bn: 'bn-BD' };

const UNIT_WORDS: Record<Locale, { lakh: string; crore: string; perMonth: string }> = {
  en: { lakh: 'Lakh', crore: 'Crore', perMonth: '/month' },
  bn: { lakh: 'লাখ', crore: 'কোটি', perMonth: '/মাস' },
};

export type MoneyStyle = 'compact' | 'full';

const figureFormats = new Map<Locale, Intl.NumberFormat>();

/** A figure without the sign: '85,00,000', '1.2', '৮৫,০০,০০০'. At most two decimals, none trailing. */
function formatFigure(value: number, locale: Locale): string {
  let format = figureFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(MONEY_INTL_LOCALE[locale], { maximumFractionDigits: 2 });
    figureFormats.set(locale, format);
  }
  return format.format(value);
}

/** The figure and its unit word, without the sign: '85 Lakh', '1.2 Crore', '45,000'. */
function formatCompactFigure(amount: number, locale: Locale): string {
  const words = UNIT_WORDS[locale];
  if (Math.abs(amount) >= CRORE) return `${formatFigure(roundTo(amount / CRORE), locale)} ${words.crore}`;
  if (Math.abs(amount) >= LAKH) return `${formatFigure(roundTo(amount / LAKH), locale)} ${words.lakh}`;
  return formatFigure(Math.round(amount), locale);
}

/** Two decimals at most, so '1.25 Crore' and not '1.2345 Crore'. */
function roundTo(value: number): number {
  return Math.round(value * 100) / 100;
}

function formatBare(amount: number, locale: Locale, style: MoneyStyle): string {
  return style === 'compact' ? formatCompactFigure(amount, locale) : formatFigure(Math.round(amount), locale);
}

/** '৳ 85 Lakh' (compact) or '৳ 85,00,000' (full); '৳ ৮৫ লাখ', '৳ ৮৫,০০,০০০' in Bangla. */
export function formatTaka(amount: number, locale: Locale, style: MoneyStyle = 'full'): string {
  return `${TAKA_SIGN} ${formatBare(amount, locale, style)}`;
}

/**
 * A range, its unit written once when both ends share it: '৳ 85–90 Lakh', '৳ 90 Lakh–1.1 Crore',
 * '৳ 45,000–50,000', '৳ 85,00,000–90,00,000' (full). Equal ends are one amount.
 */
export function formatTakaRange(
  min: number,
  max: number,
  locale: Locale,
  style: MoneyStyle = 'compact',
): string {
  if (min === max) return formatTaka(min, locale, style);
  const low = formatBare(min, locale, style);
  const high = formatBare(max, locale, style);
  const words = UNIT_WORDS[locale];
  for (const word of [words.crore, words.lakh]) {
    const suffix = ` ${word}`;
    if (style === 'compact' && low.endsWith(suffix) && high.endsWith(suffix)) {
      return `${TAKA_SIGN} ${low.slice(0, -suffix.length)}–${high}`;
    }
  }
  return `${TAKA_SIGN} ${low}–${high}`;
}

/** A monthly rent: '৳ 45,000/month', '৳ ৪৫,০০০/মাস'; any formatted amount or range is accepted. */
export function perMonth(formatted: string, locale: Locale): string {
  return `${formatted}${UNIT_WORDS[locale].perMonth}`;
}

/** Lakh and crore in the reader's language, for labels built around a figure ('৳ 30 Lakh+'). */
export function takaUnitWords(locale: Locale): Readonly<{ lakh: string; crore: string; perMonth: string }> {
  return UNIT_WORDS[locale];
}
