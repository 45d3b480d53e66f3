/**
 * Every Bangla catalog of the web app in one chunk (decision 040), loaded only when the reader has chosen
 * Bangla: the app shell's, each feature's, the API's and the shared rules' messages by their English
 * text (`locales/api-messages/bn.json`). It imports none of the app's own modules (the places' Bangla
 * names come from the place search's own chunk, `locale.ts`): a module this chunk shared with the app
 * would be cut out of the app's chunks, and the first page then fetched some 60 small files instead of 18
 * (decision 040).
 */

import type { Messages } from '@lingui/core';
import type { Locale } from '@nestlane/shared';
import { config as configureZod } from 'zod/v4/core';
import bangla from 'zod/v4/locales/bn.js';
import english from 'zod/v4/locales/en.js';

const catalogs = import.meta.glob<Messages>(
  // The shell's, each feature's, the dashboard frame's, the server-rendered heads', and the API messages'.
  ['../**/locales/bn.json', '../locales/api-messages/bn.json'],
  { eager: true, query: '?lingui', import: 'messages' },
);

export const bnMessages: Messages = Object.assign({}, ...Object.values(catalogs));

/**
 * zod's own messages (a wrong type, a number out of range) in the language being read. Only needed once
 * someone has chosen Bangla, so it lives in this chunk; English is zod's default until then.
 */
export function setZodLocale(locale: Locale) {
  configureZod(locale === 'bn' ? bangla() : english());
}
