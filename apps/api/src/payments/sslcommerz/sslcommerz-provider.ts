/**
 * Taka payments through SSLCommerz's hosted checkout (issue 29, decision 046), behind the same
 * interface as Stripe. An intent is a checkout session: its id is our own `tran_id`, its
 * "client secret" the gateway page the browser is sent to. Reading one back asks the transaction
 * query for a paid attempt and trusts it only once the validation API confirms it.
 */
import { randomBytes } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import type { PaymentProvider, ProviderIntent } from '../payment-provider';
import { checkNoticeSignature, type NoticeCheck, signNotice } from './notice-signature';
import { toDecimalText, toMinorUnits } from './sslcommerz-amounts';
import { SSLCOMMERZ_MESSAGES, type SslcommerzClient, type ValidatedPayment } from './sslcommerz-client';
import { methodFromCardType } from './sslcommerz-methods';

export const SSLCOMMERZ_IPN_PATH = '/api/payments/sslcommerz/ipn';
export const SSLCOMMERZ_RETURN_PATH = '/api/payments/sslcommerz/return';
export const SSLCOMMERZ_OUTCOMES = ['success', 'fail', 'cancel'] as const;

/** Statuses of a payment SSLCommerz took (VALIDATED: somebody already asked the validation API). */
const PAID_STATUSES = new Set(['VALID', 'VALIDATED']);
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** The refund API's statuses of a refund it took on. */
export const ACCEPTED_REFUND_STATUSES = new Set(['success', 'processing']);

/** 'NL' and 24 letters or digits (~124 bits): unique, and within SSLCommerz's 30 characters. */
export function createTranId(): string {
  return `NL${Array.from(randomBytes(24), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('')}`;
}

export function isPaidStatus(status: string | null | undefined): boolean {
  return PAID_STATUSES.has(status ?? '');
}

/** The session's terms as SSLCommerz validated them: amount in cents/poisha, currency in lower case. */
export function readValidatedTerms(payment: ValidatedPayment) {
  return {
    amount: toMinorUnits(payment.currency_amount ?? payment.amount),
    currency: (payment.currency_type ?? payment.currency ?? '').toLowerCase(),
  };
}

function toSucceededIntent(tranId: string, payment: ValidatedPayment): ProviderIntent {
  const terms = readValidatedTerms(payment);
  return {
    id: tranId,
    clientSecret: '',
    amount: terms.amount ?? -1,
    currency: terms.currency,
    status: 'succeeded',
    offerId: payment.value_a ?? undefined,
    // The validation API's word on how it was paid: a receipt booked by the sweep says bKash too.
    method: methodFromCardType(payment.card_type),
  };
}

function toUnpaidIntent(tranId: string): ProviderIntent {
  return {
    id: tranId,
    clientSecret: '',
    amount: 0,
    currency: '',
    status: 'requires_payment_method',
    offerId: undefined,
  };
}

export type SslcommerzProvider = PaymentProvider & {
  readonly name: 'sslcommerz';
  client: SslcommerzClient;
  /** The IPN's verify_sign, made with this store's password (decision 064); the password stays inside. */
  notices: {
    check(fields: Record<string, unknown>): NoticeCheck;
    /** The demo gateway signs what it posts, as SSLCommerz does. */
    sign(fields: Record<string, string>): Record<string, string>;
  };
};

export function isSslcommerzProvider(provider: PaymentProvider): provider is SslcommerzProvider {
  return provider.name === 'sslcommerz' && 'client' in provider;
}

export function createSslcommerzProvider(
  client: SslcommerzClient,
  publicUrl: string,
  storePassword: string,
): SslcommerzProvider {
  return {
    name: 'sslcommerz',
    client,
    notices: {
      check: (fields) => checkNoticeSignature(fields, storePassword),
      sign: (fields) => signNotice(fields, storePassword),
    },
    async createIntent(db, intent) {
      const tranId = createTranId();
      const { gatewayUrl } = await client.createSession(
        {
          tran_id: tranId,
          total_amount: toDecimalText(intent.amount),
          currency: intent.currency.toUpperCase(),
          success_url: `${publicUrl}${SSLCOMMERZ_RETURN_PATH}/success`,
          fail_url: `${publicUrl}${SSLCOMMERZ_RETURN_PATH}/fail`,
          cancel_url: `${publicUrl}${SSLCOMMERZ_RETURN_PATH}/cancel`,
          ipn_url: `${publicUrl}${SSLCOMMERZ_IPN_PATH}`,
          cus_name: intent.payer?.name ?? 'Nestlane buyer',
          cus_email: intent.payer?.email ?? 'buyer@nestlane.invalid',
          cus_add1: 'Dhaka',
          cus_city: 'Dhaka',
          cus_country: 'Bangladesh',
          // Required by SSLCommerz; the app keeps no phone number, and the gateway asks for its own.
          cus_phone: '00000000000',
          shipping_method: 'NO',
          num_of_item: 1,
          product_name: 'Property offer',
          product_category: 'Real estate',
          product_profile: 'non-physical-goods',
          value_a: intent.offerId,
        },
        db,
      );
      return {
        id: tranId,
        clientSecret: gatewayUrl,
        amount: intent.amount,
        currency: intent.currency,
        status: 'requires_payment_method',
        offerId: intent.offerId,
      };
    },
    async retrieveIntent(db, tranId) {
      const attempts = await client.queryTransaction(tranId, db);
      const paid = attempts.find((attempt) => isPaidStatus(attempt.status) && attempt.val_id);
      if (!paid?.val_id) return toUnpaidIntent(tranId);
      // The query's word is not enough: the validation API confirms the payment and its terms.
      const validated = await client.validate(paid.val_id, db);
      if (!isPaidStatus(validated.status) || validated.tran_id !== tranId) return toUnpaidIntent(tranId);
      return toSucceededIntent(tranId, validated);
    },
    async refundIntent(db, intent) {
      // The refund API names the payment by the bank's id, which the transaction query tells.
      const attempts = await client.queryTransaction(intent.id, db);
      const paid = attempts.find((attempt) => isPaidStatus(attempt.status) && attempt.bank_tran_id);
      const answer = paid?.bank_tran_id
        ? await client.refund(
            {
              bankTranId: paid.bank_tran_id,
              amount: toDecimalText(intent.amount),
              referenceId: intent.id,
              remark: 'admin-refund',
            },
            db,
          )
        : undefined;
      if (answer?.APIConnect !== 'DONE' || !ACCEPTED_REFUND_STATUSES.has(answer.status ?? '')) {
        throw new AppError('SERVICE_UNAVAILABLE', SSLCOMMERZ_MESSAGES.unreachable, {
          cause: new Error(
            `SSLCommerz refund refused: ${answer?.errorReason ?? answer?.status ?? 'no paid attempt'}`,
          ),
        });
      }
    },
  };
}
