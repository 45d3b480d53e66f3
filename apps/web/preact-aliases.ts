/**
 * The browser runs React's API on Preact (decision 033): `react` and `react-dom` resolve to preact/compat,
 * which is ~4 KB gzip where React 19 and ReactDOM are ~60 KB. The JSX runtime goes to Preact's own.
 * The server bundle uses the same aliases, so the HTML it renders is what the browser hydrates.
 */
import type { Alias } from 'vite';

export const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
