import { type Catalog, defineCatalog, type MessageValues, translate } from '../../i18n';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

export const homeMessages = defineCatalog<typeof english>(messages);
/** An id of the home page's catalog, for labels kept in lists and translated where they show. */
export type HomeMessageId = typeof homeMessages extends Catalog<infer Id> ? Id : never;

/**
 * A message of this catalog in the language being read, for the parts that also render on their own,
 * outside the app's I18nProvider (the hero's search, in its tests): a change of language draws the whole
 * page again (app/providers.tsx), so they follow it as useT()'s callers do.
 */
export function homeText(id: HomeMessageId, values?: MessageValues): string {
  return translate(homeMessages, id, values);
}
