import { fetchJson } from './api-client';

/** POST /api/images (signed-in only): the uploaded picture's address. */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const answer = await fetchJson<{ data: { display_url: string } }>('/images', { method: 'POST', body });
  return answer.data.display_url;
}
