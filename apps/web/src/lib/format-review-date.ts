const reviewDateFormat = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric' });

/** When a review was written, as its cards show it: 'March 4, 2025'. */
export function formatReviewDate(isoDate: string): string {
  return reviewDateFormat.format(new Date(isoDate));
}
