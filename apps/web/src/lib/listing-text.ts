/**
 * A listing's title and description in the reader's language (decision 059): a Bangla reader gets the
 * Bangla text the agent wrote, anyone else the spec's fields; each falls back to the other when the
 * agent wrote only one. Lists, pages, map cards and share tags all read them through here.
 */
import type { Locale } from '@nestlane/shared';
import { useLocale } from '../i18n';

export type BilingualListing = {
  propertyTitle: string;
  propertyTitleBn?: string;
  description?: string;
  descriptionBn?: string;
};

function pick(locale: Locale, english: string | undefined, bangla: string | undefined): string {
  const [first, second] = locale === 'bn' ? [bangla, english] : [english, bangla];
  return first?.trim() ? first : (second ?? '');
}

export function listingTitle(listing: BilingualListing, locale: Locale): string {
  return pick(locale, listing.propertyTitle, listing.propertyTitleBn);
}

export function listingDescription(listing: BilingualListing, locale: Locale): string {
  return pick(locale, listing.description, listing.descriptionBn);
}

/** The title in the language being read, in a component. */
export function useListingTitle(listing: BilingualListing): string {
  return listingTitle(listing, useLocale());
}
