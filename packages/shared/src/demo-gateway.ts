/**
 * The keyless demo's SSLCommerz-like gateway page (issue 29, decision 062): what it shows of a
 * session, how the payer pays it (a method and a test outcome), and where the browser goes next
 * (a form POSTed to the merchant's success, fail or cancel URL, as SSLCommerz does).
 */
import { z } from 'zod';

export const DEMO_GATEWAY_METHODS = ['card', 'bkash', 'nagad'] as const;
export type DemoGatewayMethod = (typeof DEMO_GATEWAY_METHODS)[number];
/** `paid-late-ipn`: paid, but the gateway confirms it (its IPN) only after the browser is back. */
export const DEMO_GATEWAY_OUTCOMES = ['paid', 'failed', 'cancelled', 'paid-late-ipn'] as const;
export type DemoGatewayOutcome = (typeof DEMO_GATEWAY_OUTCOMES)[number];

export const demoGatewayKeySchema = z.object({
  sessionKey: z.string().regex(/^DEMO[A-Z0-9]{24}$/, { error: 'sessionKey is not a gateway session' }),
});

export const demoGatewaySessionSchema = z.object({
  tranId: z.string(),
  /** Whole Taka and poisha as decimal text, as the merchant asked ('32000.00'). */
  amount: z.string(),
  currency: z.string(),
  /** open, failed or cancelled: it can be paid; pending or paid: it was. */
  status: z.string(),
});
export type DemoGatewaySession = z.infer<typeof demoGatewaySessionSchema>;

export const demoGatewayPayBodySchema = z.object({
  method: z.enum(DEMO_GATEWAY_METHODS),
  outcome: z.enum(DEMO_GATEWAY_OUTCOMES),
});

/** The form the browser POSTs next: the merchant's return URL and SSLCommerz's fields. */
export const demoGatewayRedirectSchema = z.object({
  action: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type DemoGatewayRedirect = z.infer<typeof demoGatewayRedirectSchema>;
