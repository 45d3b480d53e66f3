#!/usr/bin/env node
/**
 * Lighthouse budgets (issue 13): '/', '/allProperties', a property page and an agent profile of the
 * production build (what `npm run serve` runs) with the demo data, mobile and desktop presets, in Debian's
 * Chromium. Prints one table of medians (page × preset → the four category scores, LCP, TBT, CLS, FCP,
 * Speed Index), marking each figure that misses its target, then for each row that misses one what holds
 * it back (from its median run): the audits that keep a category below 100, the LCP element and its
 * phases, render-blocking files, long tasks, unused JavaScript, layout shifts, console errors.
 * Runs go round-robin over pages and presets, so a noisy minute on the machine spreads over every row.
 * With `--base DIR` (another checkout, installed and built: `git worktree add DIR REF`, then `npm ci` and
 * `npm run build` in it) a second server runs that build on its own demo data, and every page and preset is
 * measured on both in the same round, the order alternating: a before/after on the same machine and minute.
 *
 * Usage: npm run build && npm run bench:lighthouse
 *   [-- --runs 5] [--preset mobile|desktop]… [--pages home,allProperties,property,agent] [--port n] [--out dir]
 *   [--base DIR]
 *
 * Lighthouse is not a project dependency (its tree is not ours to pin under engine-strict): it is installed
 * once into a temporary directory, outside the repository and its .npmrc, and run through its CLI.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumArgs, chromiumPath } from '../../e2e/chromium-path.mjs';
import { startDemoServer } from './serve-demo.mjs';

const LIGHTHOUSE_VERSION = '12.8.2';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const PRESETS = ['mobile', 'desktop'];
const PAGE_NAMES = ['home', 'allProperties', 'property', 'agent'];

/**
 * The table's columns: a category score (0–100) or a metric audit's numericValue (ms, CLS unitless), each
 * with its target per preset (none where issue 13 sets none) and which way it must hold.
 */
const COLUMNS = [
  { head: 'perf', category: 'performance', min: { mobile: 95, desktop: 100 } },
  { head: 'a11y', category: 'accessibility', min: { mobile: 100, desktop: 100 } },
  { head: 'best-pr', category: 'best-practices', min: { mobile: 100, desktop: 100 } },
  { head: 'seo', category: 'seo', min: { mobile: 100, desktop: 100 } },
  { head: 'LCP', audit: 'largest-contentful-paint', max: { mobile: 2000 }, unit: 's' },
  { head: 'TBT', audit: 'total-blocking-time', max: { mobile: 200, desktop: 200 }, unit: 'ms' },
  { head: 'CLS', audit: 'cumulative-layout-shift', max: { mobile: 0.02, desktop: 0.02 }, unit: '' },
  { head: 'FCP', audit: 'first-contentful-paint', unit: 's' },
  { head: 'SI', audit: 'speed-index', unit: 's' },
];

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    preset: { type: 'string', multiple: true },
    pages: { type: 'string', multiple: true },
    port: { type: 'string' },
    out: { type: 'string' },
    base: { type: 'string' },
  },
});
const runs = Number.parseInt(options.runs, 10);
if (!(runs >= 1)) exitWith(`--runs must be a whole number ≥ 1, not '${options.runs}'`);
const presets = options.preset ?? PRESETS;
const pageNames = (options.pages ?? PAGE_NAMES).flatMap((value) => value.split(',')).filter(Boolean);
for (const preset of presets) {
  if (!PRESETS.includes(preset)) exitWith(`--preset is one of ${PRESETS.join(', ')}, not '${preset}'`);
}
for (const name of pageNames) {
  if (!PAGE_NAMES.includes(name)) exitWith(`--pages takes ${PAGE_NAMES.join(', ')}, not '${name}'`);
}
const port = options.port === undefined ? undefined : Number(options.port);
const outDir = options.out ?? mkdtempSync(join(tmpdir(), 'nestlane-lighthouse-reports-'));
mkdirSync(outDir, { recursive: true });

