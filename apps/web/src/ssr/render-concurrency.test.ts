// @vitest-environment node
/**
 * The server renders many pages at once, in both languages (decision 041): every page must read its own
 * language from its loaders to its last streamed part, whatever the other pages do in between, and its
 * loaders, made once for all pages, must fill its own query cache (ssr/request-scope.ts). Twelve pages
 * (six in English, six in Bangla) start together; the test holds every API answer and every write to each
 * page's reader and lets them go one at a time in a shuffled order, so the pages' loaders, the `ApiError`s
 * built from the answers, React's renders and the streams' flushes on each reader's drain interleave.
 */
import { Writable } from 'node:stream';
import {
  apiErrorSchema,
  formatTakaRange,
  type Locale,
  MESSAGES,
  type PublicAgent,
  propertySchema,
  publicAgentSchema,
  reviewSchema,
} from '@nestlane/shared';
import { listBanglaPlaceNames } from '@nestlane/shared/geo/places';
import { QueryClient } from '@tanstack/react-query';
import { createElement, Suspense, use } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { commonText } from '../lib/common-text';
import {
  countedResponse,
  deferred,
  jsonResponse,
  makeAgent,
  makeProperty,
  makeReview,
} from '../test/api-stub';
import { configureRenderer, type LoadedPage, loadPage } from './entry-server';
import { bindToRequestScope, runInRequestScope } from './request-scope';
import type { ServerState } from './server-state';

/** Each failed query of every page, as its loader saw it: the markup shows none of their messages. */
const failedQueries = vi.hoisted(() => [] as { queryKey: readonly unknown[]; error: unknown }[]);

vi.mock('../app/query-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../app/query-client')>();
  return {
    createQueryClient() {
      const queryClient = actual.createQueryClient();
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error') {
          failedQueries.push({ queryKey: event.query.queryKey, error: event.action.error });
        }
      });
      return queryClient;
    },
  };
});

const ORIGIN = 'https://nestlane.test';
// The Taka sign (U+09F3) is in the Bengali block but English pages write it too (decision 045).
const BANGLA_SCRIPT = /[\u0980-\u09F2\u09F4-\u09FF]/;

/** Every catalog of the web app, English and Bangla: the shell's, each feature's, the heads', the API's. */
const catalogFiles = import.meta.glob<Record<string, string>>('../**/locales/**/*.json', {
  eager: true,
  import: 'default',
});

function readCatalog(locale: Locale): Record<string, string> {
  const files = Object.entries(catalogFiles).filter(([path]) => path.endsWith(`/${locale}.json`));
  return Object.assign({}, ...files.map(([, messages]) => messages));
}

const CATALOGS: Record<Locale, Record<string, string>> = { en: readCatalog('en'), bn: readCatalog('bn') };

/** A message as a reader of `locale` sees it (an id, or an API message keyed by its English text). */
function text(locale: Locale, id: string): string {
  const message = CATALOGS[locale][id];
  if (message === undefined) throw new Error(`No ${locale} message ${id}`);
  return message;
}

/** The API's own messages (apps/api/src/lib/app-error.ts), each with a Bangla translation. */
const API_MESSAGE = {
  propertyNotFound: 'Property not found',
  internal: 'Something went wrong on our side. Please try again.',
  queryTimeout: 'This request took too long and was stopped. Please narrow the search or try again.',
};

const HOUSE = makeProperty();
const REVIEW = makeReview();
const AGENTS: PublicAgent[] = [
  makeAgent(),
  makeAgent({
    _id: 'c3c3c3c3-d4d4-4e5e-8f6f-a7a7a7a7a7a7',
    name: 'Farhana Akter',
    email: 'farhana@nestlane.test',
    photo: '/uploads/seed/avatar-farhana.webp',
  }),
];

/** Each language visits its own agents and missing listing, so a failed query names the page it belongs to. */
const VISITS: Record<
  Locale,
  { agentEmail: string; unreachableAgentEmail: string; missingPropertyId: string }
