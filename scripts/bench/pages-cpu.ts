/**
 * Server CPU per public page against the same data as JSON (DESIGN.md §7: a visitor's server-rendered page
 * ≤ 5 ms of server CPU on average). Starts the compiled API (apps/api/dist/server.js) twice on one
 * PostgreSQL database seeded with the demo data and one web build: with the pages' markup cache
 * (SSR_CACHE_MB default) and without it (SSR_CACHE_MB=0). Each runs in a process of its own
 * (pages-cpu-target.mjs) that reports its process.cpuUsage() over IPC; the requests come from a third
 * (bench-client.mjs; the forks, the database and the measuring are cpu-bench.ts's, shared with server-cpu.ts).
 *
 * The visitors: mostly people (Chrome on Android), some crawlers (Googlebot); about 70 % English, 30 %
 * Bangla; home, the search with a handful of common filter combinations, many listings' pages (a Zipf-like
 * popularity over the demo's listings) and the agents' pages. The same visits, as JSON, are the /api calls
 * the page's loaders make, read from the page's own state (each query's key gives its call; a page whose
 * state holds a query this script cannot map stops it), sent with the same visitor's headers. Between
 * rounds a listing's price changes in the database (`--changes`), as agents edit listings: its pages'
 * data, so their cache key, change, and the cached server renders them again.
 *
 * Every round measures, per kind of page, three blocks of the same visits: rendered with the cache,
 * rendered without it, and as JSON (on the server with the cache), the order rotating from round to round
 * so a busy moment on this shared machine hits all three. Figures are CPU ms per request (user + system),
 * medians over rounds; the mix's average weighs each kind by its share of visits. The cache's hit rate
 * over the measured rounds comes from the server's own counters (GET /api/metrics).
 *
 * A change is measured against an earlier build in the same run (`--base-server`): two more servers, from
 * that build, with and without the cache, get the same visits and JSON calls in the same rotation, so a busy
 * moment hits both builds alike and both cached servers do the same work between their pages. The base is a copy of an earlier apps/api/dist in a folder beside it (the bundle finds
 * its files by paths relative to apps/api), with that build's web app (`--base-web`, default WEB_DIST_DIR).
 * `--server` measures another such copy in place of apps/api/dist (a build of one's own, say).
 *
 * Usage: npm run build -w @nestlane/api && npm run bench:pages -- [--rounds 7] [--visits 200]
 *          [--changes 1] [--crawlers 0.1] [--bangla 0.3] [--concurrency 1] [--database name --keep]
 *          [--cpu-prof DIR] [--server apps/api/dist/server.js]
 *          [--base-server apps/api/dist-base/server.js --base-web DIR]
 *        BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test (server to create the database on)
 *        WEB_DIST_DIR: the web build (default apps/web/dist, with apps/web/dist-ssr beside it)
 * --cpu-prof DIR writes V8 CPU profiles of the servers into DIR (cached-*.cpuprofile, uncached-*, base-*).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { type CpuTarget, createCpuBench, median, type RequestBlock } from './cpu-bench';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '7' },
    visits: { type: 'string', default: '200' },
    changes: { type: 'string', default: '1' },
    crawlers: { type: 'string', default: '0.1' },
    bangla: { type: 'string', default: '0.3' },
    concurrency: { type: 'string', default: '1' },
    database: { type: 'string' },
    keep: { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
    server: { type: 'string' },
    'base-server': { type: 'string' },
    'base-web': { type: 'string' },
  },
});

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER = resolve(values.server ?? join(ROOT, 'apps/api/dist/server.js'));
const WEB_DIST = resolve(process.env.WEB_DIST_DIR ?? join(ROOT, 'apps/web/dist'));
const BASE_SERVER = values['base-server'] ? resolve(values['base-server']) : undefined;
const BASE_WEB_DIST = resolve(values['base-web'] ?? WEB_DIST);
const database = values.database ?? `nl_b_pages_${Date.now()}`;
const rounds = Number(values.rounds);
const visitsPerRound = Number(values.visits);
const changesPerRound = Number(values.changes);
const crawlerShare = Number(values.crawlers);
const banglaShare = Number(values.bangla);
const concurrency = Number(values.concurrency);
const METRICS_TOKEN = 'bench-pages-metrics-token-0123456789';

/** What a Chrome on a phone and Googlebot send (the encodings decide the answers' compression). */
const PERSON = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  'accept-encoding': 'gzip, deflate, br, zstd',
};
const CRAWLER = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'accept-encoding': 'gzip, deflate, br',
};
const LANGUAGES = { en: 'en-US,en;q=0.9', bn: 'bn-BD,bn;q=0.9,en;q=0.8' };

