import { localizeMessage, translate } from '../../../i18n';
import { paymentMessages } from '../messages';

/**
 * The card checks' own words that are no message constant: the sandbox form's rules
 * (`sandboxConfirmBodySchema`) and Stripe's card element say these in English, as Stripe does.
 */
const CARD_CHECKS = {
  'Your card number is incomplete.': 'payment.card.numberIncomplete',
  "Your card's expiration date is incomplete.": 'payment.card.expiryIncomplete',
  "Your card's security code is incomplete.": 'payment.card.cvcIncomplete',
} as const;

function isCardCheck(message: string): message is keyof typeof CARD_CHECKS {
  return Object.hasOwn(CARD_CHECKS, message);
}

/**
 * A card's problem in the language being read: the form's checks from this feature's catalog, the
 * provider's decline messages ('Your card was declined.') from the API messages' catalog; any other text
 * as the provider wrote it.
 */
export function localizeCardMessage(message: string): string {
  return isCardCheck(message) ? translate(paymentMessages, CARD_CHECKS[message]) : localizeMessage(message);
}
