import { MESSAGES } from '@nestlane/shared';
import { Link } from 'react-router';
import { localizeDigits, localizeMessage } from '../i18n';
import { commonText } from '../lib/common-text';
import { usePageTitle } from '../lib/use-page-title';

/** The not-found page body: used by the '*' route and by loaders that answer 404. */
export function NotFoundContent() {
  usePageTitle(commonText('common.notFound.title'));
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-brand" aria-hidden="true">
        {localizeDigits(404)}
      </p>
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{localizeMessage(MESSAGES.notFound)}</h1>
      <Link to="/" className="btn-primary">
        {commonText('common.goHome')}
      </Link>
    </section>
  );
}
