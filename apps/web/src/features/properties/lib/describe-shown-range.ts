import { currentLocale, formatNumber, localizeDigits } from '../../../i18n';
import { propertiesText } from '../messages';

/** A count as the results line writes it: '1,000' in English (as it always has), '১,০০০' in Bangla. */
function formatTotal(total: number): string {
  return currentLocale() === 'en' ? total.toLocaleString('en-US') : formatNumber(total);
}

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
  if (total === 1 && !isTotalCapped) return propertiesText('properties.shown.one');
  const shown = first === last ? localizeDigits(first) : `${localizeDigits(first)}–${localizeDigits(last)}`;
  return propertiesText('properties.shown.range', {
    shown,
    total: `${formatTotal(total)}${isTotalCapped ? '+' : ''}`,
  });
}
