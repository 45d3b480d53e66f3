import { commonMessages, type MessageIdOf, type MessageValues, translate } from '../i18n';

type CommonMessageId = MessageIdOf<typeof commonMessages>;

/**
 * A message of the app shell's and shared components' catalog (`locales/{en,bn}.json`) in the language
 * being read. The shared components call this rather than useT(): they also render outside the
 * I18nProvider (in their own tests and in features' component tests), and a change of language draws the
 * whole app again from its top (app/providers.tsx), so they follow it all the same.
 */
export function commonText(id: CommonMessageId, values?: MessageValues): string {
  return translate(commonMessages, id, values);
}
