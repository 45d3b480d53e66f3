#!/usr/bin/env node
/**
 * `npm run check:licences`: the licence of every package a production install brings — the tree of
 * `npm ls --omit=dev --all` (the workspaces' dependencies and theirs, as `npm ci --omit=dev` installs
 * them) — read from its installed package.json, must be a permissive one (ALLOWED), or an exception
 * accepted for that package by name (ACCEPTED), whose terms and reasons are in THIRD_PARTY_NOTICES.md.
 * A new dependency under any other licence fails, and so does a package whose licence changed.
 *
 * It also keeps THIRD_PARTY_NOTICES.md's list of those packages by licence current (names only, so a
 * version bump changes nothing): `npm run check:licences -- --write` rewrites it. Packages built for one
 * platform (an `os` or `cpu` in their package.json) are checked but not listed, so the list is the same
 * on every machine.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const NOTICES = join(ROOT, 'THIRD_PARTY_NOTICES.md');
const LIST_START = '<!-- runtime packages: start (npm run check:licences -- --write) -->';
const LIST_END = '<!-- runtime packages: end -->';

/** SPDX identifiers that ask no more of us than keeping a notice. */
const ALLOWED = new Set([
  '0BSD',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'CC0-1.0',
  'ISC',
  'MIT',
  'MIT-0',
  'Python-2.0',
  'Unlicense',
  'Zlib',
]);

/** Other licences, accepted for these packages only (THIRD_PARTY_NOTICES.md, "Accepted exceptions"). */
const ACCEPTED = [
  { packages: ['react-leaflet', '@react-leaflet/core'], license: 'Hippocratic-2.1' },
  { packages: [/^@img\/sharp-libvips-/], license: 'LGPL-3.0-or-later' },
  { packages: ['lightningcss', /^lightningcss-/], license: 'MPL-2.0' },
  { packages: ['caniuse-lite'], license: 'CC-BY-4.0' },
  {
    packages: ['@fontsource-variable/noto-sans-bengali', '@fontsource-variable/plus-jakarta-sans'],
    license: 'OFL-1.1',
  },
];

/** Whether an SPDX expression is satisfied by identifiers `accepts` takes ("A OR B": either; "A AND B": both). */
function satisfies(expression, accepts) {
  const tokens = expression.replace(/[()]/g, ' $& ').trim().split(/\s+/);
  let at = 0;
  const term = () => {
    const token = tokens[at++];
    if (token === '(') {
      const value = anyOf();
      at++; // ')'
      return value;
    }
    if (tokens[at] === 'WITH') at += 2; // an exception only adds permissions
    return accepts(token);
  };
  const allOf = () => {
    let value = term();
    while (tokens[at] === 'AND') {
      at++;
      value = term() && value;
    }
    return value;
  };
  const anyOf = () => {
    let value = allOf();
    while (tokens[at] === 'OR') {
      at++;
      value = allOf() || value;
    }
    return value;
  };
  return anyOf();
}

/** The package.json `license` (or the old `licenses` list, any of which may be chosen). */
function readLicense(manifest) {
  if (typeof manifest.license === 'string') return manifest.license;
  if (typeof manifest.license?.type === 'string') return manifest.license.type;
  if (Array.isArray(manifest.licenses)) {
    return manifest.licenses.map((entry) => (typeof entry === 'string' ? entry : entry.type)).join(' OR ');
  }
  return undefined;
}

