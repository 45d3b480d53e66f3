/**
 * The one single-click provider's id in Better Auth: the web starts it with
 * POST /api/auth/sign-in/social { provider: 'oidc', callbackURL, errorCallbackURL } and the
 * issuer returns to /api/auth/callback/oidc. The same id whichever issuer is behind it.
 */
export const SINGLE_CLICK_PROVIDER_ID = 'oidc';
