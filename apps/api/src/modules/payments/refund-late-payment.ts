/**
 * A payment SSLCommerz took for an offer that can no longer be paid (it ended, was paid by
 * another transaction, or its listing closed: a flagged or deleted agent) goes back through the
 * refund API, and the buyer and the agent are told (the bell and, from the row, the email). Runs
 * in the caller's transaction under the offer's and the payment's row locks, so one notice
 * refunds and every later one finds the payment refunded; when the refund API fails, nothing is
 * written and the next notice or the recovery sweep tries again.
 */
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { payments } from '../../db/schema';
import { message } from '../../i18n/message';
import { AppError } from '../../lib/app-error';
import { toDecimalText } from '../../payments/sslcommerz/sslcommerz-amounts';
import { SSLCOMMERZ_MESSAGES, type ValidatedPayment } from '../../payments/sslcommerz/sslcommerz-client';
import {
  ACCEPTED_REFUND_STATUSES,
  type SslcommerzProvider,
} from '../../payments/sslcommerz/sslcommerz-provider';
import type { OfferRow } from '../offer-records/offer-json';
import { notifyRefund } from './notify-refund';

export async function refundLatePayment(
  tx: Transaction,
  provider: SslcommerzProvider,
  offer: OfferRow,
  payment: { id: string; intentId: string; amount: number },
  validated: ValidatedPayment,
): Promise<{ refundRefId: string | null }> {
  const answer = await provider.client.refund(
    {
      bankTranId: validated.bank_tran_id ?? '',
      amount: toDecimalText(payment.amount),
      referenceId: payment.intentId,
    },
    tx,
  );
  if (answer.APIConnect !== 'DONE' || !ACCEPTED_REFUND_STATUSES.has(answer.status ?? '')) {
    throw new AppError('SERVICE_UNAVAILABLE', SSLCOMMERZ_MESSAGES.unreachable, {
      cause: new Error(
        `SSLCommerz refund refused: ${answer.errorReason ?? answer.status ?? answer.APIConnect}`,
      ),
    });
  }
  await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.id, payment.id));
  const title = offer.propertyTitle;
  await notifyRefund(tx, offer, {
    buyer: {
      title: message('notification.paymentRefunded.buyerTitle', { title }),
      body: message('notification.paymentRefunded.buyerBody'),
    },
    agent: {
      title: message('notification.paymentRefunded.agentTitle', { title }),
      body: message('notification.paymentRefunded.agentBody', { buyer: offer.buyerName }),
    },
  });
  return { refundRefId: answer.refund_ref_id ?? null };
}