const browserPath = chromiumPath();
if (!browserPath) exitWith('No Chromium found: install Debian’s chromium or set CHROMIUM_PATH.');
const lighthouseCli = installLighthouse();

const loadAtStart = formatLoad();
console.log(`Load average at start: ${loadAtStart}`);
/** The builds measured: this checkout's, and with --base the other one's. */
const builds = [{ name: 'this', root: '.' }, ...(options.base ? [{ name: 'base', root: options.base }] : [])];
/** @type {Map<string, { label: string, preset: string, build: string, reports: object[] }>} */
const rows = new Map();
try {
  for (const build of builds) {
    build.server = await startDemoServer({
      name: `lighthouse-${build.name}`,
      port: build.name === 'this' ? port : undefined,
      root: build.root,
    });
    process.stderr.write(
      `Server (${build.name}): ${build.server.isCompiled ? 'apps/api/dist/server.js (compiled)' : 'apps/api/src/server.ts through tsx'} at ${build.server.origin}\n`,
    );
    build.pages = await findPages(build.server.origin, pageNames);
    // A running server has rendered its pages before: the first request of each (cold code, empty caches)
    // would only measure the start.
    for (const page of build.pages) {
      for (let i = 0; i < 3; i++) await (await fetch(`${build.server.origin}${page.path}`)).text();
    }
  }
  for (const [index, name] of pageNames.entries()) {
    for (const preset of presets) {
      for (const build of builds) {
        const page = build.pages[index];
        rows.set(`${name}:${preset}:${build.name}`, { ...page, preset, build: build.name, reports: [] });
      }
    }
  }
  const total = runs * rows.size;
  let done = 0;
  // Round-robin: run 1 of every page, preset and build, then run 2 of each, and so on; the builds' order
  // alternates from one run to the next.
  for (let run = 1; run <= runs; run++) {
    for (const [index, name] of pageNames.entries()) {
      for (const preset of presets) {
        const order = run % 2 === 1 ? builds : [...builds].reverse();
        for (const build of order) {
          const page = build.pages[index];
          const file = join(outDir, `${name}-${preset}-${build.name}-${run}.json`);
          await runWithRetries(() =>
            runLighthouse(lighthouseCli, `${build.server.origin}${page.path}`, preset, file),
          );
          const report = JSON.parse(readFileSync(file, 'utf8'));
          rows.get(`${name}:${preset}:${build.name}`).reports.push(report);
          done++;
          process.stderr.write(
            `  ${done}/${total} ${page.label} (${preset}, ${build.name}, run ${run}): perf ${score(report, 'performance')}, load ${loadavg()[0].toFixed(1)}\n`,
          );
        }
      }
    }
  }
} finally {
  for (const build of builds) await build.server?.stop();
}

const measured = [...rows.values()].map((row) => ({ ...row, medians: medianFigures(row.reports) }));
writeFileSync(
  join(outDir, 'medians.json'),
  `${JSON.stringify(
    measured.map(({ label, path, preset, build, medians }) => ({ label, path, preset, build, medians })),
    null,
    2,
  )}\n`,
);
printTable(measured);
printShortfalls(measured);
console.log(
  `\nLoad average at start: ${loadAtStart}; at end: ${formatLoad()} (${availableParallelism()} cores)`,
);
console.log(`JSON reports: ${outDir} (open one at https://googlechrome.github.io/lighthouse/viewer/)`);

/** The pages to measure; the property and the agent are the newest verified listing and its agent. */
async function findPages(origin, names) {
  const answer = await fetch(`${origin}/api/getVerifiedProperties?limit=1`);
  const [first] = answer.ok ? await answer.json() : [];
  if (!first && (names.includes('property') || names.includes('agent'))) {
    throw new Error(
      `the demo data has no verified property (GET /api/getVerifiedProperties: ${answer.status})`,
    );
  }
  const all = {
    home: { label: '/', path: '/' },
    allProperties: { label: '/allProperties', path: '/allProperties' },
    property: { label: 'property', path: `/propertyDetail/${first?._id}` },
    agent: { label: 'agent', path: `/agentProfile/${encodeURIComponent(first?.agentEmail ?? '')}` },
  };
  const chosen = names.map((name) => ({ name, ...all[name] }));
  for (const page of chosen) process.stderr.write(`  ${page.label}: ${page.path}\n`);
  return chosen;
}

