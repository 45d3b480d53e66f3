/**
 * Builds the whole API as one Fastify instance (main.ts only listens). Order matters:
 * the error handler and headers first; static files (and the SPA fallback) before the
 * docs so only API routes are documented; the docs before any API route; the database
 * before what reads it.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { API_MESSAGES } from './lib/app-error';
import { agentRoutes } from './modules/agents/routes';
import { clientConfigRoutes } from './modules/client-config/routes';
import { compareRoutes } from './modules/compare/routes';
import { contactRoutes } from './modules/contact/routes';
import { enquiryRoutes } from './modules/enquiries/routes';
import { healthRoutes } from './modules/health/routes';
import { imageRoutes } from './modules/images/routes';
import { listingViewRoutes } from './modules/listing-views/routes';
import { listingRoutes } from './modules/listings/routes';
import { moderationRoutes } from './modules/moderation/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { offerRoutes } from './modules/offers/routes';
import { outboxRoutes } from './modules/outbox/routes';
import { paymentRoutes } from './modules/payments/routes';
import { peopleRoutes } from './modules/people/routes';
import { propertyRoutes } from './modules/properties/routes';
import { receiptRoutes } from './modules/receipts/routes';
import { recentlyViewedRoutes } from './modules/recently-viewed/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { savedSearchRoutes } from './modules/saved-searches/routes';
import { seoRoutes } from './modules/seo/routes';
import { statisticsRoutes } from './modules/statistics/routes';
import { userRoutes } from './modules/users/routes';
import { viewingRoutes } from './modules/viewings/routes';
import { wishlistRoutes } from './modules/wishlist/routes';
import auth, { type PasswordHashing } from './plugins/auth';
import compress from './plugins/compress';
import controlCharacters from './plugins/control-characters';
import db from './plugins/db';
import errors from './plugins/errors';
import jobs from './plugins/jobs';
import listingViews from './plugins/listing-views';
import mailer from './plugins/mailer';
import metrics from './plugins/metrics';
import notifications from './plugins/notifications';
import oidcDemo from './plugins/oidc-demo';
import payments from './plugins/payments';
import personalAnswers from './plugins/personal-answers';
import rateLimit from './plugins/rate-limit';
import requestId, { readRequestId } from './plugins/request-id';
import security from './plugins/security';
import shutdown from './plugins/shutdown';
import staticFiles from './plugins/static';
import swagger from './plugins/swagger';
import pages from './ssr/pages-plugin';

/** Pretty logs for a person at a terminal; JSON lines for everything else. */
export function buildLoggerOptions(config: Config): FastifyServerOptions['logger'] {
  const isPretty = Boolean(process.stdout.isTTY) && !config.isProduction;
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    ...(isPretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } } : {}),
  };
}

/**
 * `database`: the database main.ts already started opening; else the db plugin opens it.
 * `streamSessionCheckMs`: how often open streams' sessions are checked (tests: 0 leaves only the word).
 * `passwordHashing`: instead of Better Auth's own (tests only: auth/create-auth.ts).
 */
export type BuildOptions = {
  database?: Promise<DatabaseHandle>;
  streamSessionCheckMs?: number;
  passwordHashing?: PasswordHashing;
};

export async function registerApp(app: FastifyInstance, config: Config, options: BuildOptions = {}) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(requestId);
  await app.register(shutdown);
  await app.register(metrics, { config });
  await app.register(errors);
  await app.register(security, { config });
  await app.register(controlCharacters);
  await app.register(personalAnswers);
  await app.register(compress);
  await app.register(staticFiles, { config });
  await app.register(pages, { config });
  await app.register(swagger, { config });
  await app.register(db, { config, database: options.database });
  await app.register(rateLimit, { config });
  await app.register(oidcDemo, { config });
  await app.register(mailer, { config });
  await app.register(auth, { config, passwordHashing: options.passwordHashing });
  await app.register(payments, { config });
  // Before notifications, which define the mail queue.
  await app.register(jobs, { config });
  await app.register(notifications, { config, sessionCheckMs: options.streamSessionCheckMs });
  await app.register(listingViews);
  await app.register(healthRoutes);
  await app.register(clientConfigRoutes, { config });
  await app.register(propertyRoutes);
  await app.register(reviewRoutes);
  await app.register(agentRoutes);
  await app.register(userRoutes);
  await app.register(imageRoutes, { config });
  await app.register(peopleRoutes);
  await app.register(listingRoutes);
  await app.register(moderationRoutes);
  await app.register(wishlistRoutes);
  await app.register(offerRoutes, { config });
  await app.register(paymentRoutes, { config });
  await app.register(receiptRoutes);
  await app.register(outboxRoutes, { config });
  await app.register(notificationRoutes, { config });
  await app.register(contactRoutes);
  await app.register(enquiryRoutes);
  await app.register(viewingRoutes);
  await app.register(listingViewRoutes);
  await app.register(statisticsRoutes);
  await app.register(savedSearchRoutes);
  await app.register(compareRoutes);
  await app.register(recentlyViewedRoutes);
  await app.register(seoRoutes, { config });
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Seeding an empty database with demo data (pictures included) can outlast the default 10 s.
  const app = Fastify({
    logger: buildLoggerOptions(config),
    pluginTimeout: 300_000,
    // The client's address and scheme from a trusted proxy's X-Forwarded-* (TRUST_PROXY, off by default).
    trustProxy: config.trustProxy,
    // X-Request-Id read and checked by readRequestId, not taken as it comes.
    requestIdHeader: false,
    genReqId: readRequestId,
    // A malformed address (bad percent-encoding) answers in the API's error shape too.
    frameworkErrors: (error, _request, reply) => {
      const isBadUrl = error.code === 'FST_ERR_BAD_URL';
      (reply as FastifyReply).code(400).send({
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: isBadUrl ? API_MESSAGES.badUrl : error.message,
      });
    },
  });
  await registerApp(app, config, options);
  return app;
}
