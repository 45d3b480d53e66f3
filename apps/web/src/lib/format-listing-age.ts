const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];

const relativeTime = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/**
 * How long ago a listing was added, from its real addedDate: '5 hours ago', '3 days ago'.
 * Days are shown up to two weeks because buyers compare listings in days.
 */
export function formatListingAge(addedDate: string, now: Date = new Date()): string {
  const added = new Date(addedDate).getTime();
  if (Number.isNaN(added)) return '';
  const seconds = Math.max(0, Math.floor((now.getTime() - added) / 1000));
  if (seconds < 60) return 'just now';
  const days = seconds / (24 * 60 * 60);
  for (const [unit, size] of UNITS) {
    if (unit === 'week' && days < 14) continue;
    if (unit === 'month' && days < 60) continue;
    if (seconds >= size) return relativeTime.format(-Math.floor(seconds / size), unit);
  }
  return 'just now';
}
