/** The auth calls only the sign-in, sign-up and password pages make (kept out of the first chunk). */
import { postAuth, type SessionUser } from './auth-client';

export function signInWithEmail(input: { email: string; password: string }) {
  return postAuth<{ user: SessionUser }>('/sign-in/email', input);
}

export function signUpWithEmail(input: { name: string; email: string; password: string }) {
  return postAuth<{ user: SessionUser }>('/sign-up/email', input);
}

/** Starts the single-click sign-in; the answer is the provider's page to go to. */
export function startSocialSignIn(input: {
  provider: string;
  callbackURL: string;
  errorCallbackURL: string;
}) {
  return postAuth<{ url?: string; redirect?: boolean }>('/sign-in/social', input);
}

export function requestPasswordReset(input: { email: string; redirectTo: string }) {
  return postAuth<unknown>('/request-password-reset', input);
}

export function resetPassword(input: { newPassword: string; token: string }) {
  return postAuth<unknown>('/reset-password', input);
}
