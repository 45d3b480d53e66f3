/**
 * The listing facts in the add and update forms (decision 047): how each input becomes the body's value,
 * and what the form's mode sends. A select or box left empty is null ("not said", which on update clears
 * the fact); a rental sends its one Monthly Rent as both Min and Max Price; facts the mode hides are not
 * sent (rental terms for a sale, land for a flat, a handover month for a ready home).
 */
import {
  LAND_SIZE_CATEGORIES,
  LISTING_FACT_KEYS,
  type ListedFor,
  parseTakaAmount,
  RENTAL_FACT_KEYS,
  SALE_FACT_KEYS,
} from '@nestlane/shared';
import type { FieldValues } from 'react-hook-form';

/** A select's '' is "not said". */
export const toChoice = (value: unknown) => (value === '' || value == null ? null : value);

/** A yes/no select: 'true', 'false' or '' (not said). */
export const toYesNo = (value: unknown) =>
  value === true || value === 'true' ? true : value === false || value === 'false' ? false : null;

/** A number box: '' is "not said"; anything else a number for the schema to judge (text stays text). */
export function toFactNumber(value: unknown): unknown {
  if (typeof value === 'number') return value;
  const text = String(value ?? '').trim();
  if (text === '') return null;
  return Number.isNaN(Number(text)) ? text : Number(text);
}

/**
 * A price as typed (decision 045): '45000', '85,00,000', '85 lakh', '1.2 crore', '৮৫ লাখ'. An empty box is
 * "not given" (the spec's required message); text that is no amount stays text, which the schema refuses.
 */
export function toTakaAmount(value: unknown): unknown {
  if (typeof value === 'number') return value;
  const text = String(value ?? '').trim();
  if (text === '') return undefined;
  return parseTakaAmount(text) ?? text;
}

export const isLandCategory = (category: unknown) =>
  (LAND_SIZE_CATEGORIES as readonly unknown[]).includes(category);

/** The form's values as its mode sends them (see the file's comment). */
export function applyListingMode(
  fields: FieldValues,
  mode: { listedFor: ListedFor | undefined; category: unknown },
): FieldValues {
  const sent: FieldValues = { ...fields };
  if (mode.listedFor === 'For Rent') {
    sent.maxPrice = sent.minPrice;
    // A rental asks an advance, not booking money (decision 055).
    for (const key of SALE_FACT_KEYS) delete sent[key];
  } else for (const key of RENTAL_FACT_KEYS) delete sent[key];
  if (!isLandCategory(mode.category)) {
    delete sent.landSize;
    delete sent.landUnit;
  }
  if (sent.construction !== 'under_construction') delete sent.handoverMonth;
  return sent;
}

/** The values without the facts left empty (null): on add, "not said" and absent are the same. */
export function dropUnsaidFacts(fields: FieldValues): FieldValues {
  const sent: FieldValues = { ...fields };
  for (const key of LISTING_FACT_KEYS) if (sent[key] === null) delete sent[key];
  return sent;
}
