import type { SessionUser } from '../../auth/get-session-user';
import { AppError } from '../../lib/app-error';
import { OFFER_API_MESSAGES } from './messages';

/** The spec's lists name their owner by email: only the signed-in person's own is answered. */
export function assertOwnEmail(caller: SessionUser, email: string) {
  if (email.trim().toLowerCase() !== caller.email.toLowerCase()) {
    throw new AppError('FORBIDDEN', OFFER_API_MESSAGES.ownOffersOnly);
  }
}
