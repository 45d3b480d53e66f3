/** The app shell's and the shared components' messages (`src/locales/{en,bn}.json`). */
import type english from '../locales/en.json';
import { messages } from '../locales/en.json?lingui';
import { defineCatalog } from './catalog';

export const commonMessages = defineCatalog<typeof english>(messages);
