import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NotFoundContent } from '../../components/not-found-content';
import { commonMessages, useT } from '../../i18n';
import { usePageTitle } from '../../lib/use-page-title';

/** Errors of a page inside the main layout: a 404 shows the not-found page, anything else a friendly message. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return <ErrorMessage />;
}

function ErrorMessage() {
  const t = useT(commonMessages);
  usePageTitle(t('common.routeError.title'));
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-5 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('common.routeError.heading')}</h1>
      <p className="text-slate-600">{t('common.routeError.body')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-outline" onClick={() => window.location.reload()}>
          {t('common.routeError.tryAgain')}
        </button>
        <Link to="/" className="btn-primary">
          {t('common.goHome')}
        </Link>
      </div>
    </section>
  );
}
