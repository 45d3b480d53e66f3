const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Tue, 1 Dec 2026, 15:30' in the reader's own time zone, for messages and viewings. */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}
