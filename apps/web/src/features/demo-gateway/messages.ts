import { defineCatalog } from '../../i18n';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

export const demoGatewayMessages = defineCatalog<typeof english>(messages);
