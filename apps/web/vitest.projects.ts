import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const baseConfig = fileURLToPath(new URL('./vitest.config.ts', import.meta.url));
const TEST_FILE = /\.test\.tsx?$/;
/** vi.mock and vi.doMock replace a module in the registry a non-isolated worker shares between files. */
const MOCKS_A_MODULE = /\bvi\.(?:do)?[mM]ock\(/;

/** The web tests (paths from the app's folder) that replace one of the app's or a library's modules. */
function findModuleMockingTests(): string[] {
  return readdirSync(`${webRoot}src`, { recursive: true, encoding: 'utf8' })
    .filter(
      (file) => TEST_FILE.test(file) && MOCKS_A_MODULE.test(readFileSync(`${webRoot}src/${file}`, 'utf8')),
    )
    .map((file) => `src/${file}`)
    .sort();
}

/**
 * The web tier as two projects (decision 042). Most files share one module registry and one happy-dom
 * window per worker (`web`, isolate: false): the app's modules, which every page test loads whole
 * (test/preload-app-modules.ts), are evaluated once per worker instead of once per file, a third of the
 * tier's CPU. So a file leaves the window as it found it (vitest.setup.ts clears the page and storage after
 * each test), and a test that needs the app as a fresh page load has it (vi.resetModules, then import).
 * A file that replaces a module with vi.mock runs in its own registry (`web:isolated`), found here by its
 * source: a mock would otherwise miss a module another file loaded first, or leak into the next file.
 */
export function defineWebProjects(): TestProjectInlineConfiguration[] {
  const mocking = findModuleMockingTests();
  return [
    {
      extends: baseConfig,
      test: {
        name: 'web',
        root: webRoot,
        isolate: false,
        include: ['src/**/*.test.{ts,tsx}'],
        exclude: mocking,
      },
    },
    { extends: baseConfig, test: { name: 'web:isolated', root: webRoot, isolate: true, include: mocking } },
  ];
}
