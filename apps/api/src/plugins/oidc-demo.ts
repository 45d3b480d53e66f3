/**
 * The built-in OpenID Connect provider (demo mode without OIDC_ISSUER), mounted at
 * /api/oidc-demo: oidc-provider answers its own endpoints (discovery, authorize, token,
 * userinfo, jwks), and our routes serve its login page (interaction). Decorates `oidcDemo`
 * (null when it is off), which plugins/auth.ts hands to Better Auth. The provider is made at the
 * first request that needs it, not at start: importing and building it is ≈ 0.25 s of a restart
 * (decision 031, Start-up), and most starts see no single-click sign-in for a while.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { Config } from '../config';
import {
  createDemoProvider,
  DEMO_CLIENT_ID,
  DEMO_OIDC_PATH,
  deriveDemoSecret,
  findDemoIssuer,
} from '../oidc-demo/create-demo-provider';
import type { DemoBridge, DemoTokenRequest } from '../oidc-demo/demo-bridge';
import { createDemoIdentityStore, type DemoIdentityStore } from '../oidc-demo/demo-identities';
import { renderErrorPage, renderLoginPage } from '../oidc-demo/login-page';

declare module 'fastify' {
  interface FastifyInstance {
    oidcDemo: DemoBridge | null;
  }
}

export const DEMO_LOGIN_MESSAGES = {
  name: 'Please type a name (up to 80 characters)',
  email: 'Please type a valid email',
  expired: 'This sign-in has expired or was already used. Start again from Nestlane.',
} as const;

const loginFormSchema = z.object({
  name: z.string().trim().min(1, DEMO_LOGIN_MESSAGES.name).max(80, DEMO_LOGIN_MESSAGES.name),
  email: z.string().trim().max(254, DEMO_LOGIN_MESSAGES.email).pipe(z.email(DEMO_LOGIN_MESSAGES.email)),
});

/** Whether this process runs the built-in provider: demo mode, no external issuer. */
export function isDemoProviderActive(config: Pick<Config, 'demo' | 'oidc'>): boolean {
  return config.demo && !config.oidc;
}

type RawWithOriginalUrl = FastifyRequest['raw'] & { originalUrl?: string };

/** The provider and its Node request handler, made once at the first call (again if that one failed). */
type DemoProviderHandle = { provider: Provider; handle: ReturnType<Provider['callback']> };
type LoadDemoProvider = () => Promise<DemoProviderHandle>;

function createProviderLoader(make: () => Promise<Provider>): LoadDemoProvider {
  let loading: Promise<DemoProviderHandle> | undefined;
  return () => {
    loading ??= make().then(
      (provider) => ({ provider, handle: provider.callback() }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}

/** Hands a request to oidc-provider (a Koa app) as if it were mounted at DEMO_OIDC_PATH. */
function registerProviderRoutes(
  app: FastifyInstance,
  options: { loadProvider: LoadDemoProvider; publicUrl: string },
) {
  const publicUrl = new URL(options.publicUrl);
  app.removeAllContentTypeParsers();
  // The body is left unread: oidc-provider reads the raw stream itself.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  app.route({
    method: ['GET', 'POST'],
    url: `${DEMO_OIDC_PATH}/*`,
    schema: { hide: true },
    handler: async (request, reply) => {
      const { handle } = await options.loadProvider();
      const raw = request.raw as RawWithOriginalUrl;
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '').slice(DEMO_OIDC_PATH.length) || '/';
      // Every URL the provider builds uses PUBLIC_URL, whatever Host a client sent.
      raw.headers.host = publicUrl.host;
      raw.headers['x-forwarded-proto'] = publicUrl.protocol.replace(':', '');
      delete raw.headers['x-forwarded-host'];
      // The security headers already set on this reply (CSP, nosniff…) go out with the provider's answer.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value as string | string[]);
      }
      reply.hijack();
      await handle(raw, reply.raw);
    },
  });
}

