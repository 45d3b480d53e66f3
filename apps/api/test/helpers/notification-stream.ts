/**
 * A live notification stream read as the web app reads it (fetch, bearer token or cookie), on a
 * real listening server: `next(name)` answers the next event of that name as it arrives, `ended()`
 * answers once the server has ended the stream.
 */
import type { FastifyInstance } from 'fastify';

type StreamEvent = { event: string; data: unknown };

export type OpenedStream = Awaited<ReturnType<typeof openStream>>;

export async function openStream(baseUrl: string, auth: { token?: string | null; cookie?: string }) {
  const controller = new AbortController();
  const headers: Record<string, string> = {};
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  if (auth.cookie) headers.cookie = auth.cookie;
  const response = await fetch(`${baseUrl}/api/notifications/stream`, { headers, signal: controller.signal });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let isDone = false;
  const received: StreamEvent[] = [];

  /** Reads one chunk into `received`; false once the stream has ended. */
  async function readChunk(): Promise<boolean> {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) {
      isDone = true;
      return false;
    }
    buffer += decoder.decode(chunk.value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (event && data) received.push({ event, data: JSON.parse(data) });
      end = buffer.indexOf('\n\n');
    }
    return true;
  }

  async function next(name: string): Promise<StreamEvent> {
    while (true) {
      const index = received.findIndex((event) => event.event === name);
      if (index !== -1) return received.splice(index, 1)[0] as StreamEvent;
      if (isDone || !(await readChunk())) throw new Error(`the stream ended before a '${name}' event`);
    }
  }

  /** Waits for the server to end the stream; answers the names of the events read meanwhile. */
  async function ended(): Promise<string[]> {
    while (!isDone && (await readChunk())) {
      // Reading on: only the end is awaited.
    }
    return received.map((event) => event.event);
  }

  return { response, next, ended, close: () => controller.abort() };
}

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}
