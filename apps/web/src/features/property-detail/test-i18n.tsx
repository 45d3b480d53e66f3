import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';

/**
 * For a component rendered on its own (`render(<PriceHistory />, { wrapper: WithI18n })`): the translations
 * the app provides around every page (app/providers.tsx), in the language the test activated.
 */
export function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
