#!/usr/bin/env node
/**
 * Compiles the API to one JavaScript file, apps/api/dist/server.js, which `npm run serve` runs
 * with plain `node` (decision 031): no TypeScript is transpiled at start. Bundled: apps/api/src
 * and the workspace package @nestlane/shared (it exports TypeScript sources); every npm package
 * stays an import that Node resolves from node_modules as before.
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
import { readdir, readFile, rm } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ENTRY = join(ROOT, 'apps/api/src/server.ts');
const OUT_DIR = join(ROOT, 'apps/api/dist');
const OUT_FILE = join(OUT_DIR, 'server.js');
const CHUNK_FILE = /^chunk-[A-Z0-9]+\.js(\.map)?$/;
const WORKSPACE_SCOPE = '@nestlane/';

/** Bare imports (npm packages, node: builtins) stay imports; the workspace's own packages are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith(WORKSPACE_SCOPE) ? undefined : { path, external: true },
    );
  },
};

/** Each source module keeps its own `import.meta.url` (see above). */
const sourceModuleUrls = {
  name: 'source-module-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.[cm]?ts$/ }, async ({ path }) => {
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
// Chunks of an earlier build: their hashed names would pile up.
for (const file of await readdir(OUT_DIR).catch(() => [])) {
  if (CHUNK_FILE.test(file)) await rm(join(OUT_DIR, file));
}
const result = await build({
  entryPoints: [ENTRY],
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
  plugins: [externalPackages, sourceModuleUrls],
});
const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
const bytes = outputs.reduce((total, [, output]) => total + output.bytes, 0);
console.log(
  `compiled the API to ${relative(ROOT, OUT_FILE)} and ${outputs.length - 1} chunk(s) (${(bytes / 1024).toFixed(0)} KB,` +
    ` ${Object.keys(result.metafile.inputs).length} modules) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
