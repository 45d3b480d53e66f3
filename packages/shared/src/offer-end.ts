/**
 * Deals that end without the agent's word (issue 10, decision 017). The offer's status
 * becomes the spec's 'rejected' and `offerEndReason` says why, so both sides can read it.
 */
import { z } from 'zod';

export const OFFER_END_REASONS = [
  'agent-fraud',
  'agent-deleted',
  'buyer-deleted',
  'payment-overdue',
] as const;
export type OfferEndReason = (typeof OFFER_END_REASONS)[number];
export const offerEndReasonSchema = z.enum(OFFER_END_REASONS);

/** Days an accepted offer waits for its payment unless OFFER_PAYMENT_WINDOW_DAYS says otherwise. */
export const DEFAULT_PAYMENT_WINDOW_DAYS = 7;

/** Why a deal ended, in the spec's voice; the API refuses a payment with the same words. */
export const OFFER_END_MESSAGES: Record<OfferEndReason, string> = {
  'agent-fraud': 'This Deal Has Ended: The Agent Was Flagged As Fraud',
  'agent-deleted': 'This Deal Has Ended: The Agent Is No Longer On Nestlane',
  'buyer-deleted': 'This Deal Has Ended: The Buyer Is No Longer On Nestlane',
  'payment-overdue': 'This Deal Has Ended: The Payment Was Not Made In Time',
};
