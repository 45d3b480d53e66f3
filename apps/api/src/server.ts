/**
 * The server's entry (`npm run serve`, `npm run dev`): turns on Node's compile cache, then starts
 * Nestlane (main.ts). Nothing else is imported here, so every module after it, npm packages
 * included, is compiled from the cache on a restart (issue 13: a restart ready in ≤ 2 s).
 *
 * `module.enableCompileCache` exists from Node 22.1; Node 20 has no compile cache for ES modules
 * and skips this. The cache lives in NODE_COMPILE_CACHE when set, else in the system's temporary
 * directory (Node's default, `<tmpdir>/node-compile-cache`), keyed by each file's contents, so a
 * new build never runs stale code; a cache that cannot be written is silently not used.
 */
import module from 'node:module';

type WithCompileCache = { enableCompileCache?: (directory?: string) => unknown };
(module as WithCompileCache).enableCompileCache?.();

await import('./main');
