/**
 * The card payment provider: Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in
 * sandbox that behaves like Stripe's test mode. Routes use `app.payments` and never ask which.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { PaymentProvider } from '../payments/payment-provider';
import { createSandboxProvider } from '../payments/sandbox-provider';
import { createStripeClient, createStripeProvider } from '../payments/stripe-provider';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
  }
}

async function registerPayments(app: FastifyInstance, options: { config: Config }) {
  const { stripe } = options.config;
  app.decorate(
    'payments',
    stripe ? createStripeProvider(await createStripeClient(stripe)) : createSandboxProvider(),
  );
  app.log.debug({ provider: app.payments.name }, 'payment provider chosen');
  // Production without Stripe keys still works, as a demo: say so where operators look.
  if (!stripe && options.config.isProduction) {
    app.log.warn(
      'Card payments use the built-in sandbox: no money moves. Set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY to take real payments.',
    );
  }
}

export default fp(registerPayments, { name: 'payments', fastify: '5.x', dependencies: ['db'] });
