/**
 * Run-time configuration: ONE zod schema reads the environment at start-up and fails
 * fast, naming every bad variable. The defaults give the embedded mode (PGlite in
 * DATA_DIR, demo data, sandbox payments).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PAYMENT_WINDOW_DAYS } from '@nestlane/shared';
import { z } from 'zod';
import { parseTrustProxy, TRUST_PROXY_MESSAGE, type TrustProxy } from './lib/trust-proxy';

/** Used only for throw-away memory:// databases (tests), never for data that persists. */
const MEMORY_AUTH_SECRET = 'nestlane-memory-database-secret-not-for-real-data';
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The built-in OpenID Connect provider's button label (demo mode without OIDC_ISSUER). */
export const DEMO_OIDC_LABEL = 'Nestlane Demo ID';
const DEFAULT_MAP_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const DEFAULT_MAIL_FROM = 'Nestlane <no-reply@nestlane.test>';
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/**
 * A demo answers only on this machine (IPv4 and IPv6 loopback: Fastify binds both for
 * 'localhost'): its accounts and passwords are printed for anyone. Production listens everywhere.
 */
const DEMO_HOST = 'localhost';
const PRODUCTION_HOST = '0.0.0.0';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const booleanText = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'].includes(value), {
    message: 'must be true or false',
  })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { message: 'must be development, production or test' })
    .default('development'),
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a port number')
    .min(0, 'must be a port number')
    .max(65535, 'must be a port number')
    .default(3000),
  HOST: optionalText,
  PUBLIC_URL: optionalText.pipe(
    z.url({ message: 'must be a URL such as https://nestlane.example' }).optional(),
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.refine(
    (value) => value === undefined || /^(postgres(ql)?|memory):\/\//.test(value),
    { message: 'must be a postgres:// URL or memory://' },
  ),
  /** PostgreSQL cancels any statement running longer (milliseconds; 0 = never); PGlite cannot (decision 023). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a whole number of milliseconds (0 turns it off)' })
    .int('must be a whole number of milliseconds (0 turns it off)')
    .min(0, 'must be a whole number of milliseconds (0 turns it off)')
    .max(600_000, 'must be at most 600000 milliseconds')
    .default(2000),
  DEMO: booleanText.optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  AUTH_SECRET: optionalText.refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  REDIS_URL: optionalText.pipe(z.url({ message: 'must be a redis:// URL' }).optional()),
  REDIS_KEY_PREFIX: z.string().min(1).default('nestlane:'),
  /** Behind a reverse proxy: which proxies' X-Forwarded-* headers to believe (lib/trust-proxy.ts). */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      const trustProxy = parseTrustProxy(value);
      if (trustProxy === null) context.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
      return trustProxy ?? false;
    }),
  AUTH_RATE_LIMIT_MAX: z.coerce
    .number({ message: 'must be a whole number of at least 1' })
    .int('must be a whole number of at least 1')
    .min(1, 'must be a whole number of at least 1')
    .default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce
    .number({ message: 'must be a whole number of seconds, at least 1' })
    .int('must be a whole number of seconds, at least 1')
    .min(1, 'must be a whole number of seconds, at least 1')
    .default(60),
  AUTH_ACCOUNT_RATE_LIMIT_MAX: z.coerce
    .number({ message: 'must be a whole number of at least 1' })
    .int('must be a whole number of at least 1')
    .min(1, 'must be a whole number of at least 1')
    .default(10),
  AUTH_ACCOUNT_RATE_LIMIT_WINDOW_SECONDS: z.coerce
    .number({ message: 'must be a whole number of seconds, at least 1' })
    .int('must be a whole number of seconds, at least 1')
    .min(1, 'must be a whole number of seconds, at least 1')
    .default(900),
  OFFER_PAYMENT_WINDOW_DAYS: z.coerce
    .number({ message: 'must be a whole number of days, at least 1' })
    .int('must be a whole number of days, at least 1')
    .min(1, 'must be a whole number of days, at least 1')
    .max(365, 'must be at most 365 days')
    .default(DEFAULT_PAYMENT_WINDOW_DAYS),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Tests only: where the Stripe client sends its calls (a local server that speaks Stripe's API). */
  STRIPE_API_BASE_URL: optionalText.pipe(
    z
      .url({
        protocol: /^https?$/,
        message: 'must be an http:// or https:// URL such as http://127.0.0.1:12111',
      })
      .optional(),
  ),
  SSLCOMMERZ_STORE_ID: optionalText,
  SSLCOMMERZ_STORE_PASSWORD: optionalText,
  /** true → SSLCommerz's live gateway (securepay); otherwise its sandbox. */
  SSLCOMMERZ_LIVE: booleanText.optional(),
  /** The longest one call to SSLCommerz may take before the request answers 503 (decision 062). */
  SSLCOMMERZ_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a whole number of milliseconds, at least 1' })
    .int('must be a whole number of milliseconds, at least 1')
    .min(1, 'must be a whole number of milliseconds, at least 1')
    .max(120_000, 'must be at most 120000 milliseconds')
    .default(15_000),
  /** Tests only: where the SSLCommerz client sends its calls (a local server that speaks its API). */
  SSLCOMMERZ_API_BASE_URL: optionalText.pipe(
    z
      .url({
        protocol: /^https?$/,
        message: 'must be an http:// or https:// URL such as http://127.0.0.1:4601',
      })
      .optional(),
  ),
  /** Turns on GET /api/metrics (Prometheus), answered only with `Authorization: Bearer <token>`. */
  METRICS_TOKEN: optionalText.pipe(
    z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
  ),
  OIDC_ISSUER: optionalText.pipe(z.url({ message: 'must be the issuer URL' }).optional()),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_LABEL: optionalText,
  SMTP_URL: optionalText.pipe(z.url({ message: 'must be an smtp:// URL' }).optional()),
  SMTP_FROM: optionalText,
  /**
   * The map tiles' URL template. 'none' turns tiles off (the maps draw their markers on a plain background
   * and the policy allows no tile host); empty means the default (decision 027).
   */
  MAP_TILE_URL: optionalText.transform((value) =>
    value === undefined ? DEFAULT_MAP_TILE_URL : value.toLowerCase() === 'none' ? '' : value,
  ),
  WEB_DIST_DIR: z.string().min(1).default(DEFAULT_WEB_DIST_DIR),
  /** The longest a server-rendered page may take before the shell or the browser's app takes over (decision 041). */
  SSR_RENDER_DEADLINE_MS: z.coerce
    .number({ message: 'must be a whole number of milliseconds, at least 1' })
    .int('must be a whole number of milliseconds, at least 1')
    .min(1, 'must be a whole number of milliseconds, at least 1')
    .default(5000),
  /** Megabytes of React's markup the server-rendered pages keep (ssr/page-markup-cache.ts); 0 turns it off. */
  SSR_CACHE_MB: z.coerce
    .number({ message: 'must be a whole number of megabytes (0 turns it off)' })
    .int('must be a whole number of megabytes (0 turns it off)')
    .min(0, 'must be a whole number of megabytes (0 turns it off)')
    .max(65_536, 'must be at most 65536 megabytes')
    .default(32),
  /** Pictures in an S3-compatible bucket when S3_BUCKET is set (decision 034); local disk otherwise. */
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  /** Another S3-compatible server (MinIO, R2, s3rver…); unset → AWS's own endpoint for the region. */
  S3_ENDPOINT: optionalText.pipe(
    z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' }).optional(),
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Bucket in the path (http://host/bucket/key), as most S3-compatible servers want; default: on with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: booleanText.optional(),
});

const S3_SETTINGS = [
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
];

/** Rules between variables, checked on the raw text so they are reported with every other problem. */
function findCrossFieldProblems(env: Record<string, string | undefined>): string[] {
  const isSet = (name: string) => (env[name] ?? '').trim() !== '';
  const problems: string[] = [];
  if ((env.NODE_ENV ?? '').trim() === 'production' && !isSet('AUTH_SECRET')) {
    problems.push('AUTH_SECRET is required when NODE_ENV=production');
  }
  if (isSet('STRIPE_SECRET_KEY') && !isSet('STRIPE_PUBLISHABLE_KEY')) {
    problems.push('STRIPE_PUBLISHABLE_KEY is required when STRIPE_SECRET_KEY is set');
  }
  if (isSet('SSLCOMMERZ_STORE_ID') !== isSet('SSLCOMMERZ_STORE_PASSWORD')) {
    problems.push('SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD are set together or not at all');
  }
  if (isSet('OIDC_ISSUER') && (!isSet('OIDC_CLIENT_ID') || !isSet('OIDC_CLIENT_SECRET'))) {
    problems.push('OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are required when OIDC_ISSUER is set');
  }
  if (isSet('S3_BUCKET') && !isSet('S3_REGION')) problems.push('S3_REGION is required when S3_BUCKET is set');
  if (!isSet('S3_BUCKET') && S3_SETTINGS.some(isSet)) {
    problems.push(`S3_BUCKET is required when ${S3_SETTINGS.filter(isSet).join(', ')} is set`);
  }
  if (isSet('S3_ACCESS_KEY_ID') !== isSet('S3_SECRET_ACCESS_KEY')) {
    problems.push(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK chain',
    );
  }
  return problems;
}

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** A postgres:// URL, memory://, or the PGlite directory inside DATA_DIR. */
  databaseLocation: string;
  databaseStatementTimeoutMs: number;
  uploadsDir: string;
  demo: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  authSecret: string;
  redisUrl: string | undefined;
  /** Prefix of every key the API writes to Redis, so instances of several apps can share one. */
  redisKeyPrefix: string;
  /** Fastify's `trustProxy`: false, true, or the proxies' addresses and ranges (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** The token Prometheus sends for GET /api/metrics; unset → no metrics are kept or served. */
  metricsToken: string | undefined;
  /** Sign-in, sign-up and password-reset attempts allowed per client address and path in a window. */
  authRateLimit: { max: number; windowSeconds: number };
  /** Failed email sign-ins allowed per account, from any address, in a window (decision 013). */
  authAccountRateLimit: { max: number; windowSeconds: number };
  /** Days an accepted offer waits for its payment before it ends and frees the listing (decision 017). */
  offerPaymentWindowDays: number;
  stripe:
    | {
        secretKey: string;
        publishableKey: string;
        webhookSecret: string | undefined;
        /** Tests only: Stripe's API at another address (STRIPE_API_BASE_URL); unset → api.stripe.com. */
        apiBaseUrl: string | undefined;
      }
    | undefined;
  /** SSLCommerz's hosted checkout (issue 29, decision 046): Taka payments go through it when set. */
  sslcommerz:
    | {
        storeId: string;
        storePassword: string;
        isLive: boolean;
        /** Tests only: SSLCommerz's API at another address (SSLCOMMERZ_API_BASE_URL). */
        apiBaseUrl: string | undefined;
        /** The bound on each call to SSLCommerz (SSLCOMMERZ_TIMEOUT_MS). */
        timeoutMs: number;
      }
    | undefined;
  /** An external OpenID Connect issuer for single-click sign-in (Google or any other), when configured. */
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  /**
   * The label of the single-click button that is active: the external issuer's, the built-in
   * demo provider's in demo mode, or undefined when single-click sign-in is off.
   */
  oidcLabel: string | undefined;
  smtpUrl: string | undefined;
  /** The From header of the mail the API sends (password reset). */
  mailFrom: string;
  /** '' when MAP_TILE_URL=none: no tiles. */
  mapTileUrl: string;
  webDistDir: string;
  /** Past this, a page's loaders still running give the shell and its unrendered parts go to the browser. */
  ssrRenderDeadlineMs: number;
  /** Bytes of markup the pages' cache may keep (SSR_CACHE_MB); 0: every page is rendered. */
  ssrCacheBytes: number;
  /** Where uploaded pictures go (decision 034): a bucket when S3_BUCKET is set, else uploadsDir. */
  s3: S3Config | undefined;
};

