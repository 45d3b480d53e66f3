/**
 * The live stream of the signed-in person's notifications (GET /api/notifications/stream, server-sent
 * events). Read with fetch, not EventSource, so it carries the bearer token like every other call
 * (decision 030); after a drop it opens again with the current token.
 */
import type { NotificationEvent } from '@nestlane/shared';
import { readAccessToken } from '../../../lib/api-client';

export const STREAM_RETRY_MS = 5000;

type StreamHandlers = {
  onReady: (unread: number) => void;
  onNotification: (event: NotificationEvent) => void;
};

/** Splits server-sent events out of the text read so far; answers what is left over. */
export function readEvents(buffer: string, handle: (name: string, data: string) => void): string {
  let rest = buffer.replace(/\r\n/g, '\n');
  let end = rest.indexOf('\n\n');
  while (end !== -1) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    let name = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) name = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (data.length > 0) handle(name, data.join('\n'));
    end = rest.indexOf('\n\n');
  }
  return rest;
}

async function readStream(signal: AbortSignal, handlers: StreamHandlers): Promise<'ended' | 'refused'> {
  const token = readAccessToken();
  const response = await fetch('/api/notifications/stream', {
    headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    credentials: 'include',
    signal,
  });
  // A refused stream is left alone: the next ordinary call ends the session if it is over.
  if (response.status === 401 || response.status === 403) return 'refused';
  if (!response.ok || !response.body) return 'ended';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  while (true) {
    const { done, value } = await reader.read();
    if (done) return 'ended';
    buffer = readEvents(buffer + decoder.decode(value, { stream: true }), (name, data) => {
      if (name === 'ready') handlers.onReady((JSON.parse(data) as { unread: number }).unread);
      if (name === 'notification') handlers.onNotification(JSON.parse(data) as NotificationEvent);
    });
  }
}

/** Keeps the stream open until `stop()`; answers stop. */
export function openNotificationStream(handlers: StreamHandlers): () => void {
  const controller = new AbortController();
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const connect = () => {
    readStream(controller.signal, handlers)
      .catch(() => 'ended' as const)
      .then((outcome) => {
        if (controller.signal.aborted || outcome === 'refused') return;
        retryTimer = setTimeout(connect, STREAM_RETRY_MS);
      });
  };
  connect();
  return () => {
    clearTimeout(retryTimer);
    controller.abort();
  };
}
