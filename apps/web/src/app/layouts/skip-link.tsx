import { commonMessages, useT } from '../../i18n';

/**
 * The first Tab stop of every layout: past the navigation straight to the page's <main> (WCAG 2.4.1).
 * Hidden until focused.
 */
export function SkipLink() {
  const t = useT(commonMessages);
  return (
    <a
      href="#main-content"
      className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-semibold text-ink shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('common.skipLink')}
    </a>
  );
}
