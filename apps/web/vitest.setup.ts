import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import './src/i18n/common-messages';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy… and waitFor wait for what the app does; their limit only guards against a hang. Testing
// Library's default of 1 s was a clock that a lazy chunk (the toaster) outlasted on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

// A test fails on any console.error: React warnings (act, keys, invalid DOM) are bugs too.
let consoleErrors: unknown[][] = [];
// A test of the server renderer runs without a DOM (`// @vitest-environment node`), as on the server.
const hasDom = typeof window !== 'undefined';

beforeEach(() => {
  // Pages are read in English unless a test chooses Bangla (decision 040).
  i18n.activate('en');
  // happy-dom sends a beacon over the real network (to localhost:3000, where nothing answers): the
  // property page's view count (decision 039) goes nowhere in tests unless one spies on it.
  if (hasDom) vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  // react-hot-toast keeps its toasts in module state: one test's toast must not pass the next one.
  toast.remove();
  if (hasDom) {
    sessionStorage.clear();
    localStorage.clear();
    // A worker's window serves its next test file too (vitest.projects.ts): leave the page as a first load
    // finds it, whatever a test wrote into it outside React.
    document.body.replaceChildren();
    for (const element of [document.documentElement, document.body]) {
      for (const name of element.getAttributeNames()) element.removeAttribute(name);
    }
    document.title = '';
  }
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    throw new Error(
      `console.error was called:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