const KINDS = ['home', 'search', 'listing', 'agent'] as const;
type Kind = (typeof KINDS)[number];
/** Shares of the visits: a portal's traffic is mostly listings, then the search, then home and agents. */
const KIND_WEIGHTS: Record<Kind, number> = { home: 0.15, search: 0.3, listing: 0.45, agent: 0.1 };
/** Common searches, as a visitor's address has them, with their weights. */
const SEARCHES: [string, number][] = [
  ['', 8],
  ['?listedFor=For+Rent', 3],
  ['?listedFor=For+Sale', 3],
  ['?category=Apartment', 2],
  ['?division=Dhaka&district=Dhaka', 2],
  ['?sort=price-asc', 1],
  ['?page=2', 2],
  ['?search=gulshan', 1],
];

type Visit = { kind: Kind; path: string; headers: Record<string, string> };

/** mulberry32: the same visits on every run. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pickWeighted<T>(random: () => number, entries: [T, number][]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let at = random() * total;
  for (const [value, weight] of entries) {
    at -= weight;
    if (at < 0) return value;
  }
  return (entries.at(-1) as [T, number])[0];
}

/** Zipf (s = 1): the k-th most popular of n is visited in proportion to 1/k. */
function pickZipf<T>(random: () => number, ranked: T[]): T {
  return pickWeighted(
    random,
    ranked.map((value, index) => [value, 1 / (index + 1)]),
  );
}

function createVisits(round: number, listingIds: string[], agentEmails: string[]): Visit[] {
  const random = createRandom(1000 + round);
  return Array.from({ length: visitsPerRound }, () => {
    const kind = pickWeighted(
      random,
      KINDS.map((name) => [name, KIND_WEIGHTS[name]]),
    );
    const isCrawler = random() < crawlerShare;
    const locale = random() < banglaShare ? 'bn' : 'en';
    const path = {
      home: () => '/',
      search: () => `/allProperties${pickWeighted(random, SEARCHES)}`,
      listing: () => `/propertyDetail/${pickZipf(random, listingIds)}`,
      agent: () => `/agentProfile/${encodeURIComponent(pickZipf(random, agentEmails))}`,
    }[kind]();
    // Googlebot sends no Accept-Language: it finds the Bangla pages by their ?lang=bn address (hreflang).
    if (isCrawler) {
      const localized = locale === 'bn' ? `${path}${path.includes('?') ? '&' : '?'}lang=bn` : path;
      return { kind, path: localized, headers: CRAWLER };
    }
    return { kind, path, headers: { ...PERSON, 'accept-language': LANGUAGES[locale] } };
  });
}

/** The /api call behind each query the public pages' loaders fill (apps/web/src/features/…/api, lib/query-keys.ts). */
function findApiCall(queryKey: unknown[]): string {
  const [name, first, second] = queryKey as [string, unknown, unknown];
  const calls: Record<string, () => string | undefined> = {
    config: () => (first === 'demo' ? '/api/config' : undefined),
    advertise: () => '/api/getAdvertiseProperty',
    verifiedProperties: () => `/api/getVerifiedProperties?${String(first)}`,
    property: () => `/api/detailProperty/${encodeURIComponent(String(first))}`,
    propertyReviews: () => `/api/getpropertyReview?${new URLSearchParams({ propertyId: String(first) })}`,
    agent: () => `/api/getAgentData/${encodeURIComponent(String(first))}`,
    agentProperties: () =>
      `/api/getAgentProperties/${encodeURIComponent(String(first))}?${new URLSearchParams({ page: String(second), limit: '12' })}`,
  };
  const call = calls[name]?.();
  if (!call)
    throw new Error(`no /api call known for the query ${JSON.stringify(queryKey)}: add it to findApiCall`);
  return call;
}

