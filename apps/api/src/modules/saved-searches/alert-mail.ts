/**
 * What a saved-search alert's mail adds to the notification (plugins/notifications.ts): each
 * listing the notification names, one line with its place and price and one with its link, and
 * where to change the alert.
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';
import { savedSearchMatches } from '../../db/schema-saved-searches';

export const SAVED_SEARCHES_PAGE_PATH = '/dashboard/savedSearches';

const taka = new Intl.NumberFormat('en-US');

function formatPrice(minPrice: number, maxPrice: number, listedFor: string) {
  const range =
    minPrice === maxPrice
      ? `৳${taka.format(minPrice)}`
      : `৳${taka.format(minPrice)}–${taka.format(maxPrice)}`;
  return listedFor === 'For Rent' ? `${range} per month` : range;
}

export async function findAlertMailLines(
  db: Database,
  publicUrl: string,
  notificationId: string,
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
    'The listings:',
    ...rows.flatMap((row) => [
      `- ${row.title}, ${row.upazila}, ${row.district}: ${formatPrice(row.minPrice, row.maxPrice, row.listedFor)}`,
      `  ${publicUrl}/propertyDetail/${row.id}`,
    ]),
    '',
    `Change or stop this alert in your saved searches: ${publicUrl}${SAVED_SEARCHES_PAGE_PATH}`,
  ];
}
