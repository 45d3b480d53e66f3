/**
 * The server renderer of the public pages (decisions 033 and 041), built by `vite build --ssr` into
 * apps/web/dist-ssr and called by the API (apps/api/src/ssr). It runs the same route objects as the
 * browser: React Router's static handler runs their loaders, which fill a fresh query cache through the
 * API in-process; React streams the page's markup and the cache and loader results go along for hydration.
 * The routes and the handler are made once per process; each page's loaders reach its own query cache
 * through its request scope (./request-scope.ts).
 */
import type { Writable } from 'node:stream';
import type { Locale } from '@nestlane/shared';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandler,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { createRoutes } from '../app/routes';
import { createAuthStore } from '../features/auth';
import { type ApiTransport, setApiTransport } from '../lib/api-client';
import { demoModeQueryOptions } from '../lib/demo-mode';
import { describeMarkupInputs } from './markup-key';
import { buildPageHead } from './page-head';
import { bindToRequestScope, requestQueryClient, runInRequestScope } from './request-scope';
import { SERVER_STATE_ELEMENT_ID, type ServerState, serializeServerState } from './server-state';

export type { ApiTransport };

export type PageRequest = {
  /** The path and query, e.g. `/allProperties?listedFor=rent`. */
  url: string;
  /** The site's public origin, for absolute URLs (canonical, share tags). */
  origin: string;
  /** The language to render in, chosen by the API from `?lang=`, the cookie or Accept-Language. */
  locale: Locale;
  signal?: AbortSignal;
};

/** How React's streamed markup is sent: once `renderBody` resolves, pipe it into the response. */
export type BodyStream = {
  /** Writes the markup into `destination` (React calls its `flush()` after each part) and ends it. */
  pipe: (destination: Writable) => void;
  /**
   * Once the markup has ended: all of it was rendered before it was piped (no part sent as it came), React
   * met no error, and the page's data and clock labels were still those of `markupKey` when it finished.
   * Then any render with that key gives this markup, but for the nonce (the API may keep it).
   */
  isReproducible: () => boolean;
};

export type RenderBodyOptions = {
  /** A crawler gets the whole page at once; a person gets the shell as soon as it is ready. */
  waitForAll: boolean;
  /** The answer's Content-Security-Policy nonce, for React's inline scripts that reveal streamed parts. */
  nonce?: string;
  /** An error while rendering: before the shell it also rejects; after it, its part renders in the browser. */
  onError: (error: unknown) => void;
  /**
   * Stops the render (the deadline, a visitor gone): parts not rendered yet are left to the browser's app, so
   * a crawler's render resolves then with what is ready. Before the shell, the render rejects.
   */
  signal?: AbortSignal;
};

export type LoadedPage =
  | { kind: 'redirect'; status: number; location: string }
  /** Rendered in the browser only: the API sends the page shell. */
  | { kind: 'shell' }
  | {
      kind: 'page';
      status: number;
      /** Tags for <head>: title, description, canonical, share tags, JSON-LD, the page's picture preload. */
      head: string;
      /** The ServerState's script element, to follow #root. */
      stateScript: string;
      /** Everything the markup depends on besides the URL, the language and the kind of render (./markup-key.ts). */
      markupKey: string;
      /** Lets the page's data go without rendering it: the API sends markup it kept for the same key. */
      discard: () => void;
      /**
       * Starts React's streaming render of the app's markup, for inside #root; resolves when the shell (or,
       * with `waitForAll`, everything) is ready and rejects when the shell fails. Once.
       */
      renderBody: (options: RenderBodyOptions) => Promise<BodyStream>;
    };

/** The renderer's calls to /api go through this (the API answers them in-process). Set once at start. */
export function configureRenderer({ transport }: { transport: ApiTransport }) {
  setApiTransport(transport);
}

function createServerQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  const queries = queryClient.getDefaultOptions().queries;
  // A page must not wait out the browser's retry schedule: a failed load shows the page's error state now.
  queryClient.setDefaultOptions({ queries: { ...queries, retry: false } });
  return queryClient;
}

/** Loader errors as plain objects that survive JSON and that `isRouteErrorResponse` still recognises. */
function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const plain: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    const { status, statusText, internal, data } = (error ?? {}) as Record<string, unknown>;
    plain[routeId] =
      typeof status === 'number'
        ? { status, statusText, internal: Boolean(internal), data: data ?? null }
        : { message: 'Something went wrong' };
  }
  return plain;
}

/** The search's map view draws with Leaflet, which needs a browser: its page starts in the browser. */
function isBrowserOnly(pageUrl: URL): boolean {
  return pageUrl.pathname === '/allProperties' && pageUrl.searchParams.get('view') === 'map';
}