/** Installs Lighthouse into a cached temporary directory and returns the path of its CLI. */
function installLighthouse() {
  const dir = join(tmpdir(), `nestlane-lighthouse-${LIGHTHOUSE_VERSION}`);
  const cli = join(dir, 'node_modules', 'lighthouse', 'cli', 'index.js');
  const manifest = join(dir, 'node_modules', 'lighthouse', 'package.json');
  if (existsSync(cli) && JSON.parse(readFileSync(manifest, 'utf8')).version === LIGHTHOUSE_VERSION)
    return cli;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{ "private": true }\n');
  process.stderr.write(`Installing lighthouse@${LIGHTHOUSE_VERSION} into ${dir} (once)…\n`);
  // cwd outside the repository: the project's .npmrc (engine-strict) and workspaces do not apply.
  const result = spawnSync(
    'npm',
    [
      'install',
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      `lighthouse@${LIGHTHOUSE_VERSION}`,
    ],
    { cwd: dir, encoding: 'utf8' },
  );
  if (result.status !== 0 || !existsSync(cli)) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`.trim();
    exitWith(
      `Could not fetch lighthouse@${LIGHTHOUSE_VERSION} from the npm registry (npm exited with ${result.status}).\n` +
        `${output}\nCheck that the registry is reachable (npm ping), then run this again.`,
    );
  }
  return cli;
}

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART, NO_FCP): try a run up to 3 times. */
async function runWithRetries(run) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt === 3) throw error;
      process.stderr.write(`  retrying after: ${String(error.message).split('\n').slice(0, 2).join(' ')}\n`);
    }
  }
}

function runLighthouse(cli, url, preset, outputPath) {
  const args = [
    cli,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${outputPath}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${['--headless=new', ...chromiumArgs].join(' ')}`,
    // Belt and braces: serve-demo already points map tiles at a dead local port.
    '--blocked-url-patterns=*openstreetmap.org*',
  ];
  if (preset === 'desktop') args.push('--preset=desktop');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: browserPath },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0 && existsSync(outputPath)) resolve();
      else reject(new Error(`lighthouse failed on ${url} (${preset}, exit ${code}):\n${errors.trim()}`));
    });
  });
}

function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** A category's score on 0–100, or null when Lighthouse could not score it. */
function categoryScore(report, category) {
  const value = report.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
}

function score(report, category) {
  return categoryScore(report, category) ?? '—';
}

/** Each figure's median over the runs on its own (so one run's outlier in any figure does not decide it). */
function medianFigures(reports) {
  const figures = {};
  for (const column of COLUMNS) {
    figures[column.head] = median(
      reports.map((report) =>
        column.category ? categoryScore(report, column.category) : report.audits[column.audit]?.numericValue,
      ),
    );
  }
  figures.perfRuns = reports.map((report) => categoryScore(report, 'performance'));
  figures.cpuIndex = median(reports.map((report) => report.environment?.benchmarkIndex));
  return figures;
}

