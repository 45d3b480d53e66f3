import toast from 'react-hot-toast';
import { ApiError } from '../../../lib/api-client';

/**
 * A refused admin action shows the server's own message (409 'already an agent', 'not found'…).
 * 401/403 need nothing here: the API client has already signed the admin out.
 */
export function showActionError(error: unknown) {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
  toast.error(error instanceof Error ? error.message : String(error));
}
