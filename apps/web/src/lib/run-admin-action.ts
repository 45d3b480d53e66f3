import toast from 'react-hot-toast';
import { ApiError } from './api-client';

/**
 * Runs an admin action and toasts its outcome. It awaits the mutation's promise rather than using
 * mutate()'s callbacks, because the row that started it may be gone (deleted, or no longer a request)
 * by the time the answer lands, and an unmounted component's callbacks never run.
 * A refusal shows the server's own message (409 'already an agent'…); 401/403 need nothing here,
 * the API client has already signed the admin out.
 */
export async function runAdminAction(action: () => Promise<unknown>, successMessage: string) {
  try {
    await action();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
    toast.error(error instanceof Error ? error.message : String(error));
    return;
  }
  toast.success(successMessage);
}
