/**
 * What a saved-search alert's mail adds to the notification (plugins/notifications.ts): each
 * listing the notification names, one line with its place and price and one with its link, and
 * where to change the alert.
 */
import { DEFAULT_LOCALE, formatTakaRange, type Locale, perMonth } from '@nestlane/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';
import { savedSearchMatches } from '../../db/schema-saved-searches';
import { place } from '../../i18n/message';
import { translate } from '../../i18n/translate';

export const SAVED_SEARCHES_PAGE_PATH = '/dashboard/savedSearches';

/**
 * A listing's price as its card writes it, from the shared money module (decision 045): '৳ 85–90 Lakh',
 * '৳ 45,000/month'; in Bangla '৳ ৮৫–৯০ লাখ', '৳ ৪৫,০০০/মাস'.
 */
function formatPrice(locale: Locale, minPrice: number, maxPrice: number, listedFor: string) {
  const range = formatTakaRange(minPrice, maxPrice, locale);
  return listedFor === 'For Rent' ? perMonth(range, locale) : range;
}

export async function findAlertMailLines(
  db: Database,
  publicUrl: string,
  notificationId: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({
      id: properties.id,
      title: properties.title,
      upazila: properties.upozila,
      district: properties.district,
      minPrice: properties.minPrice,
      maxPrice: properties.maxPrice,
      listedFor: properties.listedFor,
    })
    .from(savedSearchMatches)
    .innerJoin(properties, eq(properties.id, savedSearchMatches.propertyId))
    .where(eq(savedSearchMatches.notificationId, notificationId))
    .orderBy(asc(properties.title), asc(properties.id));
  if (rows.length === 0) return [];
  return [
    translate(locale, 'mail.alert.listingsHeading'),
    ...rows.flatMap((row) => [
      translate(locale, 'mail.alert.listing', {
        title: row.title,
        upazila: place(row.upazila),
        district: place(row.district),
        price: formatPrice(locale, row.minPrice, row.maxPrice, row.listedFor),
      }),
      `  ${publicUrl}/propertyDetail/${row.id}`,
    ]),
    '',
    translate(locale, 'mail.alert.change', { link: `${publicUrl}${SAVED_SEARCHES_PAGE_PATH}` }),
  ];
}
