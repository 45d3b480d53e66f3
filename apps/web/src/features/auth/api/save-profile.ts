import { fetchJson } from '../../../lib/api-client';

/** POST /api/users: creates the profile if absent and records the name and photo (never a role). */
export function saveProfile(input: { email: string; name: string; photo: string }) {
  return fetchJson<{ insertedId: string; modifiedCount: number }>('/users', {
    method: 'POST',
    body: JSON.stringify(input),
  });
}
