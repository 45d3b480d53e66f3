/**
 * Only a whole public answer is kept: never one the server marked personal (every /api answer to a request
 * with a session says `Cache-Control: no-store`, decision 044) or private, nor one to a request that
 * carried a bearer token.
 */
export function isPublicAnswer(request: Request, response: Response): boolean {
  if (response.status !== 200) return false;
  if (request.headers.has('authorization')) return false;
  return !/\b(?:no-store|private)\b/i.test(response.headers.get('cache-control') ?? '');
}
