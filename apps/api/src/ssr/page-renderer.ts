/**
 * Loads the web app's server renderer (apps/web/dist-ssr, built beside apps/web/dist) and lets it call the
 * API in-process: each of its /api requests goes through `app.inject`, the same routes, rules and
 * validation as a browser's, without a socket.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { Locale } from '@nestlane/shared';
import type { FastifyInstance } from 'fastify';

/** React's streamed markup, ready to be sent (apps/web/src/ssr/entry-server.tsx). */
export type BodyStream = {
  pipe: (destination: Writable) => void;
  abort: (reason?: unknown) => void;
  /** Once ended: the same markup comes of every render with the page's `markupKey` (absent: never kept). */
  isReproducible?: () => boolean;
};

export type RenderBodyOptions = { waitForAll: boolean; nonce?: string; onError: (error: unknown) => void };

export type LoadedPage =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'shell' }
  | {
      kind: 'page';
      status: number;
      head: string;
      stateScript: string;
      /** What the markup depends on besides URL, language and kind of render; a renderer without it is never cached. */
      markupKey?: string;
      /** Frees the page's data when its markup is not rendered (a kept copy is sent). */
      discard?: () => void;
      renderBody: (options: RenderBodyOptions) => Promise<BodyStream>;
    };

export type PageRenderer = {
  loadPage: (request: {
    url: string;
    origin: string;
    locale: Locale;
    signal?: AbortSignal;
  }) => Promise<LoadedPage>;
};

type RendererModule = PageRenderer & {
  configureRenderer: (options: { transport: (url: string, init: RequestInit) => Promise<Response> }) => void;
};

/** Where `vite build --ssr` writes the renderer for a given web build. */
export function findRendererEntry(webDistDir: string): string {
  return join(`${webDistDir}-ssr`, 'entry-server.js');
}

function toInjectHeaders(headers: RequestInit['headers']): Record<string, string> {
  return Object.fromEntries(new Headers(headers).entries());
}

export async function loadPageRenderer(
  app: FastifyInstance,
  webDistDir: string,
): Promise<PageRenderer | null> {
  const entry = findRendererEntry(webDistDir);
  if (!existsSync(entry)) return null;
  const renderer = (await import(pathToFileURL(entry).href)) as RendererModule;
  renderer.configureRenderer({
    transport: async (url, init) => {
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: toInjectHeaders(init.headers),
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      });
      return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers: Object.entries(answer.headers).flatMap(([name, value]) =>
          value === undefined ? [] : [[name, String(value)] as [string, string]],
        ),
      });
    },
  });
  return renderer;
}
