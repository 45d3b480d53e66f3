/**
 * The product's fixed values as people read them (decision 040): categories, For Rent / For Sale,
 * facilities, statuses and roles are stored and sent in English (the spec's values), shown as they are
 * to a reader of English and translated for a reader of Bangla (`common.value.*` in `locales/*.json`).
 */

import type {
  AdvertiseStatus,
  Category,
  INTERIOR_FACILITIES,
  ListedFor,
  OfferStatus,
  OTHER_FACILITIES,
  OUTDOOR_FACILITIES,
  Role,
  VerificationStatus,
  ViewingStatus,
} from '@nestlane/shared';
import { activeI18n } from './active-i18n';
import type { MessageIdOf } from './catalog';
import { commonMessages } from './common-messages';
import { translate } from './use-t';

export type Facility =
  | (typeof INTERIOR_FACILITIES)[number]
  | (typeof OUTDOOR_FACILITIES)[number]
  | (typeof OTHER_FACILITIES)[number];

type ValueKinds = {
  category: Category;
  listedFor: ListedFor;
  facility: Facility;
  verification: VerificationStatus;
  advertise: AdvertiseStatus;
  offer: OfferStatus;
  viewing: ViewingStatus;
  role: Role;
};

/** 'Apartment' → 'অ্যাপার্টমেন্ট' for a reader of Bangla; the value itself for a reader of English. */
export function valueLabel<Kind extends keyof ValueKinds>(kind: Kind, value: ValueKinds[Kind]): string {
  if (activeI18n().locale === 'en') return value;
  return translate(commonMessages, `common.value.${kind}.${value}` as MessageIdOf<typeof commonMessages>);
}
