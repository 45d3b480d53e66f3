import toast from 'react-hot-toast';
import { ApiError } from '../../../lib/api-client';

/**
 * Shows why a buyer's action failed: the server's own message as an error toast, in place of the action's
 * loading toast when it has one. After a 401/403 the API client has already signed the user out and sent
 * them to sign in, so the loading toast only goes away.
 */
export function toastFailure(error: unknown, toastId?: string) {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
    if (toastId) toast.dismiss(toastId);
    return;
  }
  toast.error(error instanceof Error ? error.message : String(error), { id: toastId });
}
