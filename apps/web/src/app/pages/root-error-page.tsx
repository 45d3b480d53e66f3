import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundContent } from '../../components/not-found-content';
import { commonText } from '../../lib/common-text';

/**
 * Last resort when the layout itself fails. Plain links and a reload, nothing that depends on the
 * part of the app that just broke.
 */
export function RootErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main id="main-content">
        <NotFoundContent />
      </main>
    );
  }
  return (
    <main
      id="main-content"
      className="flex min-h-screen flex-col items-center justify-center gap-5 px-4 text-center"
    >
      <h1 className="text-3xl font-extrabold text-ink">{commonText('common.rootError.heading')}</h1>
      <p className="max-w-md text-slate-600">{commonText('common.rootError.body')}</p>
      <div className="flex gap-3">
        <button type="button" className="btn-outline" onClick={() => window.location.reload()}>
          {commonText('common.rootError.reload')}
        </button>
        <a href="/" className="btn-primary">
          {commonText('common.goHome')}
        </a>
      </div>
    </main>
  );
}
