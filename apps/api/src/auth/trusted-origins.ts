/**
 * The origins whose pages may write with the session cookie: Better Auth's own check and the
 * API's (origin-check.ts) read this one list (decision 013).
 */
import type { Config } from '../config';

/** `npm run dev` serves the SPA from Vite, whose proxy keeps the browser's Origin header. */
const DEV_WEB_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://[::1]:5173'];

/** One machine's three names for itself: a demo opened at any of them is the same Nestlane. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

export function findTrustedOrigins(config: Pick<Config, 'publicUrl' | 'isProduction'>): string[] {
  const url = new URL(config.publicUrl);
  const port = url.port ? `:${url.port}` : '';
  const publicOrigins = LOOPBACK_HOSTS.includes(url.hostname)
    ? LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${port}`)
    : [url.origin];
  return config.isProduction ? publicOrigins : [...new Set([...publicOrigins, ...DEV_WEB_ORIGINS])];
}
