#!/usr/bin/env node
/**
 * Lighthouse report (DESIGN §7): '/', '/allProperties' and one property page of the production build with
 * the demo data, mobile and desktop presets, in Debian's Chromium. Prints the four category scores and
 * LCP/TBT/CLS per page, then every audit that keeps a category below 100.
 * Usage: npm run build && npm run bench:lighthouse [-- --runs 3] [--preset mobile|desktop] [--out dir]
 * Targets: performance ≥ 95 (mobile), accessibility, best practices and SEO 100.
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
const TARGETS = {
  performance: { mobile: 95, desktop: 95 },
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    preset: { type: 'string', multiple: true },
    out: { type: 'string' },
  },
});
const runs = Math.max(1, Number.parseInt(options.runs, 10) || 1);
const presets = options.preset ?? ['mobile', 'desktop'];
const outDir = options.out ?? mkdtempSync(join(tmpdir(), 'nestlane-lighthouse-reports-'));
mkdirSync(outDir, { recursive: true });

const browserPath = chromiumPath();
if (!browserPath) exitWith('No Chromium found: install Debian’s chromium or set CHROMIUM_PATH.');
const lighthouseCli = installLighthouse();

const server = await startDemoServer({ name: 'lighthouse' });
const rows = [];
try {
  const [first] = await (await fetch(`${server.origin}/api/getVerifiedProperties?limit=1`)).json();
  if (!first) throw new Error('the demo data has no verified property');
  const pages = [
    ['/', '/'],
    ['/allProperties', '/allProperties'],
    ['property', `/propertyDetail/${first._id}`],
  ];
  for (const preset of presets) {
    for (const [label, path] of pages) {
      const reports = [];
      for (let run = 1; run <= runs; run++) {
        const file = join(
          outDir,
          `${label === '/' ? 'home' : label.replace(/\W/g, '')}-${preset}-${run}.json`,
        );
        await runWithRetries(() => runLighthouse(lighthouseCli, `${server.origin}${path}`, preset, file));
        reports.push(JSON.parse(readFileSync(file, 'utf8')));
      }
      rows.push({ label, preset, report: pickMedian(reports), runs: reports.length });
      process.stderr.write(`  measured ${label} (${preset})\n`);
    }
  }
} finally {
  await server.stop();
}

printTable(rows);
printShortfalls(rows);
console.log(`\nJSON reports: ${outDir} (open one at https://googlechrome.github.io/lighthouse/viewer/)`);

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

/** The run with the median performance score, so one noisy run does not decide the table. */
function pickMedian(reports) {
  const sorted = [...reports].sort(
    (a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function score(report, category) {
  const value = report.categories[category]?.score;
  return value === null || value === undefined ? '—' : String(Math.round(value * 100));
}

function target(category, preset) {
  const goal = TARGETS[category];
  return typeof goal === 'number' ? goal : goal[preset];
}

function printTable(measured) {
  const header = ['page', 'preset', 'perf', 'a11y', 'best-pr', 'seo', 'LCP', 'TBT', 'CLS', 'CPU index'];
  const lines = measured.map(({ label, preset, report }) => {
    const audits = report.audits;
    const marks = CATEGORIES.map((category) => {
      const value = score(report, category);
      return Number(value) < target(category, preset) ? `${value}!` : value;
    });
    return [
      label,
      preset,
      ...marks,
      `${(audits['largest-contentful-paint'].numericValue / 1000).toFixed(2)} s`,
      `${Math.round(audits['total-blocking-time'].numericValue)} ms`,
      audits['cumulative-layout-shift'].numericValue.toFixed(3),
      String(Math.round(report.environment.benchmarkIndex ?? 0)),
    ];
  });
  const widths = header.map((_, i) => Math.max(header[i].length, ...lines.map((line) => line[i].length)));
  const format = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(
    `\nLighthouse ${LIGHTHOUSE_VERSION}${runs > 1 ? `, median of ${runs} runs` : ''} ('!' = below target)`,
  );
  console.log(format(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
  // Lighthouse multiplies the CPU time it observes (4x on mobile): a busy machine lowers performance.
  console.log('CPU index: Lighthouse’s benchmark of this machine during the run; lower means busier.');
  const load = loadavg()[0];
  if (load > availableParallelism()) {
    console.log(
      `⚠ load average ${load.toFixed(1)} on ${availableParallelism()} cores: performance scores are pessimistic; use --runs 3 or measure on a quiet machine.`,
    );
  }
}

/** Every audit that costs points: failed a11y/best-practices/SEO audits and perf metrics under 0.9. */
function printShortfalls(measured) {
  for (const { label, preset, report } of measured) {
    const found = [];
    for (const category of CATEGORIES) {
      for (const ref of report.categories[category].auditRefs) {
        const audit = report.audits[ref.id];
        const isScored = ref.weight > 0 && audit.score !== null;
        const limit = category === 'performance' ? 0.9 : 1;
        if (isScored && audit.score < limit) {
          found.push(`    ${category}: ${ref.id} (${audit.score}) ${audit.displayValue ?? ''}`.trimEnd());
        }
      }
    }
    for (const id of [
      'render-blocking-resources',
      'unused-javascript',
      'uses-responsive-images',
      'bootup-time',
    ]) {
      const audit = report.audits[id];
      if (audit && audit.score !== null && audit.score < 1 && audit.details?.overallSavingsMs > 0) {
        found.push(`    hint: ${id} ${audit.displayValue ?? ''}`.trimEnd());
      }
    }
    if (found.length > 0) console.log(`\n  ${label} (${preset}):\n${found.join('\n')}`);
  }
}

function exitWith(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}