/** Every installed package of the production tree, once per folder; the workspaces themselves left out. */
function findRuntimePackages() {
  let output;
  try {
    output = execFileSync('npm', ['ls', '--omit=dev', '--all', '--long', '--json'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 512 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    // npm ls exits 1 on a problem in the tree (an extraneous package, say) and still prints it.
    if (!error.stdout) throw error;
    output = error.stdout;
  }
  const tree = JSON.parse(output);
  for (const problem of tree.problems ?? []) console.warn(`⚠ npm ls: ${problem}`);
  const folders = new Set();
  const walk = (dependencies = {}) => {
    for (const node of Object.values(dependencies)) {
      if (node.path) folders.add(node.path);
      walk(node.dependencies);
    }
  };
  walk(tree.dependencies);
  return [...folders]
    .filter((folder) => realpathSync(folder).includes(`${sep}node_modules${sep}`))
    .map((folder) => {
      const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
      return {
        name: manifest.name,
        version: manifest.version,
        license: readLicense(manifest),
        isPlatformBuild: Boolean(manifest.os || manifest.cpu),
      };
    });
}

const isNamed = (name, pattern) => (typeof pattern === 'string' ? name === pattern : pattern.test(name));

function findProblem({ name, license }) {
  if (!license) return 'no licence in its package.json';
  if (satisfies(license, (id) => ALLOWED.has(id))) return undefined;
  const exception = ACCEPTED.find(({ packages }) => packages.some((pattern) => isNamed(name, pattern)));
  if (exception && satisfies(license, (id) => id === exception.license || ALLOWED.has(id))) return undefined;
  return exception
    ? `${license}, where ${exception.license} was accepted: review the change`
    : `${license} is not on the allow-list`;
}

/** The notices' list: each licence, then the names under it. */
function formatList(packages) {
  const byLicense = new Map();
  for (const { name, license, isPlatformBuild } of packages) {
    if (isPlatformBuild) continue;
    const names = byLicense.get(license) ?? new Set();
    names.add(name);
    byLicense.set(license, names);
  }
  const sections = [...byLicense]
    .sort(([a, left], [b, right]) => right.size - left.size || a.localeCompare(b))
    // One name a line: a new package is a one-line change (Markdown still shows a paragraph).
    .map(([license, names]) => `**${license}** (${names.size}):\n${[...names].sort().join(',\n')}.`);
  return [LIST_START, '', ...sections.flatMap((section) => [section, '']), LIST_END].join('\n');
}

const packages = findRuntimePackages();
const problems = packages
  .map((found) => ({ ...found, problem: findProblem(found) }))
  .filter(({ problem }) => problem);

const notices = readFileSync(NOTICES, 'utf8');
const [before, rest] = notices.split(LIST_START);
const after = rest?.split(LIST_END)[1];
if (before === undefined || after === undefined) {
  throw new Error(`${NOTICES} has no list between ${LIST_START} and ${LIST_END}`);
}
const current = formatList(packages);
const isListCurrent = notices === `${before}${current}${after}`;
if (!isListCurrent && process.argv.includes('--write')) {
  writeFileSync(NOTICES, `${before}${current}${after}`);
  console.log(`Rewrote the list of runtime packages in ${NOTICES}`);
}

console.log(`${packages.length} runtime packages checked`);
if (problems.length > 0) {
  console.error(
    '\n✖ Licences outside the allow-list and the accepted exceptions (scripts/check-licences.mjs):',
  );
  for (const { name, version, problem } of problems) console.error(`  ${name}@${version}: ${problem}`);
  console.error(
    '\nUse another package, or accept the licence for this package by name in ACCEPTED with its terms and' +
      ' reasons in THIRD_PARTY_NOTICES.md.',
  );
}
if (!isListCurrent && !process.argv.includes('--write')) {
  const listed = new Set(`${LIST_START}${rest.split(LIST_END)[0]}${LIST_END}`.split('\n'));
  const expected = new Set(current.split('\n'));
  const changes = [
    ...[...expected].filter((line) => !listed.has(line)).map((line) => `  + ${line}`),
    ...[...listed].filter((line) => !expected.has(line)).map((line) => `  - ${line}`),
  ];
  console.error(
    `\n✖ THIRD_PARTY_NOTICES.md's list of runtime packages is out of date (run \`npm run check:licences -- --write\`):\n${changes.join('\n')}`,
  );
}
if (problems.length > 0 || (!isListCurrent && !process.argv.includes('--write'))) process.exit(1);
console.log('Every licence is allowed or an accepted exception.');
