import { type Catalog, defineCatalog } from '../../i18n';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

export const compareMessages = defineCatalog<typeof english>(messages);
/** An id of the compare page's catalog, for labels kept in lists and translated where they show. */
export type CompareMessageId = typeof compareMessages extends Catalog<infer Id> ? Id : never;