/** The /api calls a page's loaders made, from the queries in the state it carries. */
async function findPageCalls(origin: string, path: string): Promise<string[]> {
  const response = await fetch(`${origin}${path}`, { headers: { 'user-agent': CRAWLER['user-agent'] } });
  const html = await response.text();
  const state = /<script type="application\/json" id="nestlane-state">(.*?)<\/script>/s.exec(html)?.[1];
  if (!state) throw new Error(`${path} has no server state: is the web build's renderer there?`);
  const { queries } = JSON.parse(state) as { queries: { queries: { queryKey: unknown[] }[] } };
  return queries.queries.map(({ queryKey }) => findApiCall(queryKey));
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A server of the compiled API, at `origin`. */
type Target = CpuTarget & { origin: string };

async function startTarget(
  label: string,
  env: Record<string, string>,
  { server, webDist }: { server: string; webDist: string } = { server: SERVER, webDist: WEB_DIST },
): Promise<Target> {
  const port = await findFreePort();
  const origin = `http://127.0.0.1:${port}`;
  const profile = values['cpu-prof']
    ? ['--cpu-prof', '--cpu-prof-dir', values['cpu-prof'], '--cpu-prof-name', `${label}-${port}.cpuprofile`]
    : [];
  if (values['cpu-prof']) mkdirSync(values['cpu-prof'], { recursive: true });
  const target = bench.startTarget(label, fileURLToPath(new URL('./pages-cpu-target.mjs', import.meta.url)), {
    args: [server],
    execArgv: profile,
    cwd: ROOT,
    env: (dataDir) => ({
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: 'bench-only-secret-bench-only-secret-0123',
      DATABASE_URL: bench.databaseUrl,
      DATA_DIR: dataDir,
      DEMO: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: webDist,
      MAP_TILE_URL: 'none',
      METRICS_TOKEN,
      ...env,
    }),
  });
  // Seeding the demo data into an empty database takes a while on this machine.
  for (let i = 0; ; i++) {
    if (target.hasExited()) throw new Error(`${label}: the server exited`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {}
    if (i > 480) throw new Error(`${label}: ${origin}/api/health did not answer within two minutes`);
    await new Promise((done) => setTimeout(done, 250));
  }
  return { ...target, origin };
}

async function readCacheCounts(target: Target): Promise<{ hit: number; miss: number }> {
  const text = await (
    await fetch(`${target.origin}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const count = (result: string) =>
    Number(
      new RegExp(`^nestlane_ssr_markup_cache_requests_total\\{result="${result}"\\} (\\d+)$`, 'm').exec(
        text,
      )?.[1] ?? 0,
    );
  return { hit: count('hit'), miss: count('miss') };
}

if (!existsSync(SERVER))
  throw new Error(`${SERVER} is missing: run \`npm run build -w @nestlane/api\` first`);
for (const webDist of BASE_SERVER ? [WEB_DIST, BASE_WEB_DIST] : [WEB_DIST]) {
  if (!existsSync(join(`${webDist}-ssr`, 'entry-server.js'))) {
    throw new Error(`${webDist}-ssr has no server renderer: build the web app (or set WEB_DIST_DIR)`);
  }
}
if (BASE_SERVER && !existsSync(BASE_SERVER)) throw new Error(`${BASE_SERVER} (--base-server) is missing`);

const bench = createCpuBench({ database, keep: values.keep });
let database_: pg.Client | undefined;
try {
  await bench.createDatabase();
  // The first seeds the demo data into the empty database; the second finds it there.
  const cached = await startTarget('cached', {});
  const uncached = await startTarget('uncached', { SSR_CACHE_MB: '0' });
  const base = BASE_SERVER ? { server: BASE_SERVER, webDist: BASE_WEB_DIST } : undefined;
  const baseCached = base ? await startTarget('base-cached', {}, base) : undefined;
  const baseUncached = base ? await startTarget('base-uncached', { SSR_CACHE_MB: '0' }, base) : undefined;
  database_ = new pg.Client({ connectionString: bench.databaseUrl });
  await database_.connect();

  const listings = (await (await fetch(`${cached.origin}/api/getVerifiedProperties?limit=100`)).json()) as {
    _id: string;
    agentEmail: string;
  }[];
  // Popularity is not the search's order: ranked by a fixed shuffle.
  const shuffle = createRandom(7);
  const listingIds = listings
    .map((listing) => ({ id: listing._id, rank: shuffle() }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ id }) => id);
  const agentEmails = [...new Set(listings.map((listing) => listing.agentEmail))].sort();
  console.log(
    `${listingIds.length} listings, ${agentEmails.length} agents · web build ${WEB_DIST} · database ${database}`,
  );
  console.log(`server ${SERVER}`);
  if (base) console.log(`base: ${base.server} · web build ${base.webDist}`);

  /** The JSON calls of each page address, found once from the page's state. */
  const pageCalls = new Map<string, string[]>();
  async function callsOf(path: string): Promise<string[]> {
    const bare = path.replace(/[?&]lang=bn$/, '');
    let calls = pageCalls.get(bare);
    if (!calls) {
      calls = await findPageCalls(uncached.origin, bare);
      pageCalls.set(bare, calls);
    }
    return calls;
  }

  type Block = { target: Target; requests: RequestBlock['requests'] };
  const measure = async ({ target, requests }: Block) =>
    (await bench.measure(target, { requests, concurrency })).cpu.micros;

  /** A listing's price moves by 1 000 in the database, as an agent's edit would move it. */
  let changeCount = 0;
  async function changeAPrice() {
    const id = listingIds[(changeCount * 7) % listingIds.length];
    const delta = changeCount % 2 === 0 ? 1000 : -1000;
    changeCount++;
    await database_?.query(
      'update properties set min_price = min_price + $2, max_price = max_price + $2, updated_at = now() where id = $1',
      [id, delta],
    );
  }

  /**
   * cpu[configuration][kind] = µs per request, one per round; json counts per page, all its calls. The base's
   * cached server gets the JSON calls too, so both builds' cached servers do the same work between pages.
   */
  const configurations = [
    'cached',
    'uncached',
    'json',
    ...(base ? (['base cached', 'base uncached', 'base json'] as const) : []),
  ] as const;
  type Configuration = (typeof configurations)[number];
  const samples = new Map<Configuration, Record<Kind, number[]>>(
    configurations.map((configuration) => [configuration, { home: [], search: [], listing: [], agent: [] }]),
  );
  const mixes = new Map<Configuration, number[]>(configurations.map((configuration) => [configuration, []]));
  const visitCounts: Record<Kind, number> = { home: 0, search: 0, listing: 0, agent: 0 };
  const cacheTargets = [cached, ...(baseCached ? [baseCached] : [])];
  let hitsBefore = await Promise.all(cacheTargets.map(readCacheCounts));
  const clock = bench.clock();

  // Round 0 warms up (the JIT, the pools, the cache) and is not counted.
  for (let round = 0; round <= rounds; round++) {
    if (round === 1) {
      hitsBefore = await Promise.all(cacheTargets.map(readCacheCounts));
      clock.start();
    }
    for (let change = 0; change < changesPerRound; change++) await changeAPrice();
    const visits = createVisits(round, listingIds, agentEmails);
    const totals = new Map<Configuration, number>(configurations.map((configuration) => [configuration, 0]));
    for (const [k, kind] of KINDS.entries()) {
      const ofKind = visits.filter((visit) => visit.kind === kind);
      if (ofKind.length === 0) continue;
      const pages = (target: Target) =>
        ofKind.map(({ path, headers }) => ({ url: `${target.origin}${path}`, headers }));
      const calls: { call: string; headers: Record<string, string> }[] = [];
      for (const { path, headers } of ofKind) {
        const { 'user-agent': userAgent, 'accept-encoding': encoding } = headers as Record<string, string>;
        for (const call of await callsOf(path)) {
          calls.push({
            call,
            headers: {
              'user-agent': userAgent as string,
              'accept-encoding': encoding as string,
              accept: '*/*',
            },
          });
        }
      }
      const json = (target: Target) =>
        calls.map(({ call, headers }) => ({ url: `${target.origin}${call}`, headers }));
      const blocks: [Configuration, Block][] = [
        ['cached', { target: cached, requests: pages(cached) }],
        ['uncached', { target: uncached, requests: pages(uncached) }],
        ['json', { target: cached, requests: json(cached) }],
      ];
      if (baseCached && baseUncached) {
        blocks.push(['base cached', { target: baseCached, requests: pages(baseCached) }]);
        blocks.push(['base uncached', { target: baseUncached, requests: pages(baseUncached) }]);
        blocks.push(['base json', { target: baseCached, requests: json(baseCached) }]);
      }
      // Rotate the order of the blocks from round to round and kind to kind.
      const shift = (round + k) % blocks.length;
      for (const [configuration, block] of [...blocks.slice(shift), ...blocks.slice(0, shift)]) {
        const micros = await measure(block);
        totals.set(configuration, (totals.get(configuration) ?? 0) + micros);
        if (round > 0) samples.get(configuration)?.[kind].push(micros / ofKind.length);
      }
      if (round > 0) visitCounts[kind] += ofKind.length;
    }
    if (round > 0) {
      for (const configuration of configurations)
        mixes.get(configuration)?.push((totals.get(configuration) ?? 0) / visits.length);
    }
  }
  const timing = clock.describe();
  const hitsAfter = await Promise.all(cacheTargets.map(readCacheCounts));

  const ms = (micros: number) => (micros / 1000).toFixed(2);
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
  const totalVisits = KINDS.reduce((sum, kind) => sum + visitCounts[kind], 0);
  console.log(
    `\nServer CPU per request (ms, user + system, median of ${rounds} rounds of ${visitsPerRound} visits, concurrency ${concurrency})`,
  );
  console.log(
    `visitors: ${Math.round(crawlerShare * 100)} % crawlers (Googlebot), ${Math.round(banglaShare * 100)} % Bangla; ${changesPerRound} price change(s) a round`,
  );
  console.log(timing);
  for (const [index, target] of cacheTargets.entries()) {
    const hits = (hitsAfter[index]?.hit ?? 0) - (hitsBefore[index]?.hit ?? 0);
    const misses = (hitsAfter[index]?.miss ?? 0) - (hitsBefore[index]?.miss ?? 0);
    console.log(
      `${target.label}: cache hit rate over the measured rounds ${((100 * hits) / Math.max(1, hits + misses)).toFixed(1)} % (${hits} hits, ${misses} renders)`,
    );
  }
  const ratios: [string, Configuration, Configuration][] = [
    ['cached/JSON', 'cached', 'json'],
    ['uncached/JSON', 'uncached', 'json'],
    ...(base
      ? ([
          ['cached/base', 'cached', 'base cached'],
          ['uncached/base', 'uncached', 'base uncached'],
          ['JSON/base', 'json', 'base json'],
        ] as [string, Configuration, Configuration][])
      : []),
  ];
  const widths = configurations.map((configuration) => Math.max(8, configuration.length));
  console.log(
    `${'page'.padEnd(10)} │ ${'share'.padStart(6)} │ ${configurations.map((configuration, i) => configuration.replace('json', 'JSON').padStart(widths[i] as number)).join(' ')} │ ${ratios.map(([label]) => label.padStart(13)).join(' ')}`,
  );
  const row = (label: string, share: number, figures: Map<Configuration, number>) => {
    const figure = (configuration: Configuration) => figures.get(configuration) ?? Number.NaN;
    console.log(
      `${label.padEnd(10)} │ ${`${(share * 100).toFixed(0)} %`.padStart(6)} │ ${configurations.map((configuration, i) => ms(figure(configuration)).padStart(widths[i] as number)).join(' ')} │ ${ratios.map(([, a, b]) => ratio(figure(a), figure(b)).padStart(13)).join(' ')}`,
    );
  };
  for (const kind of KINDS) {
    row(
      kind,
      visitCounts[kind] / totalVisits,
      new Map(
        configurations.map((configuration) => [
          configuration,
          median(samples.get(configuration)?.[kind] ?? []),
        ]),
      ),
    );
  }
  row(
    'mix',
    1,
    new Map(configurations.map((configuration) => [configuration, median(mixes.get(configuration) ?? [])])),
  );
  console.log(
    '(a page: its loaders\u2019 in-process /api calls, React\u2019s render or the kept markup, the state, the head, brotli; JSON: the same /api calls over HTTP, compressed as the API does)',
  );
} catch (error) {
  console.error('Benchmark failed:', error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  await database_?.end();
  await bench.finish();
}
