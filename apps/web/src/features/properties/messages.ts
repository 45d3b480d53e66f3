import { type Catalog, defineCatalog, type MessageValues, translate } from '../../i18n';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

export const propertiesMessages = defineCatalog<typeof english>(messages);
/** An id of the search page's catalog, for labels kept in lists and translated where they show. */
export type PropertiesMessageId = typeof propertiesMessages extends Catalog<infer Id> ? Id : never;

/**
 * A message of this catalog in the language being read, for the parts that also render on their own,
 * outside the app's I18nProvider (the map and the pager, in their tests): a change of language draws the
 * whole page again (app/providers.tsx), so they follow it as useT()'s callers do.
 */
export function propertiesText(id: PropertiesMessageId, values?: MessageValues): string {
  return translate(propertiesMessages, id, values);
}