export type S3Config = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (AWS_* variables, an instance role…). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses an environment (process.env, or a test's overrides) into the app's configuration. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`)),
    ...findCrossFieldProblems(env),
  ];
  if (problems.length > 0 || !parsed.success) throw new ConfigError(problems);
  const values = parsed.data;
  const dataDir = resolve(values.DATA_DIR);
  const databaseLocation = values.DATABASE_URL ?? join(dataDir, 'pg');
  const isProduction = values.NODE_ENV === 'production';
  const demo = values.DEMO ?? !isProduction;
  return {
    nodeEnv: values.NODE_ENV,
    isProduction,
    port: values.PORT,
    host: values.HOST ?? (demo ? DEMO_HOST : PRODUCTION_HOST),
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    dataDir,
    databaseLocation,
    databaseStatementTimeoutMs: values.DATABASE_STATEMENT_TIMEOUT_MS,
    uploadsDir: join(dataDir, 'uploads'),
    demo,
    logLevel: values.LOG_LEVEL,
    authSecret: values.AUTH_SECRET ?? resolveAuthSecret(databaseLocation, dataDir),
    redisUrl: values.REDIS_URL,
    redisKeyPrefix: values.REDIS_KEY_PREFIX,
    trustProxy: values.TRUST_PROXY,
    metricsToken: values.METRICS_TOKEN,
    authRateLimit: { max: values.AUTH_RATE_LIMIT_MAX, windowSeconds: values.AUTH_RATE_LIMIT_WINDOW_SECONDS },
    authAccountRateLimit: {
      max: values.AUTH_ACCOUNT_RATE_LIMIT_MAX,
      windowSeconds: values.AUTH_ACCOUNT_RATE_LIMIT_WINDOW_SECONDS,
    },
    offerPaymentWindowDays: values.OFFER_PAYMENT_WINDOW_DAYS,
    stripe: values.STRIPE_SECRET_KEY
      ? {
          secretKey: values.STRIPE_SECRET_KEY,
          publishableKey: values.STRIPE_PUBLISHABLE_KEY ?? '',
          webhookSecret: values.STRIPE_WEBHOOK_SECRET,
          apiBaseUrl: values.STRIPE_API_BASE_URL,
        }
      : undefined,
    sslcommerz:
      values.SSLCOMMERZ_STORE_ID && values.SSLCOMMERZ_STORE_PASSWORD
        ? {
            storeId: values.SSLCOMMERZ_STORE_ID,
            storePassword: values.SSLCOMMERZ_STORE_PASSWORD,
            isLive: values.SSLCOMMERZ_LIVE ?? false,
            apiBaseUrl: values.SSLCOMMERZ_API_BASE_URL,
            timeoutMs: values.SSLCOMMERZ_TIMEOUT_MS,
          }
        : undefined,
    oidc: values.OIDC_ISSUER
      ? {
          issuer: values.OIDC_ISSUER.replace(/\/+$/, ''),
          clientId: values.OIDC_CLIENT_ID ?? '',
          clientSecret: values.OIDC_CLIENT_SECRET ?? '',
        }
      : undefined,
    oidcLabel: findOidcLabel(values.OIDC_ISSUER, values.OIDC_LABEL, demo),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.SMTP_FROM ?? DEFAULT_MAIL_FROM,
    mapTileUrl: values.MAP_TILE_URL,
    webDistDir: resolve(values.WEB_DIST_DIR),
    ssrRenderDeadlineMs: values.SSR_RENDER_DEADLINE_MS,
    ssrCacheBytes: values.SSR_CACHE_MB * 1024 * 1024,
    s3: values.S3_BUCKET
      ? {
          bucket: values.S3_BUCKET,
          region: values.S3_REGION ?? '',
          endpoint: values.S3_ENDPOINT,
          forcePathStyle: values.S3_FORCE_PATH_STYLE ?? values.S3_ENDPOINT !== undefined,
          credentials:
            values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
  };
}

/** The single-click button's label: OIDC_LABEL, else one that names the provider. */
function findOidcLabel(issuer: string | undefined, label: string | undefined, isDemo: boolean) {
  if (issuer) {
    return label ?? (new URL(issuer).hostname === 'accounts.google.com' ? 'Google' : 'Single sign-on');
  }
  return isDemo ? (label ?? DEMO_OIDC_LABEL) : undefined;
}

/**
 * Outside production a secret is generated once and kept beside the data, so sessions
 * survive restarts; a memory:// database forgets everything anyway.
 */
function resolveAuthSecret(databaseLocation: string, dataDir: string): string {
  if (databaseLocation.startsWith('memory://')) return MEMORY_AUTH_SECRET;
  const secretPath = join(dataDir, 'auth-secret');
  if (existsSync(secretPath)) return readFileSync(secretPath, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(secretPath, secret, { mode: 0o600 });
  return secret;
}
