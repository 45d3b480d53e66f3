/**
 * A feature's messages (decision 040). Each feature keeps its English and Bangla catalogs in
 * `locales/{en,bn}.json` and names them once in its `messages.ts`:
 *
 *   import { messages } from './locales/en.json?lingui';
 *   import type english from './locales/en.json';
 *   export const homeMessages = defineCatalog<typeof english>(messages);
 *
 * English is loaded with the feature's own code (in its chunk, nowhere else), so a page downloads the
 * English it shows and no more; Bangla comes whole, in one chunk, only for someone who reads Bangla.
 * The catalog's type is its message ids: `useT(homeMessages)` takes only those, so a misspelt or
 * missing id fails the type-check.
 */
import { i18n, type Messages } from '@lingui/core';

export type Catalog<Id extends string> = {
  /** Never set: carries the ids' type. */
  readonly ids?: Id;
};

export type MessageIdOf<C> = C extends Catalog<infer Id> ? Id : never;

export function defineCatalog<Source extends Record<string, string>>(
  english: Messages,
): Catalog<keyof Source & string> {
  i18n.load('en', english);
  return {};
}
