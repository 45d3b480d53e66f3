/**
 * How the sandbox judges a card, as Stripe's test mode does: the number must pass the Luhn
 * check, the expiry must not be past, and only the test cards of SANDBOX_CARDS get an answer
 * other than "a real card in test mode". Messages are Stripe's own wording.
 */
import { SANDBOX_CARDS } from '@nestlane/shared';

export const SANDBOX_CARD_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  invalidNumber: 'Your card number is invalid.',
  liveCardInTestMode: 'Your card was declined. Your request was in test mode, but used a non test card.',
  expiredYear: "Your card's expiration year is in the past.",
  expiredDate: "Your card's expiration date is in the past.",
} as const;

export type CardVerdict = { isApproved: true } | { isApproved: false; message: string };

/** The Luhn checksum every card number carries in its last digit. */
export function hasValidChecksum(cardNumber: string): boolean {
  let sum = 0;
  for (let index = 0; index < cardNumber.length; index++) {
    let digit = Number(cardNumber[cardNumber.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** `MM/YY`; a card is valid to the end of its month (UTC, as the sandbox has no card holder's zone). */
function findExpiryProblem(expiry: string, now: Date): string | undefined {
  const [month, shortYear] = expiry.split('/').map((part) => Number(part.trim()));
  if (month === undefined || shortYear === undefined) return SANDBOX_CARD_MESSAGES.expiredDate;
  const year = 2000 + shortYear;
  const currentYear = now.getUTCFullYear();
  if (year < currentYear) return SANDBOX_CARD_MESSAGES.expiredYear;
  if (year === currentYear && month < now.getUTCMonth() + 1) return SANDBOX_CARD_MESSAGES.expiredDate;
  return undefined;
}

/** `cardNumber` has its spaces removed and `expiry` is MM/YY already (sandboxConfirmBodySchema). */
export function judgeSandboxCard(card: { cardNumber: string; expiry: string }, now: Date): CardVerdict {
  if (!hasValidChecksum(card.cardNumber))
    return { isApproved: false, message: SANDBOX_CARD_MESSAGES.invalidNumber };
  const expiryProblem = findExpiryProblem(card.expiry, now);
  if (expiryProblem) return { isApproved: false, message: expiryProblem };
  switch (card.cardNumber) {
    case SANDBOX_CARDS.success:
      return { isApproved: true };
    case SANDBOX_CARDS.declined:
      return { isApproved: false, message: SANDBOX_CARD_MESSAGES.declined };
    case SANDBOX_CARDS.insufficientFunds:
      return { isApproved: false, message: SANDBOX_CARD_MESSAGES.insufficientFunds };
    default:
      return { isApproved: false, message: SANDBOX_CARD_MESSAGES.liveCardInTestMode };
  }
}
