#!/usr/bin/env node
/**
 * `npm run check:licences`: the licence of every package whose code the product ships — what a production
 * install brings, the tree of `npm ls --omit=dev --all` (the workspaces' dependencies and theirs, as
 * `npm ci --omit=dev` installs them), and what the builds bundle (BUILD_TOOLS, decision 072) — read from
 * its installed package.json, must be a permissive one (ALLOWED), or an exception
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
  {
    packages: ['@fontsource-variable/noto-sans-bengali', '@fontsource-variable/plus-jakarta-sans'],
    license: 'OFL-1.1',
  },
];

/**
 * The devDependencies of the workspaces that are built (BUNDLED_WORKSPACES; not e2e) that build or test the
 * code and never reach a bundle; every other one is bundled into the web app or the API (decision 072). A new tool left off this list is checked
 * too: the safe side.
 */
const BUNDLED_WORKSPACES = ['@nestlane/api', '@nestlane/web', '@nestlane/shared'];
const BUILD_TOOLS = [
  /^@types\//,
  /^@testing-library\//,
  '@lingui/conf',
  '@lingui/format-json',
  '@lingui/vite-plugin',
  '@tailwindcss/vite',
  '@vitejs/plugin-react',
  'drizzle-kit',
  'happy-dom',
  's3rver',
  'tsx',
  'vite',
  'vite-plugin-pwa',
];

const isNamed = (name, pattern) => (typeof pattern === 'string' ? name === pattern : pattern.test(name));

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

/** `npm ls --all --long --json` with these arguments, as a tree. */
function readTree(args) {
  let output;
  try {
    output = execFileSync('npm', ['ls', '--all', '--long', '--json', ...args], {
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
  return tree;
}

/** What a package needs to work: its dependencies, optional ones included, and its required peers. */
function isNeededBy(node, name) {
  const isOptionalPeer = node.peerDependenciesMeta?.[name]?.optional === true;
  return (
    Object.hasOwn(node._dependencies ?? {}, name) ||
    (Object.hasOwn(node.peerDependencies ?? {}, name) && !isOptionalPeer)
  );
}

/** A bundle's packages: each workspace's devDependencies but its build and test tools, and what they need. */
function addBundledFolders(tree, folders) {
  const visited = new Set();
  const walk = (node) => {
    if (!node.path) return;
    folders.add(node.path);
    // npm ls prints a package's own packages once; elsewhere it has no `dependencies` (deduplicated).
    if (!node.dependencies || visited.has(node.path)) return;
    visited.add(node.path);
    for (const [name, child] of Object.entries(node.dependencies ?? {}))
      if (isNeededBy(node, name)) walk(child);
  };
  for (const workspaceName of BUNDLED_WORKSPACES) {
    const workspace = tree.dependencies?.[workspaceName] ?? {};
    for (const [name, node] of Object.entries(workspace.dependencies ?? {})) {
      const isDevDependency = Object.hasOwn(workspace.devDependencies ?? {}, name);
      if (isDevDependency && !BUILD_TOOLS.some((pattern) => isNamed(name, pattern))) walk(node);
    }
  }
}

/**
 * Every package whose code the product ships, once per folder, the workspaces themselves left out: the
 * production install (`npm ls --omit=dev`: the workspaces' dependencies and theirs) and what the builds
 * bundle (decision 072: the web app's packages and the API's bundled ones are devDependencies).
 */
function findShippedPackages() {
  const folders = new Set();
  const walk = (dependencies = {}) => {
    for (const node of Object.values(dependencies)) {
      if (node.path) folders.add(node.path);
      walk(node.dependencies);
    }
  };
  walk(readTree(['--omit=dev']).dependencies);
  addBundledFolders(readTree(['--workspaces']), folders);
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

const packages = findShippedPackages();
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

console.log(`${packages.length} packages checked (installed in production or bundled)`);
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
