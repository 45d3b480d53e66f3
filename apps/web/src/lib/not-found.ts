import { data } from 'react-router';
import { ApiError } from './api-client';

/** Throws the route-level 404 that the error boundary shows as the not-found page. */
export function throwNotFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/** Awaits a loader's fetch; an unknown or malformed resource (404/400) becomes the not-found page. */
export async function loadOrNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throwNotFound();
    throw error;
  }
}