function sendPage(reply: FastifyReply, statusCode: number, html: string) {
  return reply
    .code(statusCode)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

/** The login page: type any name and email. */
function registerInteractionRoutes(
  app: FastifyInstance,
  options: { loadProvider: LoadDemoProvider; identities: DemoIdentityStore; label: string },
) {
  const { loadProvider, identities, label } = options;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const paramsSchema = z.object({ uid: z.string().min(1).max(100) });

  app.get(`${DEMO_OIDC_PATH}/interaction/:uid`, { schema: { hide: true } }, async (request, reply) => {
    const { uid } = paramsSchema.parse(request.params);
    const { provider } = await loadProvider();
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.uid !== uid) throw new Error('interaction mismatch');
    } catch {
      return sendPage(reply, 400, renderErrorPage('Sign-in expired', DEMO_LOGIN_MESSAGES.expired));
    }
    return sendPage(
      reply,
      200,
      renderLoginPage({ label, action: `${DEMO_OIDC_PATH}/interaction/${uid}/login` }),
    );
  });

  app.post(`${DEMO_OIDC_PATH}/interaction/:uid/login`, { schema: { hide: true } }, async (request, reply) => {
    const { uid } = paramsSchema.parse(request.params);
    const action = `${DEMO_OIDC_PATH}/interaction/${uid}/login`;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const parsed = loginFormSchema.safeParse(body);
    if (!parsed.success) {
      const typed = { name: String(body.name ?? ''), email: String(body.email ?? '') };
      const error = parsed.error.issues[0]?.message ?? DEMO_LOGIN_MESSAGES.email;
      return sendPage(reply, 400, renderLoginPage({ label, action, ...typed, error }));
    }
    const { provider } = await loadProvider();
    let returnTo: string;
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.uid !== uid) throw new Error('interaction mismatch');
      const identity = identities.rememberIdentity(parsed.data);
      returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: identity.sub } },
        { mergeWithLastSubmission: false },
      );
    } catch {
      return sendPage(reply, 400, renderErrorPage('Sign-in expired', DEMO_LOGIN_MESSAGES.expired));
    }
    return reply.redirect(returnTo, 303);
  });
}

function createBridge(app: FastifyInstance, config: Config): DemoBridge {
  const issuer = findDemoIssuer(config.publicUrl);
  const clientSecret = deriveDemoSecret(config.authSecret, 'client-secret');
  return {
    issuer,
    clientId: DEMO_CLIENT_ID,
    clientSecret,
    authorizationUrl: `${issuer}/auth`,
    tokenUrl: `${issuer}/token`,
    userInfoUrl: `${issuer}/me`,
    async exchangeCode(request: DemoTokenRequest) {
      const form = new URLSearchParams({
        grant_type: 'authorization_code',
        code: request.code,
        redirect_uri: request.redirectURI,
        client_id: DEMO_CLIENT_ID,
        client_secret: clientSecret,
        ...(request.codeVerifier ? { code_verifier: request.codeVerifier } : {}),
      });
      const response = await app.inject({
        method: 'POST',
        url: `${DEMO_OIDC_PATH}/token`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form.toString(),
      });
      const answer = response.json() as Record<string, unknown>;
      if (response.statusCode !== 200)
        throw new Error(`demo token exchange refused: ${String(answer.error)}`);
      return answer;
    },
    async fetchUserInfo(accessToken: string) {
      const response = await app.inject({
        method: 'GET',
        url: `${DEMO_OIDC_PATH}/me`,
        headers: { authorization: `Bearer ${accessToken}` },
      });
      if (response.statusCode !== 200) return null;
      const claims = response.json() as Record<string, unknown>;
      if (typeof claims.sub !== 'string' || typeof claims.email !== 'string') return null;
      return {
        sub: claims.sub,
        email: claims.email,
        name: typeof claims.name === 'string' ? claims.name : undefined,
      };
    },
  };
}

async function registerOidcDemo(app: FastifyInstance, options: { config: Config }) {
  const { config } = options;
  if (!isDemoProviderActive(config)) {
    app.decorate('oidcDemo', null);
    return;
  }
  const identities = createDemoIdentityStore();
  const loadProvider = createProviderLoader(() =>
    createDemoProvider({
      publicUrl: config.publicUrl,
      authSecret: config.authSecret,
      identities,
      log: app.log,
    }),
  );
  await app.register(async (scope) =>
    registerProviderRoutes(scope, { loadProvider, publicUrl: config.publicUrl }),
  );
  await app.register(async (scope) =>
    registerInteractionRoutes(scope, { loadProvider, identities, label: config.oidcLabel ?? 'Demo ID' }),
  );
  app.decorate('oidcDemo', createBridge(app, config));
}

export default fp(registerOidcDemo, { name: 'oidc-demo', fastify: '5.x' });
