import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { offers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { selectOffers } from '../offer-records/offer-json';
import { PAYMENT_MESSAGES } from './messages';
import { assertListingOpen, assertPayable, assertPaymentWindowOpen } from './payment-rules';

/**
 * The sandbox takes no card for a deal that can no longer be paid: ended, past its window, or
 * on a listing that is no longer public. FOR SHARE makes an admin ending the deal wait for
 * the card, or the card for the admin, never both pass.
 */
export async function assertSandboxOfferPayable(tx: Transaction, offerId: string, now = new Date()) {
  const [offer] = await selectOffers(tx).where(eq(offers.id, offerId)).for('share');
  if (!offer) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.offerNotFound);
  assertPayable(offer);
  assertPaymentWindowOpen(offer, now);
  await assertListingOpen(tx, offer);
}
