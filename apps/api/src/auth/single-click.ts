/**
 * Single-click sign-in (issue 4): one Better Auth generic-OAuth provider, id 'oidc', behind
 * one button. With OIDC_ISSUER it is that issuer (Google or any OpenID Connect provider,
 * found by discovery, ID tokens verified against its keys); otherwise, in demo mode, the
 * built-in provider (plugins/oidc-demo.ts); otherwise there is no button (oidcLabel null).
 * Linking to an existing account by email follows docs/decisions/009.
 */

import { SINGLE_CLICK_PROVIDER_ID } from '@nestlane/shared';
import { getOAuth2Tokens } from 'better-auth/oauth2';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Config } from '../config';
import type { DemoBridge } from '../oidc-demo/demo-bridge';

const SCOPES = ['openid', 'email', 'profile'];

function buildExternalProvider(oidc: NonNullable<Config['oidc']>, label: string) {
  return {
    providerId: SINGLE_CLICK_PROVIDER_ID,
    name: label,
    discoveryUrl: `${oidc.issuer}/.well-known/openid-configuration`,
    clientId: oidc.clientId,
    clientSecret: oidc.clientSecret,
    scopes: SCOPES,
    // Who someone is comes from a signed ID token, never from an unverified one.
    requireIdTokenVerification: true,
  };
}

function buildDemoProvider(demo: DemoBridge, label: string) {
  return {
    providerId: SINGLE_CLICK_PROVIDER_ID,
    name: label,
    clientId: demo.clientId,
    clientSecret: demo.clientSecret,
    authorizationUrl: demo.authorizationUrl,
    tokenUrl: demo.tokenUrl,
    userInfoUrl: demo.userInfoUrl,
    scopes: SCOPES,
    // Always show the demo login page, so the next person at the same browser can be someone else.
    prompt: 'login' as const,
    getToken: async (request: { code: string; redirectURI: string; codeVerifier?: string | undefined }) =>
      getOAuth2Tokens(await demo.exchangeCode(request)),
    getUserInfo: async (tokens: { accessToken?: string | undefined }) => {
      if (!tokens.accessToken) return null;
      const claims = await demo.fetchUserInfo(tokens.accessToken);
      if (!claims) return null;
      // Anyone can type any email at the demo provider: it is never a verified one.
      return {
        id: claims.sub,
        sub: claims.sub,
        email: claims.email,
        name: claims.name ?? claims.email,
        emailVerified: false,
      };
    },
  };
}

/** Better Auth plugins for single-click sign-in: none when it is off. */
export function buildSingleClickPlugins(config: Pick<Config, 'oidc' | 'oidcLabel'>, demo: DemoBridge | null) {
  const label = config.oidcLabel ?? 'Single sign-on';
  if (config.oidc) return [genericOAuth({ config: [buildExternalProvider(config.oidc, label)] })];
  if (demo) return [genericOAuth({ config: [buildDemoProvider(demo, label)] })];
  return [];
}
