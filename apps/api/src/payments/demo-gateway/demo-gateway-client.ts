/**
 * The keyless demo's gateway (issue 29, decision 062), answering SSLCommerz's four calls as its
 * sandbox does: the session (a gateway page of our own, /demo-gateway/{sessionKey}), the validation
 * API (VALID the first time, VALIDATED after, INVALID_TRANSACTION for a val_id it never gave), the
 * transaction query and the refund. It keeps its sessions in `demo_gateway_sessions` and moves no
 * money. The SSLCommerz provider, the IPN and return routes and the recovery job run on it unchanged.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { demoGatewaySessions } from '../../db/schema-demo-gateway';
import type { DatabaseExecutor } from '../payment-provider';
import type { SslcommerzClient, ValidatedPayment } from '../sslcommerz/sslcommerz-client';

/** The web app's gateway page; its key is the session's credential, as SSLCommerz's sessionkey is. */
export const DEMO_GATEWAY_PAGE_PATH = '/demo-gateway';

export type DemoGatewaySession = typeof demoGatewaySessions.$inferSelect;

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * The demo store's password, with which the gateway signs its IPNs and our IPN route checks them
 * (decision 064): derived from AUTH_SECRET, so every instance of one run agrees on it and nobody
 * outside can sign a notice, without a setting of its own.
 */
export function deriveDemoStorePassword(authSecret: string): string {
  return createHmac('sha256', authSecret).update('nestlane-demo-gateway:store-password').digest('base64url');
}

/** A prefix and 24 letters or digits (~124 bits). */
export function createDemoToken(prefix: string): string {
  return `${prefix}${Array.from(randomBytes(24), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('')}`;
}

/** How SSLCommerz names the attempt's state in its validation and transaction-query answers. */
function findStatusWord(session: DemoGatewaySession): string {
  switch (session.status) {
    case 'paid':
      return session.validations > 0 ? 'VALIDATED' : 'VALID';
    case 'pending':
      return 'PENDING';
    case 'failed':
      return 'FAILED';
    case 'cancelled':
      return 'CANCELLED';
    case 'refunded':
      return 'REFUNDED';
    default:
      return 'UNATTEMPTED';
  }
}

/** A session as SSLCommerz's APIs describe a payment (validatedPaymentSchema's fields). */
export function describeDemoSession(
  session: DemoGatewaySession,
  status = findStatusWord(session),
): ValidatedPayment {
  return {
    status,
    tran_id: session.tranId,
    val_id: session.status === 'paid' || session.status === 'refunded' ? session.valId : null,
    amount: session.totalAmount,
    currency: 'BDT',
    bank_tran_id: session.bankTranId,
    card_type: session.cardType,
    currency_type: session.currency,
    currency_amount: session.totalAmount,
    value_a: session.valueA,
  };
}

function text(value: string | number | undefined): string {
  return value === undefined ? '' : String(value);
}

export function createDemoGatewayClient(database: Database, publicUrl: string): SslcommerzClient {
  return {
    async createSession(fields, db: DatabaseExecutor = database) {
      const sessionKey = createDemoToken('DEMO');
      await db.insert(demoGatewaySessions).values({
        tranId: text(fields.tran_id),
        sessionKey,
        totalAmount: text(fields.total_amount),
        currency: text(fields.currency),
        valueA: fields.value_a === undefined ? null : text(fields.value_a),
        successUrl: text(fields.success_url),
        failUrl: text(fields.fail_url),
        cancelUrl: text(fields.cancel_url),
        ipnUrl: text(fields.ipn_url),
      });
      return { gatewayUrl: `${publicUrl}${DEMO_GATEWAY_PAGE_PATH}/${sessionKey}` };
    },
    async validate(valId, db: DatabaseExecutor = database) {
      const [session] = await db
        .update(demoGatewaySessions)
        .set({ validations: sql`${demoGatewaySessions.validations} + 1` })
        .where(and(eq(demoGatewaySessions.valId, valId), eq(demoGatewaySessions.status, 'paid')))
        .returning();
      if (!session) return { status: 'INVALID_TRANSACTION' };
      return describeDemoSession(session, session.validations === 1 ? 'VALID' : 'VALIDATED');
    },
    async queryTransaction(tranId, db: DatabaseExecutor = database) {
      const [session] = await db
        .select()
        .from(demoGatewaySessions)
        .where(eq(demoGatewaySessions.tranId, tranId));
      if (!session || session.status === 'open') return [];
      return [describeDemoSession(session)];
    },
    async refund(refund, db: DatabaseExecutor = database) {
      const [session] = await db
        .select()
        .from(demoGatewaySessions)
        .where(eq(demoGatewaySessions.tranId, refund.referenceId))
        .for('update');
      if (session?.status !== 'paid' || session.bankTranId !== refund.bankTranId) {
        return { APIConnect: 'DONE', status: 'failed', errorReason: 'No paid transaction to refund' };
      }
      await db
        .update(demoGatewaySessions)
        .set({ status: 'refunded' })
        .where(eq(demoGatewaySessions.tranId, session.tranId));
      return { APIConnect: 'DONE', status: 'success', refund_ref_id: createDemoToken('RF') };
    },
  };
}
