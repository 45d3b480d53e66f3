/**
 * Short location for cards: the first word plus the second word up to its comma,
 * e.g. '12 Gulshan Avenue, Dhaka' → '12 Gulshan' and 'Banani Road, Dhaka' → 'Banani Road'.
 * A first word that already ends the place ('Dhanmondi, Dhaka') stands alone.
 */
export function formatShortLocation(location: string): string {
  const [first, second] = location.trim().split(/\s+/);
  if (!first) return '';
  if (first.includes(',')) return first.slice(0, first.indexOf(','));
  const secondPart = second?.split(',')[0] ?? '';
  return secondPart ? `${first} ${secondPart}` : first;
}