> = {
  en: {
    agentEmail: 'nusrat@nestlane.test',
    unreachableAgentEmail: 'rafi@nestlane.test',
    missingPropertyId: '0e0e0e0e-1f1f-4a2a-8b3b-4c4c4c4c4c4c',
  },
  bn: {
    agentEmail: 'farhana@nestlane.test',
    unreachableAgentEmail: 'tania@nestlane.test',
    missingPropertyId: '5d5d5d5d-6e6e-4f7f-8a8a-9b9b9b9b9b9b',
  },
};

/** The listings' ids and agents' emails the pages ask for: each page's queries hold only its own. */
const PAGE_SUBJECTS = [
  HOUSE._id,
  ...Object.values(VISITS).flatMap((visit) => [
    visit.agentEmail,
    visit.unreachableAgentEmail,
    visit.missingPropertyId,
  ]),
];

/** Agents whose data the API fails to read (a 500), to show the error page. */
const UNREACHABLE_AGENTS = new Set(Object.values(VISITS).map((visit) => visit.unreachableAgentEmail));

function apiError(statusCode: number, code: string, message: string): Response {
  return jsonResponse(apiErrorSchema.parse({ statusCode, code, message }), statusCode);
}

/** The API's answer to a call of the renderer, as the shared schemas shape it. */
function answer(url: URL): Response {
  const [, , route = '', param = ''] = url.pathname.split('/').map(decodeURIComponent);
  switch (route) {
    case 'config':
      return jsonResponse({ demo: false });
    case 'getAdvertiseProperty':
      return jsonResponse([HOUSE]);
    case 'getVerifiedProperties':
      return countedResponse([HOUSE], { 'X-Total-Count': 1 });
    case 'detailProperty':
      return param === HOUSE._id
        ? jsonResponse(HOUSE)
        : apiError(404, 'NOT_FOUND', API_MESSAGE.propertyNotFound);
    case 'similarProperties':
      return param === HOUSE._id
        ? jsonResponse([])
        : apiError(404, 'NOT_FOUND', API_MESSAGE.propertyNotFound);
    case 'getpropertyReview':
      return jsonResponse(url.searchParams.get('propertyId') === HOUSE._id ? [REVIEW] : []);
    case 'getAgentData': {
      const agent = AGENTS.find((candidate) => candidate.email === param);
      if (UNREACHABLE_AGENTS.has(param)) return apiError(500, 'INTERNAL_ERROR', API_MESSAGE.internal);
      return agent ? jsonResponse(agent) : apiError(404, 'NOT_FOUND', 'Agent not found');
    }
    case 'getAgentProperties':
      return apiError(503, 'QUERY_TIMEOUT', API_MESSAGE.queryTimeout);
    default:
      return apiError(404, 'NOT_FOUND', `No API route for GET ${url.pathname}`);
  }
}

type PageCase = {
  locale: Locale;
  url: string;
  status: number;
  /** Texts the page's markup holds in its language: catalog ids, API messages. */
  bodyIds: string[];
  headIds: string[];
  /**
   * The page's failed queries (found by the id or email in their key) and the API messages they carry.
   * `ifAnsweredInTime`: a query the loader stops waiting for when another fails. Its answer may come after
   * the page is rendered and its cache cleared, which cancels it silently; if it came before, it is there.
   */
  failures?: {
    keyPart: string;
    errors: { status: number; message: string }[];
    ifAnsweredInTime?: { status: number; message: string }[];
  };
};

/** Texts every page's layout holds. */
const LAYOUT_IDS = [
  'common.skipLink',
  'common.nav.allProperties',
  'common.footer.about',
  'common.footer.legal',
];

