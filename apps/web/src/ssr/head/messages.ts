/**
 * The server-rendered pages' head texts (titles, descriptions, share titles, JSON-LD), `ssr/locales`:
 * only the server renderer writes them, so they never travel to the browser.
 */
import { defineCatalog, type MessageIdOf, type MessageValues, translate } from '../../i18n';
import type english from '../locales/en.json';
import { messages } from '../locales/en.json?lingui';

export const headMessages = defineCatalog<typeof english>(messages);

/** A head text in the language of the page being rendered. */
export function headText(id: MessageIdOf<typeof headMessages>, values?: MessageValues): string {
  return translate(headMessages, id, values);
}
