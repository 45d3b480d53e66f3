/**
 * An amount of Taka as a person types it (issue 26, decision 045): digits with or without separators,
 * Latin or Bangla ('8500000', '85,00,000', '৮৫,০০,০০০'), or a figure and a unit ('85 lakh', '1.2 crore',
 * '৮৫ লাখ', '1.5 কোটি', '45k', '45 হাজার'), with or without '৳', 'Tk' or 'BDT'. The same parser reads the
 * search page's free minimum and maximum in the browser and on the server, which answers 400 on anything
 * else. No zod here: the first page imports this module.
 */
import { CRORE, LAKH } from './money';

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Each unit as people write it, in both languages, and what it multiplies by. */
const UNITS: ReadonlyArray<{ words: readonly string[]; factor: number }> = [
  { words: ['crore', 'crores', 'cr', 'cror', 'কোটি'], factor: CRORE },
  { words: ['lakh', 'lakhs', 'lac', 'lacs', 'lak', 'l', 'লাখ', 'লক্ষ'], factor: LAKH },
  { words: ['thousand', 'k', 'হাজার'], factor: 1_000 },
];

const CURRENCY_MARKS = /^(৳|tk\.?|taka|bdt|টাকা)\s*|\s*(৳|tk\.?|taka|bdt|টাকা)$/giu;

function toLatinDigits(text: string): string {
  return text.replace(/[০-৯]/gu, (digit) => String(BANGLA_DIGITS.indexOf(digit)));
}

/** The whole Taka `text` stands for, or undefined when it is not an amount (negative, empty, words). */
export function parseTakaAmount(text: string): number | undefined {
  const cleaned = toLatinDigits(text.normalize('NFC').trim().toLowerCase())
    .replace(CURRENCY_MARKS, '')
    .trim();
  const match = /^(\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\s*([^\d\s.,]*)$/u.exec(
    cleaned,
  );
  if (!match) return undefined;
  const [, whole = '', fraction = '', unitWord = ''] = match;
  const figure = Number(`${whole.replaceAll(',', '')}.${fraction || '0'}`);
  const unit = unitWord === '' ? undefined : UNITS.find((candidate) => candidate.words.includes(unitWord));
  if (unitWord !== '' && !unit) return undefined;
  const amount = figure * (unit?.factor ?? 1);
  // A bare figure must be whole Taka ('2.5' is not an amount); a unit may carry decimals ('1.2 crore').
  if (!unit && fraction !== '') return undefined;
  return Number.isSafeInteger(Math.round(amount)) ? Math.round(amount) : undefined;
}
