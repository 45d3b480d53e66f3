/**
 * Where the web app's translation catalogs live (decision 040): one pair of ICU-message JSON files per
 * feature (`src/features/<name>/locales/{en,bn}.json`) and one for the app shell and shared parts
 * (`src/locales/{en,bn}.json`). @lingui/vite-plugin compiles each one when it is imported, so the browser
 * gets ready-made messages and no ICU parser.
 */
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

export default defineConfig({
  locales: ['en', 'bn'],
  sourceLocale: 'en',
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'] },
    // The API's and the shared rules' messages, keyed by their English text (i18n/localize-message.ts).
    { path: '<rootDir>/src/locales/api-messages/{locale}', include: ['<rootDir>/src/i18n'] },
    { path: '<rootDir>/src/features/{name}/locales/{locale}', include: ['<rootDir>/src/features/{name}'] },
    // The dashboard's frame, loaded with the dashboard; the server-rendered heads, on the server only.
    {
      path: '<rootDir>/src/app/layouts/dashboard/locales/{locale}',
      include: ['<rootDir>/src/app/layouts/dashboard'],
    },
    { path: '<rootDir>/src/ssr/locales/{locale}', include: ['<rootDir>/src/ssr'] },
  ],
  format: formatter({ style: 'minimal' }),
});
