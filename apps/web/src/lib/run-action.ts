import { ApiError, isSessionEnding } from './api-client';
import { toast } from './toast';

/**
 * Shows why an action failed: the server's own message as an error toast (409 'already an agent'…),
 * in place of the action's loading toast when it has one. After a 401/403 the API client has already
 * signed the person out and sent them to sign in, so only the loading toast goes; a refused origin
 * (403 UNTRUSTED_ORIGIN) does not sign out, so its message is shown like any other.
 */
export function toastFailure(error: unknown, toastId?: string): string | null {
  if (error instanceof ApiError && isSessionEnding(error.status, error.code)) {
    if (toastId) toast.dismiss(toastId);
    return null;
  }
  // An ApiError's message is in the reader's language already; the toast localizes a constant's too.
  const message = error instanceof Error ? error.message : String(error);
  toast.error(message, { id: toastId });
  return message;
}

/**
 * Runs an action and toasts its outcome: with `loading`, one toast tells the whole story (loading,
 * then the outcome in its place). It awaits the action's promise rather than using mutate()'s
 * callbacks, because the component that started it may be gone (a deleted card, a row that is no
 * longer a request) by the time the answer lands, and an unmounted component's callbacks never run.
 * Answers whether the action succeeded, so the caller can move on (open the next page, clear a form).
 * `onFailure` also gets the reason, for a form to show it in place beside what was typed (the network or
 * the server down: 'Nestlane could not be reached…'); not after a sign-out, which says why itself.
 */
export async function runAction(
  action: () => Promise<unknown>,
  successMessage: string,
  { loading, onFailure }: { loading?: string; onFailure?: (message: string) => void } = {},
): Promise<boolean> {
  const toastId = loading ? toast.loading(loading) : undefined;
  try {
    await action();
  } catch (error) {
    const message = toastFailure(error, toastId);
    if (message !== null) onFailure?.(message);
    return false;
  }
  toast.success(successMessage, { id: toastId });
  return true;
}
