/**
 * The payment provider: SSLCommerz when its store is configured, Stripe when STRIPE_SECRET_KEY
 * is set, otherwise the built-in sandbox that behaves like Stripe's test mode
 * (payments/choose-payment-provider.ts). Routes use `app.payments` and never ask which.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createPaymentProvider } from '../payments/choose-payment-provider';
import type { PaymentProvider } from '../payments/payment-provider';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
  }
}

async function registerPayments(app: FastifyInstance, options: { config: Config }) {
  const { stripe, sslcommerz } = options.config;
  app.decorate('payments', await createPaymentProvider(options.config));
  app.log.debug({ provider: app.payments.name }, 'payment provider chosen');
  // Production without Stripe keys still works, as a demo: say so where operators look.
  if (!stripe && !sslcommerz && options.config.isProduction) {
    app.log.warn(
      'Card payments use the built-in sandbox: no money moves. Set SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD (or STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY) to take real payments.',
    );
  }
}

export default fp(registerPayments, { name: 'payments', fastify: '5.x', dependencies: ['db'] });
