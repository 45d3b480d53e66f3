import { COMPARE_LIMIT } from '@nestlane/shared';
import { formatNumber } from '../i18n';
import { commonText } from './common-text';
import { createLocalList, useLocalList } from './local-list';

/**
 * The listings chosen for comparing (decision 038), kept in the browser for visitors and signed-in
 * people alike: an id and a title each, what the tray shows; the compare page reads them fresh.
 */
export type ComparedListing = { id: string; title: string };

const isComparedListing = (value: unknown): value is ComparedListing =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ComparedListing).id === 'string' &&
  typeof (value as ComparedListing).title === 'string';

const compareList = createLocalList('nestlane:compare', isComparedListing);

/** Why a fifth listing is refused, in English (as the tests read it). */
export const COMPARE_FULL_MESSAGE = `You can compare up to ${COMPARE_LIMIT} listings. Remove one to add another.`;

/** The same in the language being read. */
export function describeCompareFull(): string {
  return commonText('common.compare.full', { limit: formatNumber(COMPARE_LIMIT) });
}

export function useComparedListings(): readonly ComparedListing[] {
  return useLocalList(compareList);
}

export function readComparedListings(): readonly ComparedListing[] {
  return compareList.getSnapshot();
}

/** Adds the listing, or takes it off when it is there; 'full' (and no change) when 4 are chosen already. */
export function toggleCompared(listing: ComparedListing): 'added' | 'removed' | 'full' {
  const current = compareList.getSnapshot();
  if (current.some((item) => item.id === listing.id)) {
    compareList.write(current.filter((item) => item.id !== listing.id));
    return 'removed';
  }
  if (current.length >= COMPARE_LIMIT) return 'full';
  compareList.write([...current, listing]);
  return 'added';
}

export function removeCompared(id: string) {
  compareList.write(compareList.getSnapshot().filter((item) => item.id !== id));
}

export function clearCompared() {
  compareList.write([]);
}

/** The compare page's address for these listings, shareable as it is. */
export function buildCompareHref(ids: readonly string[]): string {
  return `/compare?ids=${ids.join(',')}`;
}