function listPages(locale: Locale): PageCase[] {
  const visit = VISITS[locale];
  return [
    {
      locale,
      url: '/',
      status: 200,
      bodyIds: [...LAYOUT_IDS, 'home.hero.title', 'home.hero.lead', 'home.bestForYou.title'],
      headIds: ['common.nav.home', 'head.siteDescription', 'head.homeShareTitle', 'head.siteImageAlt'],
    },
    {
      locale,
      url: `/propertyDetail/${HOUSE._id}`,
      status: 200,
      bodyIds: [
        ...LAYOUT_IDS,
        'propertyDetail.overview.title',
        'propertyDetail.page.priceRange',
        'propertyDetail.page.listedBy',
        'propertyDetail.page.moreInformation',
        'common.value.listedFor.For Sale',
        'common.value.category.Single Family House',
      ],
      headIds: ['common.value.listedFor.For Sale', 'common.value.category.Single Family House'],
    },
    {
      locale,
      url: `/propertyDetail/${visit.missingPropertyId}`,
      status: 404,
      bodyIds: [...LAYOUT_IDS, MESSAGES.notFound, 'common.goHome'],
      headIds: ['common.notFound.title', MESSAGES.notFound],
      failures: {
        keyPart: visit.missingPropertyId,
        errors: [{ status: 404, message: API_MESSAGE.propertyNotFound }],
        // Its similar listings, asked for beside it: refused alike, and not waited for once it is missing.
        ifAnsweredInTime: [{ status: 404, message: API_MESSAGE.propertyNotFound }],
      },
    },
    {
      locale,
      url: `/agentProfile/${visit.agentEmail}`,
      status: 200,
      bodyIds: [
        ...LAYOUT_IDS,
        'agents.profile.listingsTitle',
        'agents.profile.listingsSubtitle',
        'common.value.role.agent',
      ],
      headIds: ['head.agent.jobTitle'],
      failures: { keyPart: visit.agentEmail, errors: [{ status: 503, message: API_MESSAGE.queryTimeout }] },
    },
    {
      locale,
      url: `/agentProfile/${visit.unreachableAgentEmail}`,
      status: 500,
      bodyIds: [
        ...LAYOUT_IDS,
        'common.routeError.heading',
        'common.routeError.body',
        'common.routeError.tryAgain',
      ],
      // The route's error page's title, not the not-found page's: the agent exists, the API failed.
      headIds: ['common.routeError.title', 'common.routeError.body'],
      failures: {
        keyPart: visit.unreachableAgentEmail,
        errors: [{ status: 500, message: API_MESSAGE.internal }],
        // The agent's listings, asked for beside the agent: the loader fails without them.
        ifAnsweredInTime: [{ status: 503, message: API_MESSAGE.queryTimeout }],
      },
    },
    {
      locale,
      url: '/allProperties',
      status: 200,
      bodyIds: [...LAYOUT_IDS, 'properties.page.title', 'properties.page.subtitle'],
      headIds: ['properties.page.title', 'head.search.all', 'head.siteImageAlt'],
    },
  ];
}

/** Text as React writes it into markup. */
function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/** What a reader sees of the markup: its text, without tags, attributes and scripts. */
function readVisibleText(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/g, ' ').replace(/<[^>]*>/g, ' ');
}

/** The language switch names Bangla in Bangla on an English page, and says so (`lang="bn"`). */
function removeMarkedBangla(html: string): string {
  return html.replace(/<(\w+)\b[^>]*\slang="bn"[^>]*>[\s\S]*?<\/\1>/g, '');
}

/** A seeded shuffle (mulberry32): each seed one interleaving, the same one on every run. */
function createRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j] as T, shuffled[i] as T];
  }
  return shuffled;
}

function waitForNextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Lets the held answers and writes go one at a time, a random one each turn, until `work` is done. When none
 * is held, the pages are busy elsewhere (loading a page's module): wait for them.
 */
async function releaseInterleaved<T>(
  held: (() => void)[],
  work: Promise<T>,
  random: () => number,
): Promise<T> {
  let isDone = false;
  const done = work.finally(() => {
    isDone = true;
  });
  done.catch(() => {});
  while (!isDone) {
    await waitForNextTurn();
    const [release] = held.splice(Math.floor(random() * held.length), 1);
    if (release) release();
    else await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return done;
}

type RenderedPage = { page: PageCase; status: number; head: string; stateScript: string; body: string };

/** Streams a page's markup into a reader that takes each write only when the test lets it. */
async function streamBody(
  loaded: Extract<LoadedPage, { kind: 'page' }>,
  waitForAll: boolean,
  held: (() => void)[],
  errors: unknown[],
): Promise<string> {
  const stream = await loaded.renderBody({
    waitForAll,
    nonce: 'test-nonce',
    onError: (error) => errors.push(error),
  });
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    const reader = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        held.push(() => done());
      },
    });
    reader.on('finish', resolve).on('error', reject);
    stream.pipe(reader);
  });
  // Decoded whole: a Bangla letter's bytes may be split between two writes.
  return Buffer.concat(chunks).toString('utf8');
}

