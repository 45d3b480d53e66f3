import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundContent } from '../../components/not-found-content';

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
      <h1 className="text-3xl font-extrabold text-ink">Nestlane hit a snag</h1>
      <p className="max-w-md text-slate-600">
        Something unexpected went wrong on our side. Reloading usually helps; if not, start again from the
        home page.
      </p>
      <div className="flex gap-3">
        <button type="button" className="btn-outline" onClick={() => window.location.reload()}>
          Reload
        </button>
        <a href="/" className="btn-primary">
          Go Home
        </a>
      </div>
    </main>
  );
}
