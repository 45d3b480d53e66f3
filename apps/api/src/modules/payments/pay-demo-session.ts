/**
 * The payer's side of the keyless demo's gateway (decision 062): the gateway page reads its session
 * and pays it with a method and a test outcome. Like SSLCommerz, the gateway then sends the browser
 * back to the merchant's success, fail or cancel URL (a form POST), and posts its IPN: at once, or,
 * for "paid, IPN arrives late", only from a job run after the browser is back. Until then the
 * payment is PENDING at the gateway: its validation and transaction query do not call it paid.
 */
import type { DemoGatewayMethod, DemoGatewayOutcome, DemoGatewayRedirect } from '@nestlane/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type DEMO_GATEWAY_STATUSES, demoGatewaySessions } from '../../db/schema-demo-gateway';
import { AppError } from '../../lib/app-error';
import {
  createDemoToken,
  type DemoGatewaySession,
  describeDemoSession,
} from '../../payments/demo-gateway/demo-gateway-client';
import { PAYMENT_MESSAGES } from './messages';

/** SSLCommerz's card_type for each method the page lists. */
const CARD_TYPES: Record<DemoGatewayMethod, string> = {
  card: 'VISA-Dutch Bangla',
  bkash: 'BKASH-BKash',
  nagad: 'NAGAD-Nagad',
};

/** A session may be paid while nothing was taken: never tried, or its last try failed or was cancelled. */
const PAYABLE = new Set<string>(['open', 'failed', 'cancelled']);

type Status = (typeof DEMO_GATEWAY_STATUSES)[number];
const STATUS_OF: Record<DemoGatewayOutcome, Status> = {
  paid: 'paid',
  'paid-late-ipn': 'pending',
  failed: 'failed',
  cancelled: 'cancelled',
};

export type DemoPayment = {
  /** Where the browser goes: the merchant's return URL and the fields SSLCommerz posts there. */
  redirect: DemoGatewayRedirect;
  /** The IPN to post now, or null when it comes later (the late outcome). */
  ipn: { url: string; fields: Record<string, string> } | null;
};

export async function readDemoSession(db: Database, sessionKey: string): Promise<DemoGatewaySession> {
  const [session] = await db
    .select()
    .from(demoGatewaySessions)
    .where(eq(demoGatewaySessions.sessionKey, sessionKey));
  if (!session) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.gatewaySessionNotFound);
  return session;
}

/** What SSLCommerz posts to the return URL and the IPN: the attempt's fields, as strings. */
function toNotice(session: DemoGatewaySession): Record<string, string> {
  const described = describeDemoSession(session);
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(described)) {
    if (value !== null && value !== undefined) fields[name] = String(value);
  }
  return fields;
}

function findReturnUrl(session: DemoGatewaySession): string {
  if (session.status === 'failed') return session.failUrl;
  if (session.status === 'cancelled') return session.cancelUrl;
  return session.successUrl;
}

export async function payDemoSession(
  db: Database,
  sessionKey: string,
  choice: { method: DemoGatewayMethod; outcome: DemoGatewayOutcome },
): Promise<DemoPayment> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(demoGatewaySessions)
      .where(eq(demoGatewaySessions.sessionKey, sessionKey))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.gatewaySessionNotFound);
    if (!PAYABLE.has(current.status)) throw new AppError('CONFLICT', PAYMENT_MESSAGES.gatewaySessionPaid);
    const status = STATUS_OF[choice.outcome];
    const isTaken = status === 'paid' || status === 'pending';
    const [session] = await tx
      .update(demoGatewaySessions)
      .set({
        status,
        cardType: CARD_TYPES[choice.method],
        valId: isTaken ? createDemoToken('VAL') : null,
        bankTranId: isTaken ? createDemoToken('BT') : null,
      })
      .where(eq(demoGatewaySessions.tranId, current.tranId))
      .returning();
    if (!session) throw new Error('demo gateway session not updated');
    const notice = toNotice(session);
    return {
      redirect: { action: findReturnUrl(session), fields: notice },
      ipn: status === 'pending' ? null : { url: session.ipnUrl, fields: notice },
    };
  });
}

/**
 * The late IPN's moment: the pending payment becomes paid, and its IPN is what the gateway posts
 * (again, for a job retried after it was paid). Null when there is nothing to confirm.
 */
export async function settleLateDemoPayment(
  db: Database,
  tranId: string,
): Promise<{ url: string; fields: Record<string, string> } | null> {
  await db
    .update(demoGatewaySessions)
    .set({ status: 'paid' })
    .where(and(eq(demoGatewaySessions.tranId, tranId), eq(demoGatewaySessions.status, 'pending')));
  const [session] = await db.select().from(demoGatewaySessions).where(eq(demoGatewaySessions.tranId, tranId));
  if (session?.status !== 'paid') return null;
  return { url: session.ipnUrl, fields: toNotice(session) };
}
