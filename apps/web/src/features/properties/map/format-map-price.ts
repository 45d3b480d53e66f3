/** '$950', '$1.2k', '$65k', '$1.5M': a marker's price, short enough for a pin. */
export function formatShortPrice(amount: number): string {
  if (amount >= 1_000_000) return `$${trimDecimal(amount / 1_000_000)}M`;
  if (amount >= 1_000) return `$${trimDecimal(amount / 1_000)}k`;
  return `$${amount}`;
}

function trimDecimal(value: number): string {
  return value >= 100 ? String(Math.round(value)) : String(Math.round(value * 10) / 10);
}
