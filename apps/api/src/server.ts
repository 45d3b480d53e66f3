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
import { setFlagsFromString } from 'node:v8';

type WithCompileCache = { enableCompileCache?: (directory?: string) => unknown };
(module as WithCompileCache).enableCompileCache?.();

/**
 * PGlite's start runs much of Postgres once (its own start, the first catalog reads). With Node 20's
 * V8 (11.3) a WebAssembly function is recompiled by the optimizing compiler after ≈ 1.8 MB of its code
 * has run, so that one-off code was optimized too: ≈ 0.2–0.3 s of CPU on V8's background threads during a
 * restart, competing with the start on two cores. Node 24's V8 (13.6) waits for 13 MB by default: the
 * same budget here, set before PGlite compiles its module. Code that keeps running (the queries) is
 * optimized all the same, a little later.
 */
setFlagsFromString('--wasm-tiering-budget=13000000');

await import('./main');
