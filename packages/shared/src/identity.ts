import { z } from 'zod';

/**
 * The one single-click provider's id in Better Auth: the web starts it with
 * POST /api/auth/sign-in/social { provider, callbackURL, errorCallbackURL } and the issuer
 * returns to /api/auth/callback/oidc. The same id whichever issuer is behind it.
 */
export const SINGLE_CLICK_PROVIDER_ID = 'oidc';

/** One message of the demo outbox, as GET /api/outbox answers it. */
export const outboxMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The one link the message is about (the password-reset page), so the demo can offer it as a button. */
  link: z.string().nullable(),
  sentAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
