/**
 * Security headers for the API and the SPA it serves (docs/decisions/004): a strict
 * Content-Security-Policy with no inline scripts, inline styles allowed (react-hot-toast
 * injects a <style>), images from ourselves and the map tile host only, Stripe.js's hosts
 * only when Stripe is the payment provider, and our own service worker and web app manifest
 * (decision 056). Cookie-authenticated writes must come from a trusted origin
 * (auth/origin-check.ts, decision 013).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOriginCheck } from '../auth/origin-check';
import { findTrustedOrigins } from '../auth/trusted-origins';
import type { Config } from '../config';

/**
 * 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png' → 'https://*.tile.openstreetmap.org'.
 * A relative tile URL is same-origin and needs nothing more than 'self'.
 */
export function findTileSource(mapTileUrl: string): string | undefined {
  const match = /^(https?):\/\/([^/]+)/i.exec(mapTileUrl);
  if (!match) return undefined;
  const [, scheme, host = ''] = match;
  const wildcardHost = host.replace(/^\{[^}]*\}/, '*');
  // CSP allows a wildcard only as the leftmost label; otherwise allow the scheme.
  return wildcardHost.includes('{') ? `${scheme}:` : `${scheme}://${wildcardHost}`;
}

/**
 * What Stripe.js and its card element need (Stripe's integration security guide): its script, its
 * frames (the card fields, 3D Secure), and its API for confirming the payment from the browser.
 */
export const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

export function buildContentSecurityPolicy(
  config: Pick<Config, 'mapTileUrl' | 'publicUrl'> & { stripe?: Config['stripe'] },
) {
  const tileSource = findTileSource(config.mapTileUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(tileSource ? [tileSource] : [])],
    'connect-src': ["'self'"],
    // data: for the two tiny fonts inlined in the stylesheet ("বাংলা" and "৳", decision 051).
    'font-src': ["'self'", 'data:'],
    // The installable app (decision 056): its service worker (/sw.js) and manifest come from ourselves.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  // The sandbox provider is our own API: the policy opens to Stripe only where Stripe is configured.
  if (config.stripe) {
    directives['script-src']?.push(...STRIPE_SOURCES.script);
    directives['connect-src']?.push(...STRIPE_SOURCES.connect);
    directives['frame-src'] = ["'self'", ...STRIPE_SOURCES.frame];
  }
  // Over plain http (local runs) upgrading requests would break every asset.
  if (config.publicUrl.startsWith('https://')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

async function registerSecurity(app: FastifyInstance, options: { config: Config }) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: buildContentSecurityPolicy(options.config) },
    // Tile images come from another origin without CORP headers.
    crossOriginEmbedderPolicy: false,
    hsts: options.config.publicUrl.startsWith('https://'),
  });
  app.addHook('onRequest', createOriginCheck(findTrustedOrigins(options.config), options.config.publicUrl));
}

export default fp(registerSecurity, { name: 'security', fastify: '5.x' });
