/**
 * Better Auth, inside the API: email + password and access tokens (its JWT plugin, keys in
 * the `jwks` table); the single-click provider plugs in here later. The user table is ours
 * (db/schema.ts): Better Auth's `image` is our `photo`, and role/agentReq can never come
 * from a sign-up body.
 */

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@nestlane/shared';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { betterAuth } from 'better-auth/minimal';
import { jwt } from 'better-auth/plugins/jwt';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import type { SendMail } from '../lib/mail';
import type { DemoBridge } from '../oidc-demo/demo-bridge';
import {
  ACCESS_TOKEN_ALGORITHM,
  ACCESS_TOKEN_LIFETIME_SECONDS,
  buildAccessTokenClaims,
} from './access-token';
import { refuseFlaggedAccountChange, refuseFlaggedSession } from './account-flag';
import { noteLoggedFailure } from './database-failures';
import { buildPasswordResetOptions, checkResetToken } from './password-reset';
import { checkPasswordRule } from './password-rule';
import { checkProfileRule, cleanCreatedUser, cleanUserChanges } from './profile-rule';
import type { SessionEnds } from './session-ends';
import { buildSingleClickPlugins } from './single-click';
import { findTrustedOrigins } from './trusted-origins';

export const AUTH_BASE_PATH = '/api/auth';

function getToday(): string {
  return new Date().toDateString();
}

/**
 * How passwords are hashed and checked, when not Better Auth's own scrypt (N = 16384, r = 16: about
 * 170 ms of CPU a hash). Only code that builds the app itself can pass one (the API tests, which sign up
 * hundreds of accounts: apps/api/test/helpers/test-password-hashing.ts); no setting or variable reaches it.
 */
export type PasswordHashing = {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
};

/** Better Auth's own messages go to the app's log, at the app's level. */
export function createAuth(
  db: Database,
  config: Config,
  log: FastifyBaseLogger,
  oidcDemo: DemoBridge | null,
  sendMail: SendMail,
  sessionEnds: SessionEnds,
  passwordHashing?: PasswordHashing,
) {
  return betterAuth({
    appName: 'Nestlane',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: findTrustedOrigins(config),
    // Better Auth turns the origin check off when it detects a test run; tests must see production's behaviour.
    advanced: { disableOriginCheck: false },
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      ...(passwordHashing ? { password: passwordHashing } : {}),
      ...buildPasswordResetOptions(db, config, log, sendMail),
    },
    user: {
      fields: { image: 'photo' },
      additionalFields: {
        role: { type: 'string', input: false, required: false, defaultValue: 'user' },
        agentReq: { type: 'boolean', input: false, required: false, defaultValue: false },
        creationDate: { type: 'string', input: false, required: false, defaultValue: getToday },
        // The language mail and notifications are written in (decision 040): set by PUT /api/me/locale only.
        locale: { type: 'string', input: false, required: false },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (context) => {
        await refuseFlaggedAccountChange(context);
        checkPasswordRule(context);
        await checkResetToken(context);
        return checkProfileRule(context);
      }),
    },
    // Attempts are limited by plugins/rate-limit.ts (shared through Redis when configured), in every mode.
    rateLimit: { enabled: false },
    plugins: [
      jwt({
        jwks: { keyPairConfig: { alg: ACCESS_TOKEN_ALGORITHM, crv: 'Ed25519' } },
        jwt: {
          issuer: config.publicUrl,
          audience: config.publicUrl,
          expirationTime: `${ACCESS_TOKEN_LIFETIME_SECONDS}s`,
          definePayload: buildAccessTokenClaims,
        },
        // Tokens come from POST /api/user/accessToken only when asked, not on every session read.
        disableSettingJwtHeader: true,
      }),
      ...buildSingleClickPlugins(config, oidcDemo),
    ],
    databaseHooks: {
      user: {
        create: {
          // The account's creation date is the server's, whatever a client sends: Better Auth
          // substitutes an input:false field's default unevaluated, so it is set here.
          // The name and photo are cleaned for writers we cannot refuse (a provider's profile).
          before: async (user) => ({ data: { ...cleanCreatedUser(user), creationDate: getToday() } }),
        },
        update: {
          before: async (changes) => ({ data: cleanUserChanges(changes) }),
        },
      },
      session: {
        // A suspended account signs in no more (decision 013); its old sessions are refused per request.
        create: { before: (session) => refuseFlaggedSession(db, session) },
        // Sign-out, revoking, and the password reset that signs out everywhere: open streams end (063).
        delete: { after: async (session) => sessionEnds.announce(session.userId) },
      },
    },
    logger: {
      level: 'debug',
      log: (level, message, ...details) => {
        noteLoggedFailure(details);
        const payload = details.length > 0 ? { details } : {};
        log[level]({ ...payload, source: 'better-auth' }, message);
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