let staticHandler: StaticHandler | undefined;

/**
 * React Router's handler of the app's routes, made at the first page: made for every page, it converted
 * and ranked every route (the dashboard's too) each time, about a millisecond of CPU.
 */
function findStaticHandler(): StaticHandler {
  staticHandler ??= createStaticHandler(createRoutes(requestQueryClient));
  return staticHandler;
}

export async function loadPage(request: PageRequest): Promise<LoadedPage> {
  const pageUrl = new URL(request.url, request.origin);
  if (isBrowserOnly(pageUrl)) return { kind: 'shell' };
  const queryClient = createServerQueryClient();
  return runInRequestScope({ locale: request.locale, queryClient }, () =>
    loadPageInScope(request, pageUrl, queryClient),
  );
}

async function loadPageInScope(
  { url, origin, locale, signal }: PageRequest,
  pageUrl: URL,
  queryClient: QueryClient,
): Promise<LoadedPage> {
  let isHandedOver = false;
  try {
    // The navigation bar's Demo badge reads the site's settings: in the HTML, so nothing moves when they load.
    const settings = queryClient.prefetchQuery(demoModeQueryOptions);
    const handler = findStaticHandler();
    const context = await handler.query(new Request(pageUrl, { signal }));
    await settings;
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
    }
    const state: ServerState = {
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: serializeErrors(context.errors),
      },
      queries: dehydrate(queryClient),
    };
    const head = buildPageHead({ context, queryClient, origin, url, locale });
    // Made only when rendered: a page whose kept markup is sent needs no router.
    const createApp = () => (
      <StrictMode>
        <AppProviders queryClient={queryClient} authStore={createAuthStore(queryClient)}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </AppProviders>
      </StrictMode>
    );
    const markupKey = describeMarkupInputs(state.router, queryClient);
    // Started later by the API, still in this page's scope.
    const renderBody = bindToRequestScope((options: RenderBodyOptions) =>
      streamMarkup(createApp(), options, {
        // Asked once React has everything, before the page's data is let go.
        hasSameInputs: () => describeMarkupInputs(state.router, queryClient) === markupKey,
        onDone: () => queryClient.clear(),
      }),
    );
    isHandedOver = true;
    const stateScript = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${serializeServerState(state)}</script>`;
    return {
      kind: 'page',
      status: context.statusCode,
      head,
      stateScript,
      markupKey,
      discard: () => queryClient.clear(),
      renderBody,
    };
  } finally {
    if (!isHandedOver) queryClient.clear();
  }
}

/**
 * React's streaming renderer. A person's browser gets the shell as soon as it is ready and each part that
 * waited (a lazy chunk loading for the first time) as it completes; a crawler gets the page whole, or at
 * the signal's abort what is ready, the rest left to the browser (React's abort completes the render).
 * Resolves with the stream once it may be sent; `onDone` once React needs the page's data no more.
 */
function streamMarkup(
  app: ReactNode,
  { waitForAll, nonce, onError, signal }: RenderBodyOptions,
  { hasSameInputs, onDone }: { hasSameInputs: () => boolean; onDone: () => void },
): Promise<BodyStream> {
  return new Promise((resolve, reject) => {
    let isShellReady = false;
    let hasFailed = false;
    let isAllReady = false;
    let isWholeWhenPiped = false;
    let isReproducible = false;
    const body: BodyStream = {
      pipe: (destination) => {
        // A part that comes after the first bytes makes what is sent depend on timing.
        isWholeWhenPiped = isAllReady;
        stream.pipe(destination);
      },
      isReproducible: () => isReproducible && isWholeWhenPiped,
    };
    const abortRender = () => stream.abort(signal?.reason);
    const stream = renderToPipeableStream(app, {
      nonce,
      // A part rendered in time stays in place, however long: by default React sends a completed part of
      // more than 12.8 KB (a listing's whole page) after a spinner, revealed by an inline script, so without
      // JavaScript the page read "Loading".
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady() {
        isShellReady = true;
        if (!waitForAll) resolve(body);
      },
      onAllReady() {
        signal?.removeEventListener('abort', abortRender);
        isAllReady = true;
        isReproducible = !hasFailed && hasSameInputs();
        onDone();
        if (waitForAll) resolve(body);
      },
      onShellError(error) {
        signal?.removeEventListener('abort', abortRender);
        onDone();
        reject(error);
      },
      onError(error) {
        // Even one a boundary recovers from (its part left to the browser) makes this markup a one-off.
        hasFailed = true;
        // Before the shell the rejection carries it; after it, the part is rendered by the browser's app.
        if (isShellReady) onError(error);
      },
    });
    if (signal?.aborted) abortRender();
    else signal?.addEventListener('abort', abortRender, { once: true });
  });
}
