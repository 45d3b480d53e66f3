/**
 * The payment provider: SSLCommerz when its store is configured, Stripe when STRIPE_SECRET_KEY
 * is set, otherwise the built-in sandbox that behaves like Stripe's test mode
 * (payments/choose-payment-provider.ts). Routes use `app.payments` and never ask which. Without
 * keys, `app.paymentProviders` also holds the SSLCommerz-like demo gateway (decision 062).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createPaymentProvider } from '../payments/choose-payment-provider';
import {
  createDemoGatewayClient,
  deriveDemoStorePassword,
} from '../payments/demo-gateway/demo-gateway-client';
import type { PaymentProvider } from '../payments/payment-provider';
import { listPaymentProviders, type PaymentProviders } from '../payments/payment-providers';
import { createSslcommerzProvider } from '../payments/sslcommerz/sslcommerz-provider';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
    paymentProviders: PaymentProviders;
  }
}

async function registerPayments(app: FastifyInstance, options: { config: Config }) {
  const { stripe, sslcommerz } = options.config;
  const primary = await createPaymentProvider(options.config);
  app.decorate('payments', primary);
  // The keyless sandbox walks SSLCommerz's journey too, on a gateway of its own: no money moves.
  const demoGateway =
    primary.name === 'sandbox'
      ? [
          createSslcommerzProvider(
            createDemoGatewayClient(app.db, options.config.publicUrl),
            options.config.publicUrl,
            deriveDemoStorePassword(options.config.authSecret),
          ),
        ]
      : [];
  app.decorate('paymentProviders', listPaymentProviders(primary, demoGateway));
  app.log.debug({ provider: app.payments.name }, 'payment provider chosen');
  // Production without Stripe keys still works, as a demo: say so where operators look.
  if (!stripe && !sslcommerz && options.config.isProduction) {
    app.log.warn(
      'Card payments use the built-in sandbox: no money moves. Set SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD (or STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY) to take real payments.',
    );
  }
}

export default fp(registerPayments, { name: 'payments', fastify: '5.x', dependencies: ['db'] });
