/** The dashboard's frame: its links by role, the greeting and the drawer (`locales/{en,bn}.json`). */
import { defineCatalog } from '../../../i18n';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

export const dashboardMessages = defineCatalog<typeof english>(messages);
