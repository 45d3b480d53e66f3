/**
 * The built-in OpenID Connect provider of demo mode (oidc-provider), so single-click sign-in
 * works offline end to end. One registered client: Nestlane's own Better Auth. Everything it
 * stores (interactions, codes, tokens) lives in memory for minutes; its signing key is made
 * at start-up. It never marks an email verified (see docs/decisions/009).
 */
import { createHmac, generateKeyPairSync } from 'node:crypto';
import { SINGLE_CLICK_PROVIDER_ID } from '@nestlane/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Configuration, KoaContextWithOIDC, default as Provider } from 'oidc-provider';
import type { DemoIdentityStore } from './demo-identities';
import { renderErrorPage } from './login-page';

export const DEMO_OIDC_PATH = '/api/oidc-demo';
export const DEMO_CLIENT_ID = 'nestlane-web';
export const DEMO_SCOPES = ['openid', 'email', 'profile'];
const SHORT_LIVED_SECONDS = 10 * 60;

export function findDemoIssuer(publicUrl: string): string {
  return `${publicUrl}${DEMO_OIDC_PATH}`;
}

/** Derived from AUTH_SECRET, so it is stable across restarts and never stored. */
export function deriveDemoSecret(authSecret: string, purpose: 'client-secret' | 'cookie-key'): string {
  return createHmac('sha256', authSecret).update(`nestlane-oidc-demo:${purpose}`).digest('base64url');
}

export function findDemoRedirectUri(publicUrl: string): string {
  return `${publicUrl}/api/auth/callback/${SINGLE_CLICK_PROVIDER_ID}`;
}

type DemoProviderOptions = {
  publicUrl: string;
  authSecret: string;
  identities: DemoIdentityStore;
  log: FastifyBaseLogger;
};

function createSigningKey() {
  const { privateKey } = generateKeyPairSync('ed25519');
  return { ...privateKey.export({ format: 'jwk' }), alg: 'EdDSA', use: 'sig', kid: 'demo-ed25519' };
}

/** First-party client, so no consent screen: the grant covers what it asks for. */
async function loadOrCreateGrant(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const client = oidc.client;
  const accountId = oidc.session?.accountId;
  if (!client || !accountId) return undefined;
  const grantId = oidc.result?.consent?.grantId || oidc.session?.grantIdFor(client.clientId);
  if (grantId) {
    const existing = await oidc.provider.Grant.find(grantId);
    if (existing) return existing;
  }
  const grant = new oidc.provider.Grant({ clientId: client.clientId, accountId });
  grant.addOIDCScope(DEMO_SCOPES.join(' '));
  await grant.save();
  return grant;
}

export async function createDemoProvider(options: DemoProviderOptions): Promise<Provider> {
  const { default: ProviderClass } = await import('oidc-provider');
  // Deep import: the package's own memory store, without its "development only" warning,
  // which does not apply to a demo that is meant to forget.
  const { createMemoryAdapter } = await import('oidc-provider/lib/adapters/memory_adapter.js');
  const { publicUrl, authSecret, identities, log } = options;

  const configuration: Configuration = {
    adapter: createMemoryAdapter(),
    clients: [
      {
        client_id: DEMO_CLIENT_ID,
        client_secret: deriveDemoSecret(authSecret, 'client-secret'),
        client_name: 'Nestlane',
        redirect_uris: [findDemoRedirectUri(publicUrl)],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
        id_token_signed_response_alg: 'EdDSA',
      },
    ],
    jwks: { keys: [createSigningKey()] },
    cookies: { keys: [deriveDemoSecret(authSecret, 'cookie-key')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: DEMO_SCOPES,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
    },
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `${DEMO_OIDC_PATH}/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const identity = identities.findIdentity(sub);
      if (!identity) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: identity.email, email_verified: false, name: identity.name }),
      };
    },
    loadExistingGrant: loadOrCreateGrant,
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderErrorPage(
        'Sign-in failed',
        String(out.error_description ?? out.error ?? 'Unknown error'),
      );
    },
    ttl: {
      AccessToken: SHORT_LIVED_SECONDS,
      AuthorizationCode: 60,
      IdToken: SHORT_LIVED_SECONDS,
      Interaction: SHORT_LIVED_SECONDS,
      Session: SHORT_LIVED_SECONDS,
      Grant: SHORT_LIVED_SECONDS,
    },
  };

  const provider = new ProviderClass(findDemoIssuer(publicUrl), configuration);
  // The mount pins Host and X-Forwarded-Proto to PUBLIC_URL (plugins/oidc-demo.ts), so every URL it builds is ours.
  provider.proxy = true;
  provider.on('server_error', (_ctx: unknown, error: unknown) =>
    log.error({ err: error }, 'demo OIDC provider failed'),
  );
  return provider;
}