/** Loads and renders every page at once, the API's answers and the readers' writes let go in a shuffled order. */
async function renderConcurrently(pages: PageCase[], seed: number): Promise<RenderedPage[]> {
  const random = createRandom(seed);
  const held: (() => void)[] = [];
  configureRenderer({
    transport: (url) => {
      const answered = deferred<Response>();
      held.push(() => answered.resolve(answer(new URL(url, ORIGIN))));
      return answered.promise;
    },
  });

  const loading = Promise.all(
    pages.map((page) => loadPage({ url: page.url, origin: ORIGIN, locale: page.locale })),
  );
  const loaded = await releaseInterleaved(held, loading, random);

  const renderErrors: unknown[] = [];
  const bodies: Promise<string>[] = new Array(pages.length);
  // Started in a shuffled order, half of them for a person (the shell first), half for a crawler (whole).
  for (const index of shuffle([...pages.keys()], random)) {
    const page = loaded[index];
    if (page?.kind !== 'page') throw new Error(`${pages[index]?.url} was not rendered: ${page?.kind}`);
    bodies[index] = streamBody(page, index % 2 === 0, held, renderErrors);
  }
  const markup = await releaseInterleaved(held, Promise.all(bodies), random);
  expect(renderErrors).toEqual([]);

  return pages.map((page, index) => {
    const result = loaded[index] as Extract<LoadedPage, { kind: 'page' }>;
    return {
      page,
      status: result.status,
      head: result.head,
      stateScript: result.stateScript,
      body: markup[index] ?? '',
    };
  });
}

function byStatus(a: unknown, b: unknown): number {
  return Number((a as { status?: number }).status) - Number((b as { status?: number }).status);
}

function expectInItsLanguage({ page, status, head, stateScript, body }: RenderedPage) {
  const { locale, url } = page;
  const where = `${locale} ${url}`;
  expect(status, where).toBe(page.status);
  expect(body, where).toContain('</footer>');
  for (const id of page.bodyIds) expect(body, `${where}: ${id}`).toContain(escapeHtml(text(locale, id)));
  for (const id of page.headIds) expect(head, `${where} head: ${id}`).toContain(escapeHtml(text(locale, id)));

  if (locale === 'en') {
    expect(removeMarkedBangla(body), where).not.toMatch(BANGLA_SCRIPT);
    expect(head, where).not.toMatch(BANGLA_SCRIPT);
    expect(stateScript, where).not.toMatch(BANGLA_SCRIPT);
  } else {
    const visibleText = readVisibleText(body);
    for (const id of page.bodyIds) {
      if (text('en', id) !== text('bn', id))
        expect(visibleText, `${where}: ${id}`).not.toContain(text('en', id));
    }
  }

  // The queries the page hands to the browser are the ones its own loaders made.
  const state = JSON.parse(stateScript.replace(/^<script[^>]*>|<\/script>$/g, '')) as ServerState;
  const subjects = state.queries.queries.flatMap(({ queryKey }) =>
    queryKey.filter((part) => PAGE_SUBJECTS.includes(part as string)),
  );
  expect(
    subjects.filter((subject) => !url.includes(subject as string)),
    where,
  ).toEqual([]);

  const { keyPart, errors = [], ifAnsweredInTime = [] } = page.failures ?? {};
  const failed = failedQueries
    .filter(({ queryKey }) => keyPart !== undefined && queryKey.includes(keyPart))
    .map(({ error }) => error)
    .sort(byStatus);
  const answeredInTime = ifAnsweredInTime.filter(({ status }) =>
    failed.some((error) => byStatus(error, { status }) === 0),
  );
  // The API's English messages, in the page's language from the moment its loader built each error.
  expect(failed, where).toEqual(
    [...errors, ...answeredInTime]
      .sort(byStatus)
      .map(({ status, message }) =>
        expect.objectContaining({ name: 'ApiError', status, message: text(locale, message) }),
      ),
  );
}

