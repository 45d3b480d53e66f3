/**
 * A shutdown that loses no request behind a keep-alive proxy (issue 28, decision 050). On SIGTERM
 * main.ts calls `app.shutdown.drainAndClose()`:
 *   1. the listening socket closes (new connections are refused: nginx sends them to another instance,
 *      even a POST, since nothing was sent), open notification streams end (pages reconnect elsewhere);
 *   2. for up to DRAIN_MS, requests arriving on connections already open are served as usual, each
 *      answer saying `Connection: close` so the proxy stops reusing that connection (Fastify alone
 *      would answer them 503, which nginx does not resend for a POST);
 *   3. idle connections are closed as they become idle, and once none is left the app closes (pg-boss,
 *      the pool, Redis).
 * Calling Node's `server.close()` first would close idle keep-alive connections at once, while the
 * proxy may be writing a request into one of them.
 */
import { Server as NetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How long requests on connections already open are still served, at most. */
export const DRAIN_MS = 2000;
/** How often idle connections are looked for once draining ends. */
const SWEEP_MS = 100;

declare module 'fastify' {
  interface FastifyInstance {
    shutdown: {
      /** Runs `end` when draining starts (a notification stream ends itself). */
      onDrain: (end: () => void) => () => void;
      isDraining: () => boolean;
      drainAndClose: () => Promise<void>;
    };
  }
}

function countConnections(app: FastifyInstance) {
  return new Promise<number>((resolve) => app.server.getConnections((_error, count) => resolve(count ?? 0)));
}

async function waitForFewerConnections(app: FastifyInstance, until: number) {
  while (Date.now() < until && (await countConnections(app)) > 0) {
    await new Promise((resolve) => setTimeout(resolve, SWEEP_MS));
  }
}

async function registerShutdown(app: FastifyInstance) {
  let isDraining = false;
  const enders = new Set<() => void>();
  app.addHook('onRequest', async (_request, reply) => {
    if (isDraining) reply.header('connection', 'close');
  });
  app.decorate('shutdown', {
    onDrain: (end: () => void) => {
      enders.add(end);
      return () => {
        enders.delete(end);
      };
    },
    isDraining: () => isDraining,
    drainAndClose: async () => {
      isDraining = true;
      const { server } = app;
      if (server.listening) {
        const closed = new Promise<void>((resolve) => server.once('close', () => resolve()));
        // net's close only: stops listening, leaves open connections be (see above).
        NetServer.prototype.close.call(server);
        for (const end of [...enders]) end();
        await waitForFewerConnections(app, Date.now() + DRAIN_MS);
        const sweeper = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
        server.closeIdleConnections();
        try {
          await closed;
        } finally {
          clearInterval(sweeper);
        }
      }
      await app.close();
    },
  });
}

export default fp(registerShutdown, { name: 'shutdown', fastify: '5.x' });
