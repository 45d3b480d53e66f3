// zod compiles object parsers with `new Function` after probing whether eval is allowed. Our CSP
// (script-src 'self') forbids it, and the caught probe is still reported as a CSP violation (a browser
// console issue, and a Lighthouse best-practices failure). Jitless parsing needs no eval.
//
// zod keeps its configuration on this global so every copy of it shares one (zod/v4/core/core.js); setting
// it here rather than calling `config()` from 'zod' keeps zod out of the first chunk (importing it pulls
// ~10 KB of zod's core there). It must run before any schema is built, so main.tsx (the entry) imports this first;
// configure-zod.test.ts checks that zod reads it.
type ZodGlobalConfig = { jitless?: boolean };
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: ZodGlobalConfig };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

// A module (not a script) so it can be imported for its effect alone.
export {};