describe('server rendering of concurrent pages in English and Bangla', () => {
  it('answers with realistic data in English only', () => {
    propertySchema.parse(HOUSE);
    reviewSchema.parse(REVIEW);
    for (const agent of AGENTS) publicAgentSchema.parse(agent);
    // Any Bangla on an English page then comes from the renderer, not from the data.
    expect(JSON.stringify([HOUSE, REVIEW, AGENTS])).not.toMatch(BANGLA_SCRIPT);
  });

  it.each([1, 2, 3])('renders each page wholly in its own language (interleaving %i)', async (seed) => {
    failedQueries.length = 0;
    const bangla = listPages('bn');
    // English and Bangla alternate, each page beside the same page in the other language.
    const pages = listPages('en').flatMap((page, index) => [page, bangla[index] as PageCase]);
    const rendered = await renderConcurrently(pages, seed);

    for (const page of rendered) expectInItsLanguage(page);

    // Data that is the same in both languages, formatted in each one's own way.
    const property = (locale: Locale) =>
      rendered.find((page) => page.page.locale === locale && page.page.url.includes(HOUSE._id))?.body ?? '';
    expect(property('en')).toContain(formatTakaRange(HOUSE.minPrice, HOUSE.maxPrice, 'en'));
    expect(property('bn')).toContain(formatTakaRange(HOUSE.minPrice, HOUSE.maxPrice, 'bn'));
    expect(property('bn')).toContain(listBanglaPlaceNames().get(HOUSE.upozila));
    expect(property('en')).toContain(`>${HOUSE.upozila}<`);
  });
});

/** Suspends until its data comes, then writes a text in the language being read. */
function AfterData({ data, onRender }: { data: Promise<string>; onRender: () => void }) {
  onRender();
  const value = use(data);
  return createElement('p', null, `${commonText('common.notFound.title')}: ${value}`);
}

describe('a server render resumed after its data arrives', () => {
  // None of the pages above suspends on the server (their loaders fetch first, their lazy parts render in
  // the browser only): this is the path a page that does would take. React resumes its render from the
  // promise's callback, settled here by the test, outside every page, for pages of both languages at once.
  it('resumes each render in its own language', async () => {
    const random = createRandom(7);
    const held: (() => void)[] = [];
    const locales: Locale[] = ['en', 'bn', 'bn', 'en', 'en', 'bn'];
    const renderCounts = locales.map(() => 0);
    const renders = await Promise.all(
      locales.map((locale, index) =>
        runInRequestScope({ locale, queryClient: new QueryClient() }, () => {
          const data = deferred<string>();
          held.push(() => data.resolve(`listing ${index}`));
          const onRender = () => {
            renderCounts[index] = (renderCounts[index] ?? 0) + 1;
          };
          const app = createElement(
            Suspense,
            null,
            createElement(AfterData, { data: data.promise, onRender }),
          );
          return bindToRequestScope(() => renderWhole(app));
        }),
      ),
    );
    const markup = await releaseInterleaved(held, Promise.all(renders.map((render) => render())), random);

    // Each one suspended, then rendered again once its data came.
    expect(renderCounts).toEqual(locales.map(() => 2));
    markup.forEach((html, index) => {
      const locale = locales[index] as Locale;
      expect(html).toContain(`${text(locale, 'common.notFound.title')}: listing ${index}`);
    });
  });
});

/** React's markup of `element`, once every part is ready. */
function renderWhole(element: ReturnType<typeof createElement>): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        stream.pipe(
          new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
          }).on('finish', () => resolve(Buffer.concat(chunks).toString('utf8'))),
        );
      },
      onShellError: reject,
    });
  });
}
