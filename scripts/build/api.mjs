#!/usr/bin/env node
/**
 * Compiles the API to JavaScript in apps/api/dist (server.js and its chunks), which `npm run serve` runs
 * with plain `node` (decision 031): no TypeScript is transpiled at start. Bundled: apps/api/src, the
 * workspace package @nestlane/shared (it exports TypeScript sources) and the npm packages that are plain
 * JavaScript, so a restart does not resolve, read and compile some 1 500 separate files ("Restart under
 * 2 s" in decision 031). Left as imports Node resolves from node_modules (EXTERNAL_PACKAGES): packages
 * that find files beside their own code (PGlite's WebAssembly, sharp's native library, pino's worker
 * thread, the docs UI's assets) and those a start does not load (imported where a configuration or a
 * kind of request needs them). Those are apps/api's `dependencies`, and only those: a production install
 * (`npm prune --omit=dev`) keeps them, and the bundled packages are devDependencies (decision 072, checked
 * by runtime-dependencies.mjs on each build).
 *
 * Code that finds files beside itself (`new URL('../../drizzle', import.meta.url)`: migrations,
 * the web build) sees its own source file's URL, not the bundle's: each source module's
 * `import.meta.url` is rewritten to the URL of that module's .ts file, reached from the bundle.
 * So paths resolve exactly as under tsx, and the bundle must stay in apps/api/dist in this tree.
 *
 * Code splitting: the entry server.ts imports main.ts, which imports the app with `await import('./app')`
 * once it has started opening the database, so the app and the npm packages it imports load while PGlite
 * starts. Each dynamic import is a chunk (chunk-<hash>.js) beside server.js: the rewritten
 * `import.meta.url`s assume every output file sits in apps/api/dist.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { findUndeclaredRuntimePackages } from './runtime-dependencies.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ENTRY = join(ROOT, 'apps/api/src/server.ts');
/** `npm run backup` and `npm run restore` run this with plain node: a production install has no tsx (issue 28). */
const BACKUP_ENTRY = join(ROOT, 'apps/api/src/backup/cli.ts');
/** `npm run uploads:to-s3`, likewise (decision 072). */
const UPLOADS_TO_S3_ENTRY = join(ROOT, 'apps/api/src/cli/uploads-to-s3.ts');
const OUT_DIR = join(ROOT, 'apps/api/dist');
const OUT_FILE = join(OUT_DIR, 'server.js');
const CHUNK_FILE = /^chunk-[A-Z0-9]+\.js(\.map)?$/;
const WORKSPACE_SCOPE = '@nestlane/';

/** npm packages left as imports; every other one is bundled. */
const EXTERNAL_PACKAGES = new Set([
  // Find their own files: WebAssembly and data (import.meta.url), a native library, a worker thread's
  // script, static assets and package.json read through __dirname.
  '@electric-sql/pglite',
  'sharp',
  'pino',
  'pino-pretty',
  'thread-stream',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  // Its two store classes are required by path at run time (plugins/rate-limit-store.ts): one copy.
  '@fastify/rate-limit',
  // Imported only when configured or at their first use (decision 031, section 3).
  'stripe',
  'sslcommerz-lts',
  'ioredis',
  'nodemailer',
  'pg',
  'file-type',
  'oidc-provider',
  '@aws-sdk/client-s3',
  'prom-client',
]);
const BUILTINS = new Set(builtinModules);

function packageName(path) {
  const parts = path.split('/');
  return path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Node's builtins and EXTERNAL_PACKAGES stay imports; the workspace and the other npm packages are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) => {
      if (path.startsWith(WORKSPACE_SCOPE)) return undefined;
      const isExternal =
        path.startsWith('node:') || BUILTINS.has(path) || EXTERNAL_PACKAGES.has(packageName(path));
      return isExternal ? { path, external: true } : undefined;
    });
  },
};

/**
 * A bundled CommonJS package that reads __dirname or __filename would fail in an ES module: such a
 * package belongs in EXTERNAL_PACKAGES. Checked on the output, so a new dependency cannot slip by.
 */
function findModuleScopedNames(outputs) {
  return outputs.filter(([, text]) => /\b__(dirname|filename)\b/.test(text)).map(([file]) => file);
}

/** Each source module keeps its own `import.meta.url` (see above). */
const sourceModuleUrls = {
  name: 'source-module-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.[cm]?ts$/ }, async ({ path }) => {
      if (path.includes(`${sep}node_modules${sep}`)) return undefined;
      const source = await readFile(path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = relative(dirname(OUT_FILE), path).split(sep).join('/');
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
};

const started = performance.now();
const result = await build({
  entryPoints: { server: ENTRY, backup: BACKUP_ENTRY, 'uploads-to-s3': UPLOADS_TO_S3_ENTRY },
  outdir: OUT_DIR,
  entryNames: '[name]',
  chunkNames: 'chunk-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  tsconfig: join(ROOT, 'apps/api/tsconfig.json'),
  // Names as written (avvio's plugin tree, error names in logs), as under tsx.
  keepNames: true,
  // Stack traces map back to the .ts files with NODE_OPTIONS=--enable-source-maps.
  sourcemap: 'linked',
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  write: false,
  // Bundled CommonJS code calls require() for Node's builtins: an ES module has none of its own.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  plugins: [externalPackages, sourceModuleUrls],
});
const texts = result.outputFiles.map((file) => [relative(ROOT, file.path), file.text]);
const unsafe = findModuleScopedNames(texts.filter(([file]) => file.endsWith('.js')));
if (unsafe.length > 0) {
  console.error(
    `${unsafe.join(', ')}: a bundled package reads __dirname or __filename; add it to EXTERNAL_PACKAGES`,
  );
  process.exit(1);
}
const undeclared = findUndeclaredRuntimePackages(result.metafile, EXTERNAL_PACKAGES, packageName);
if (undeclared.length > 0) {
  console.error(undeclared.join('\n'));
  process.exit(1);
}
await mkdir(OUT_DIR, { recursive: true });
// Chunks of an earlier build: their hashed names would pile up.
for (const file of await readdir(OUT_DIR)) {
  if (CHUNK_FILE.test(file)) await rm(join(OUT_DIR, file));
}
await Promise.all(result.outputFiles.map((file) => writeFile(file.path, file.contents)));
const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
const bytes = outputs.reduce((total, [, output]) => total + output.bytes, 0);
console.log(
  `compiled the API to ${relative(ROOT, OUT_FILE)} and ${outputs.length - 1} chunk(s) (${(bytes / 1024).toFixed(0)} KB,` +
    ` ${Object.keys(result.metafile.inputs).length} modules) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
