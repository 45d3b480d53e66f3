import { defineCatalog } from '../../i18n';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

export const statisticsMessages = defineCatalog<typeof english>(messages);

/** One message of this catalog, for labels kept in constants (a chart's lines, a table's columns). */
export type StatisticsMessageId = keyof typeof english & string;