/** The run whose performance score is the median, to explain a row with one coherent report. */
function medianRun(reports) {
  const sorted = [...reports].sort(
    (a, b) => (categoryScore(a, 'performance') ?? 0) - (categoryScore(b, 'performance') ?? 0),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** The columns a row misses, by its medians. */
function misses(row) {
  return COLUMNS.filter((column) => {
    const value = row.medians[column.head];
    if (value === null) return column.min !== undefined;
    const min = column.min?.[row.preset];
    const max = column.max?.[row.preset];
    return (min !== undefined && value < min) || (max !== undefined && value > max);
  });
}

function formatFigure(column, value) {
  if (value === null) return '—';
  if (column.category) return String(value);
  if (column.unit === 's') return `${(value / 1000).toFixed(2)} s`;
  if (column.unit === 'ms') return `${Math.round(value)} ms`;
  return value.toFixed(3);
}

function printTable(measured) {
  const header = [
    'page',
    'preset',
    ...(builds.length > 1 ? ['build'] : []),
    ...COLUMNS.map((column) => column.head),
    'perf of each run',
    'CPU index',
  ];
  const lines = measured.map((row) => {
    const missed = new Set(misses(row).map((column) => column.head));
    return [
      row.label,
      row.preset,
      ...(builds.length > 1 ? [row.build] : []),
      ...COLUMNS.map((column) => {
        const figure = formatFigure(column, row.medians[column.head]);
        return missed.has(column.head) ? `${figure} !` : figure;
      }),
      row.medians.perfRuns.map((value) => value ?? '—').join(' '),
      String(Math.round(row.medians.cpuIndex ?? 0)),
    ];
  });
  const widths = header.map((_, i) => Math.max(header[i].length, ...lines.map((line) => line[i].length)));
  const format = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(
    `\nLighthouse ${LIGHTHOUSE_VERSION}, medians of ${runs} run${runs === 1 ? '' : 's'} per row ('!' = misses its target)`,
  );
  console.log(format(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
  console.log(
    'Targets: perf ≥ 95 mobile, 100 desktop; a11y, best practices, SEO 100; LCP ≤ 2.0 s mobile; TBT ≤ 200 ms; CLS ≤ 0.02. FCP and SI: no target.',
  );
  // Lighthouse multiplies the CPU time it observes (4x on mobile): a busy machine lowers performance.
  console.log('CPU index: Lighthouse’s benchmark of this machine during the runs; lower means busier.');
  const load = loadavg()[0];
  if (load > availableParallelism()) {
    console.log(
      `⚠ load average ${load.toFixed(1)} on ${availableParallelism()} cores: performance figures are pessimistic; measure on a quiet machine.`,
    );
  }
}

/** For each row that misses a target, what holds it back, read from its median run. */
function printShortfalls(measured) {
  for (const row of measured) {
    const missed = misses(row);
    const report = medianRun(row.reports);
    const lines = [];
    for (const category of CATEGORIES) {
      for (const ref of report.categories[category].auditRefs) {
        const audit = report.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
          lines.push(`  ${category}: ${ref.id} (score ${audit.score}) ${audit.displayValue ?? audit.title}`);
          if (category !== 'performance') lines.push(...summariseItems(audit, 4));
        }
      }
    }
    const heads = new Set(missed.map((column) => column.head));
    if (heads.has('perf') || heads.has('LCP') || heads.has('TBT') || heads.has('CLS')) {
      lines.push(...explainPerformance(report, heads));
    }
    if (lines.length === 0 && missed.length === 0) continue;
    const what = missed.map((column) => column.head).join(', ') || 'none by its medians';
    console.log(
      `\n${row.label} (${row.preset}) — misses: ${what}; from the run with the median performance score (${score(report, 'performance')}):`,
    );
    for (const line of lines) console.log(line);
  }
}

/** The figures behind a performance shortfall: LCP phases, render-blocking, long tasks, unused JS, shifts. */
function explainPerformance(report, heads) {
  const audits = report.audits;
  const lines = [];
  const ttfb = audits['server-response-time'];
  if (ttfb?.numericValue !== undefined) lines.push(`  TTFB (observed): ${Math.round(ttfb.numericValue)} ms`);
  const lcpElement = audits['largest-contentful-paint-element'];
  if (lcpElement?.details?.items) {
    const [element, phases] = lcpElement.details.items;
    const node = element?.items?.[0]?.node;
    if (node)
      lines.push(`  LCP element: ${node.nodeLabel ?? ''} — ${truncate(node.snippet ?? node.selector, 140)}`);
    if (phases?.items) {
      lines.push(
        `  LCP phases: ${phases.items.map((item) => `${item.phase} ${Math.round(item.timing)} ms`).join(', ')}`,
      );
    }
  }
  for (const id of ['prioritize-lcp-image', 'lcp-lazy-loaded']) {
    if (audits[id]?.score !== null && audits[id]?.score < 1) lines.push(`  ${id}: ${audits[id].title}`);
  }
  const blocking = audits['render-blocking-resources'];
  if (blocking?.details?.items?.length) {
    lines.push(`  render-blocking (${blocking.displayValue ?? ''}):`);
    lines.push(...summariseItems(blocking, 6));
  }
  if (heads.has('TBT') || heads.has('perf')) {
    const longTasks = audits['long-tasks'];
    if (longTasks?.details?.items?.length) {
      lines.push(`  long tasks (${longTasks.displayValue ?? ''}):`);
      lines.push(...summariseItems(longTasks, 6));
    }
    const bootup = audits['bootup-time'];
    if (bootup?.details?.items?.length) {
      lines.push(`  JavaScript execution (${bootup.displayValue ?? ''}):`);
      lines.push(...summariseItems(bootup, 5));
    }
    const work = audits['mainthread-work-breakdown'];
    if (work?.details?.items?.length) {
      const parts = work.details.items.map(
        (item) => `${item.groupLabel ?? item.group} ${Math.round(item.duration)} ms`,
      );
      lines.push(`  main thread (${work.displayValue ?? ''}): ${parts.join(', ')}`);
    }
  }
  const unused = audits['unused-javascript'];
  if (unused?.details?.items?.length) {
    lines.push(`  unused JavaScript (${unused.displayValue ?? ''}):`);
    lines.push(...summariseItems(unused, 5));
  }
  const shifts = audits['layout-shifts'];
  if (shifts?.details?.items?.length) {
    lines.push(`  layout shifts (${shifts.displayValue ?? ''}):`);
    lines.push(...summariseItems(shifts, 5));
  }
  return lines;
}

/** A few items of an audit's details table, each on one line: its element or URL, then its figures. */
function summariseItems(audit, limit) {
  const items = audit.details?.items ?? [];
  const lines = items.slice(0, limit).map((item) => `      - ${summariseItem(item)}`);
  if (items.length > limit) lines.push(`      - … ${items.length - limit} more`);
  return lines;
}

function summariseItem(item) {
  const parts = [];
  const node = item.node;
  if (node?.type === 'node') parts.push(truncate(`${node.selector ?? ''} ${node.snippet ?? ''}`.trim(), 120));
  const url = typeof item.url === 'string' ? shortUrl(item.url) : undefined;
  if (url) parts.push(url);
  if (item.source?.type === 'source-location') parts.push(shortUrl(item.source.url));
  else if (typeof item.source === 'string') parts.push(item.source);
  if (typeof item.description === 'string') parts.push(truncate(item.description, 160));
  if (typeof item.cause === 'string') parts.push(item.cause); // a layout shift's cause (a sub-item)
  if (item.extra?.type === 'url') parts.push(shortUrl(item.extra.value));
  const figures = [
    ['wastedMs', 'ms saved'],
    ['duration', 'ms'],
    ['total', 'ms total'],
    ['scripting', 'ms scripting'],
    ['startTime', 'ms start'],
    ['wastedBytes', 'B unused'],
    ['totalBytes', 'B'],
    ['score', 'shift'],
  ];
  for (const [key, unit] of figures) {
    if (typeof item[key] !== 'number') continue;
    const value = key === 'score' ? item[key].toFixed(4) : Math.round(item[key]);
    parts.push(`${value} ${unit}`);
  }
  if (item.subItems?.items?.length && (!url || item.node)) {
    parts.push(
      `(${item.subItems.items
        .map((sub) => summariseItem(sub))
        .slice(0, 2)
        .join('; ')})`,
    );
  }
  return parts.join(' · ') || truncate(JSON.stringify(item), 160);
}

function shortUrl(url) {
  try {
    const parsed = new URL(url);
    return parsed.hostname === 'localhost' || parsed.hostname === '127.0.0.1'
      ? `${parsed.pathname}${parsed.search}`
      : url;
  } catch {
    return url;
  }
}

function truncate(text, length) {
  const flat = String(text).replace(/\s+/g, ' ');
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

function formatLoad() {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
}

function exitWith(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}
