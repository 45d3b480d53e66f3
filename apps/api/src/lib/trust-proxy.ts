/**
 * TRUST_PROXY (issue 14): whether, and which, reverse proxies' X-Forwarded-For / -Proto / -Host
 * Fastify believes, so rate limits and logs see the client's address and scheme rather than the
 * proxy's. Off by default: without a proxy in front, any client could write those headers. No
 * hop count: Fastify 5 refuses to trust by count alone (it cannot check the nearest peer), so the
 * proxies are named by address, or all trusted with `true` when only the proxy can reach the server.
 */
import { isIP } from 'node:net';

export type TrustProxy = boolean | string[];

export const TRUST_PROXY_MESSAGE =
  'must be true, false, or the proxies’ addresses or CIDR ranges, comma-separated (such as 127.0.0.1,10.0.0.0/8)';

const TRUE = ['true', 'yes', 'on'];
const FALSE = ['false', 'no', 'off'];

function isAddressOrRange(text: string): boolean {
  const [address = '', prefix, ...rest] = text.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/** The Fastify `trustProxy` setting for a TRUST_PROXY text, or null when the text is not one. */
export function parseTrustProxy(text: string | undefined): TrustProxy | null {
  const value = (text ?? '').trim().toLowerCase();
  if (value === '' || FALSE.includes(value)) return false;
  if (TRUE.includes(value)) return true;
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : null;
}
