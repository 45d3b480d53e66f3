/** SSLCommerz writes amounts as decimal text ('1400000.00'); the app counts whole cents/poisha. */

/** 140000000 → '1400000.00'. */
export function toDecimalText(minorUnits: number): string {
  const whole = Math.trunc(minorUnits / 100);
  const fraction = String(minorUnits % 100).padStart(2, '0');
  return `${whole}.${fraction}`;
}

/** '1400000.00' → 140000000, read as text (no floating point); null for anything that is not an amount. */
export function toMinorUnits(text: string | null | undefined): number | null {
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec((text ?? '').trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
