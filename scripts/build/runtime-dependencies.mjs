/**
 * A production install (`npm prune --omit=dev`, docs/deploy.md) keeps @nestlane/api's `dependencies` and
 * theirs, nothing else (decision 072): they must be exactly the packages the compiled API loads from
 * node_modules. What the bundle holds is a devDependency: needed to build it, not to run it. Checked on the
 * build's metafile, both ways, so a new import cannot be missing from a production install and a bundled
 * package cannot make it carry a second copy (and, as better-auth did, its optional peers: vitest, vite...).
 * A package loaded by name rather than imported (pino-pretty, pino's worker; the rate-limit stores, required
 * by path) is not in the metafile: EXTERNAL_PACKAGES names it, and docs' deploy run starts the pruned server.
 */
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';

const MANIFEST = new URL('../../apps/api/package.json', import.meta.url);
const BUILTINS = new Set(builtinModules);

/** Each mismatch between the bundle's external imports, EXTERNAL_PACKAGES and the manifest, as a sentence. */
export function findUndeclaredRuntimePackages(metafile, externalPackages, packageName) {
  const declared = new Set(Object.keys(JSON.parse(readFileSync(MANIFEST, 'utf8')).dependencies ?? {}));
  const imported = new Set(
    Object.values(metafile.outputs)
      .flatMap((output) => output.imports)
      .filter(({ path, external }) => external && !path.startsWith('node:') && !BUILTINS.has(path))
      .map(({ path }) => packageName(path)),
  );
  return [
    ...[...imported]
      .filter((name) => !declared.has(name))
      .map((name) => `apps/api/dist imports ${name}: add it to apps/api/package.json's dependencies`),
    ...[...declared]
      .filter((name) => !externalPackages.has(name))
      .map(
        (name) =>
          `${name} is bundled into apps/api/dist: make it a devDependency of apps/api (a production install` +
          ' would carry it for nothing), or add it to EXTERNAL_PACKAGES if it must be loaded from node_modules',
      ),
  ];
}
