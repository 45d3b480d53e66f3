import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';

/**
 * A loopback TCP proxy in front of a real server (PostgreSQL, Redis) that a test can break: `cut()`
 * drops every connection and refuses new ones (the server is gone), `blackhole()` accepts connections
 * and never answers (a dead host), `restore()` passes everything through again on the same port.
 */
export type FaultProxy = {
  port: number;
  cut: () => Promise<void>;
  blackhole: () => Promise<void>;
  restore: () => Promise<void>;
  close: () => Promise<void>;
};

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  const sockets = new Set<Socket>();
  let mode: 'pass' | 'blackhole' = 'pass';
  let port = 0;
  let server: Server | undefined;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const listen = async () => {
    const next = createServer((client) => {
      track(client);
      if (mode === 'blackhole') return;
      const upstream = tcpConnect(target.port, target.host);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => next.listen(port, '127.0.0.1', resolve));
    port = (next.address() as { port: number }).port;
    server = next;
  };
  const stop = async () => {
    const current = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (current) await new Promise((resolve) => current.close(resolve));
  };

  await listen();
  return {
    port,
    cut: stop,
    blackhole: async () => {
      await stop();
      mode = 'blackhole';
      await listen();
    },
    restore: async () => {
      await stop();
      mode = 'pass';
      await listen();
    },
    close: stop,
  };
}
