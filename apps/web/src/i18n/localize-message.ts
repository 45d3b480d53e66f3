import { activeI18n } from './active-i18n';

/**
 * A message written by the API or by a shared rule (`@nestlane/shared`'s and the API's message
 * constants: 'Invalid Email And Password', 'Please Add Property Title') in the language being read.
 * These are English by contract (the spec's strings, the API's answers), so their translations are
 * keyed by the English text itself (`locales/api-messages/bn.json`, checked against every constant by
 * `npm run i18n:check`); a message without one stays as the server wrote it.
 */
export function localizeMessage(message: string): string {
  const i18n = activeI18n();
  if (i18n.locale === 'en' || !message || i18n.messages[message] === undefined) return message;
  return i18n._(message);
}
