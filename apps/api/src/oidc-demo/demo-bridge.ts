/**
 * How Better Auth talks to the built-in provider server to server: the code exchange and the
 * userinfo call go through the provider's real endpoints, but in process (app.inject), so
 * they work without the server reaching its own public address (tests, proxies, offline).
 */
export type DemoTokenRequest = { code: string; redirectURI: string; codeVerifier?: string | undefined };

export type DemoClaims = { sub: string; email: string; name?: string };

export type DemoBridge = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  /** The token endpoint's JSON answer. */
  exchangeCode: (request: DemoTokenRequest) => Promise<Record<string, unknown>>;
  fetchUserInfo: (accessToken: string) => Promise<DemoClaims | null>;
};
