/**
 * Loads the web app's server renderer (apps/web/dist-ssr, built beside apps/web/dist) and lets it call the
 * API in-process: each of its /api requests goes through `app.inject`, the same routes, hooks, rules and
 * validation as a browser's, without a socket. The answer goes back as it is, read through the few members
 * the web app's API client uses (apps/web/src/lib/api-client.ts, `ApiResponse`): making a web Response of
 * it (its Headers, its body stream, then `json()` through them) cost about 0.1 ms of CPU a call.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { Locale } from '@nestlane/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { REQUEST_ID_HEADER } from '../lib/request-id-header';

/** React's streamed markup, ready to be sent (apps/web/src/ssr/entry-server.tsx). */
export type BodyStream = {
  pipe: (destination: Writable) => void;
  /** Once ended: the same markup comes of every render with the page's `markupKey` (absent: never kept). */
  isReproducible?: () => boolean;
};

export type RenderBodyOptions = {
  waitForAll: boolean;
  nonce?: string;
  onError: (error: unknown) => void;
  /** At its abort the render stops: what is not rendered yet is left to the browser (a crawler's too). */
  signal?: AbortSignal;
};

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

/** An answer as the web app's API client reads it (its `ApiResponse`). */
export type ApiAnswer = {
  ok: boolean;
  status: number;
  statusText: string;
  headers: { get: (name: string) => string | null };
  json: () => Promise<unknown>;
};

type RendererModule = PageRenderer & {
  configureRenderer: (options: { transport: (url: string, init: RequestInit) => Promise<ApiAnswer> }) => void;
};

/** Where `vite build --ssr` writes the renderer for a given web build. */
export function findRendererEntry(webDistDir: string): string {
  return join(`${webDistDir}-ssr`, 'entry-server.js');
}

function toInjectHeaders(headers: RequestInit['headers']): Record<string, string> {
  // The client sends a Headers; anything else is copied into one first.
  return Object.fromEntries(headers instanceof Headers ? headers : new Headers(headers));
}

function findRequestIdHeader(): Record<string, string> {
  const requestId = pageRequestIds.getStore();
  return requestId ? { [REQUEST_ID_HEADER]: requestId } : {};
}

function toApiAnswer(answer: LightMyRequestResponse): ApiAnswer {
  return {
    ok: answer.statusCode >= 200 && answer.statusCode < 300,
    status: answer.statusCode,
    statusText: '',
    headers: {
      get: (name) => {
        const value = answer.headers[name.toLowerCase()];
        if (value === undefined) return null;
        return Array.isArray(value) ? value.join(', ') : String(value);
      },
    },
    // As Response's: a body that is not JSON (none, for a 204) rejects.
    json: async () => JSON.parse(answer.body),
  };
}

/**
 * The id of the page request being rendered (its X-Request-Id): the API calls its loaders make carry it,
 * so one page's log lines share one `reqId` (issue 28).
 */
const pageRequestIds = new AsyncLocalStorage<string>();

/** Runs a page's loading and render with its request id, which the transport passes on. */
export function runForPage<T>(requestId: string, render: () => T): T {
  return pageRequestIds.run(requestId, render);
}

/**
 * Calls whose answer is the same for the life of the process: GET /api/config is built from the configuration
 * at start (modules/client-config) and every page asks it (the navigation bar's Demo badge). Its first answer
 * is kept and given again, which spares each page a trip through Fastify (≈ 0.25 ms of CPU).
 */
const FIXED_ANSWER_URLS = new Set(['/api/config']);

export async function loadPageRenderer(
  app: FastifyInstance,
  webDistDir: string,
): Promise<PageRenderer | null> {
  const entry = findRendererEntry(webDistDir);
  if (!existsSync(entry)) return null;
  const renderer = (await import(pathToFileURL(entry).href)) as RendererModule;
  const fixedAnswers = new Map<string, LightMyRequestResponse>();
  renderer.configureRenderer({
    transport: async (url, init) => {
      const isFixed = FIXED_ANSWER_URLS.has(url) && (init.method ?? 'GET') === 'GET';
      const kept = isFixed ? fixedAnswers.get(url) : undefined;
      if (kept) return toApiAnswer(kept);
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: { ...toInjectHeaders(init.headers), ...findRequestIdHeader() },
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      });
      if (isFixed && answer.statusCode === 200) fixedAnswers.set(url, answer);
      return toApiAnswer(answer);
    },
  });
  return renderer;
}
