/** This machine's own addresses: what a demo listens on. */
import { isIP } from 'node:net';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** A host name or listening address that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_NAMES.has(host.toLowerCase()) || isLoopbackAddress(host);
}

/** A peer's IP address (as Node reports it, IPv4-mapped IPv6 included) on this machine. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(ip) === 4) return ip.startsWith('127.');
  return ip === '::1';
}
