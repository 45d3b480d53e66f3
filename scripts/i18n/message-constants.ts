/**
 * Every message constant the API and the shared rules answer with: English by contract (the spec's
 * strings and the API's own), shown to a reader of Bangla through the web app's
 * `locales/api-messages/bn.json`, which is keyed by their English text (decision 040).
 */
import * as shared from '@nestlane/shared';
import { BEARER_MESSAGES } from '../../apps/api/src/auth/get-session-user';
import { RESET_MESSAGES } from '../../apps/api/src/auth/password-reset';
import { API_MESSAGES } from '../../apps/api/src/lib/app-error';
import { IMAGE_MESSAGES } from '../../apps/api/src/modules/images/image-rules';
import { AGENT_LISTING_MESSAGES } from '../../apps/api/src/modules/listings/messages';
import { MODERATION_MESSAGES } from '../../apps/api/src/modules/moderation/messages';
import { OFFER_API_MESSAGES } from '../../apps/api/src/modules/offers/messages';
import { OUTBOX_MESSAGES } from '../../apps/api/src/modules/outbox/routes';
import { PAYMENT_MESSAGES } from '../../apps/api/src/modules/payments/messages';
import { PEOPLE_MESSAGES } from '../../apps/api/src/modules/people/messages';
import { REVIEW_API_MESSAGES } from '../../apps/api/src/modules/reviews/messages';
import { USER_MESSAGES } from '../../apps/api/src/modules/users/service';
import { WISHLIST_MESSAGES } from '../../apps/api/src/modules/wishlist/messages';
import { SANDBOX_CARD_MESSAGES } from '../../apps/api/src/payments/sandbox-cards';
import { SANDBOX_MESSAGES } from '../../apps/api/src/payments/sandbox-provider';

const API_CONSTANTS = {
  BEARER_MESSAGES,
  RESET_MESSAGES,
  API_MESSAGES,
  IMAGE_MESSAGES,
  AGENT_LISTING_MESSAGES,
  MODERATION_MESSAGES,
  OFFER_API_MESSAGES,
  OUTBOX_MESSAGES,
  PAYMENT_MESSAGES,
  PEOPLE_MESSAGES,
  REVIEW_API_MESSAGES,
  USER_MESSAGES,
  WISHLIST_MESSAGES,
  SANDBOX_CARD_MESSAGES,
  SANDBOX_MESSAGES,
};

/** The shared package's `*_MESSAGES` objects and MESSAGES, found by name so a new one is not missed. */
function sharedConstants(): Record<string, unknown> {
  return Object.fromEntries(Object.entries(shared).filter(([name]) => /(^|_)MESSAGES$/.test(name)));
}

function collectTexts(path: string, value: unknown, texts: Map<string, string>) {
  if (typeof value === 'string') {
    if (!texts.has(value)) texts.set(value, path);
  } else if (value && typeof value === 'object') {
    for (const [name, inner] of Object.entries(value)) collectTexts(`${path}.${name}`, inner, texts);
  }
}

/**
 * Each constant's text, nested groups included (functions, which build a text from values, are left
 * out), once, with where it is defined.
 */
export function collectMessageTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [group, values] of Object.entries({ ...sharedConstants(), ...API_CONSTANTS })) {
    collectTexts(group, values, texts);
  }
  return texts;
}
