import { formatTaka } from '@nestlane/shared';
import { currentLocale } from '../../../i18n';

/**
 * A marker's price, short enough for a pin: the cards' compact Taka ('৳ 45,000', '৳ 85 Lakh', '৳ 1.2 Crore';
 * '৳ ৮৫ লাখ' in Bangla), from the shared money module (decision 045).
 */
export function formatShortPrice(amount: number): string {
  return formatTaka(amount, currentLocale(), 'compact');
}
