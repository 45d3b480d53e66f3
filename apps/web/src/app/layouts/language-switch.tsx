import { LOCALE_NAMES, LOCALE_QUERY_PARAM, type Locale } from '@nestlane/shared';
import { useSearchParams } from 'react-router';
import { saveLocale, useAuth } from '../../features/auth';
import { activateLocale, commonMessages, rememberLocale, useLocale, useT } from '../../i18n';

/**
 * English ⇄ বাংলা (issue 16, decision 040): the button names the other language in that language, as
 * the portals here do. The choice is remembered in this browser (a cookie, which the server's pages read
 * too) and, for someone signed in, on their account; the page changes language where it stands.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const locale = useLocale();
  const t = useT(commonMessages);
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const other: Locale = locale === 'en' ? 'bn' : 'en';

  async function switchLanguage() {
    rememberLocale(other);
    // A `?lang=` in the address would otherwise outrank the choice on the next visit to this page.
    if (searchParams.has(LOCALE_QUERY_PARAM)) {
      const next = new URLSearchParams(searchParams);
      next.delete(LOCALE_QUERY_PARAM);
      setSearchParams(next, { replace: true, preventScrollReset: true });
    }
    await activateLocale(other);
    // The switch holds in this browser whatever the answer; the account learns it when it can.
    if (user) saveLocale(other).catch(() => undefined);
  }

  return (
    <button
      type="button"
      lang={other}
      title={t('common.language.switchTitle')}
      className={`language-switch rounded-md px-2 py-2 text-sm font-semibold sm:px-3 ${className}`}
      onClick={switchLanguage}
    >
      {LOCALE_NAMES[other]}
    </button>
  );
}
