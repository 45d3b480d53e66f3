/**
 * setValueAs of the numeric inputs: an empty box is "not given" (the schema's required message), anything
 * else a number, so the schema checks it is whole and in range and the body carries numbers, not text.
 */
export function toWholeNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  const text = String(value ?? '').trim();
  return text === '' ? undefined : Number(text);
}

/** The attributes of a whole-number input: a number keypad on phones; the schema still decides. */
export const WHOLE_NUMBER_INPUT = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;
