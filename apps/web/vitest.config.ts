import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';

const sourceFolder = fileURLToPath(new URL('./src/', import.meta.url));

/**
 * A busy machine on demand: WEB_TEST_MODULE_DELAY_MS=<ms> makes every app module take that long to load,
 * each time a test file loads it. Tests must then only get slower, never fail: a test that races the
 * loading of a page's code against a clock shows up at once instead of once in a while on a loaded machine.
 */
function delayModuleLoading(): Plugin[] {
  const delay = Number(process.env.WEB_TEST_MODULE_DELAY_MS ?? 0);
  if (!(delay > 0)) return [];
  return [
    {
      name: 'nestlane:delay-module-loading',
      enforce: 'post',
      transform(code, id) {
        const isAppModule = id.startsWith(sourceFolder) && !/\.test\.tsx?$|\/test\//.test(id);
        if (!isAppModule) return null;
        return { code: `await new Promise((resolve) => setTimeout(resolve, ${delay}));\n${code}`, map: null };
      },
    },
  ];
}

export default defineConfig({
  plugins: [
    react(),
    lingui({ configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) }),
    ...delayModuleLoading(),
  ],
  // Resolve paths from this app whatever directory vitest is started from.
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Which files and with what isolation: the projects of vitest.projects.ts, which extend this one.
  test: {
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // A hang detector, not a wait: tests wait for what the app does (test/render-app.tsx). Page tests type
    // whole forms key by key, which on a loaded 2-core machine outlasts vitest's default 5 s.
    testTimeout: 30_000,
  },
});
