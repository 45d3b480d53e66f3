/**
 * The results line of All Properties: which results this page shows out of how many. One result reads
 * 'Showing 1 property' and a page of one 'Showing 13 of 13 properties' (issue 10: not 'Showing 1–1 of 1
 * properties'); a total the server stopped counting at ends in '+'.
 */
export function describeShownRange({
  first,
  last,
  total,
  isTotalCapped,
}: {
  first: number;
  last: number;
  total: number;
  isTotalCapped: boolean;
}): string {
  const totalText = `${total.toLocaleString('en-US')}${isTotalCapped ? '+' : ''}`;
  if (total === 1 && !isTotalCapped) return 'Showing 1 property';
  const shown = first === last ? `${first}` : `${first}–${last}`;
  return `Showing ${shown} of ${totalText} properties`;
}
