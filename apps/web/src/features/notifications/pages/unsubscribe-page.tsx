import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUnsubscribe } from '../api/notifications';

export const UNSUBSCRIBE_MESSAGES = {
  title: 'Unsubscribe',
  ask: 'Stop this kind of email from Nestlane? You will still see it in the bell when you sign in.',
  button: 'Unsubscribe',
  done: (label: string) => `You are unsubscribed from “${label}” emails.`,
  switchBack: 'You can switch them back on in My Profile.',
  missingToken: 'This unsubscribe link is incomplete. Please use the link from the email.',
} as const;

/**
 * /unsubscribe?token=… from a notification email: one click confirms (a POST, so a mail scanner that
 * follows the link unsubscribes nobody). Works without signing in; the token is signed by the server.
 */
export function UnsubscribePage() {
  usePageTitle(UNSUBSCRIBE_MESSAGES.title);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const unsubscribe = useUnsubscribe();

  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-extrabold text-ink">{UNSUBSCRIBE_MESSAGES.title}</h1>
      {!token ? (
        <p role="alert" className="mt-4 text-red-700">
          {UNSUBSCRIBE_MESSAGES.missingToken}
        </p>
      ) : unsubscribe.isSuccess ? (
        <div role="status" className="mt-4">
          <p className="text-lg text-ink">{UNSUBSCRIBE_MESSAGES.done(unsubscribe.data.label)}</p>
          <p className="mt-2 text-slate-700">
            {UNSUBSCRIBE_MESSAGES.switchBack}{' '}
            <Link to="/dashboard/myProfile" className="font-semibold text-brand-text underline">
              Open My Profile
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p className="mt-4 text-slate-700">{UNSUBSCRIBE_MESSAGES.ask}</p>
          {unsubscribe.isError && (
            <p role="alert" className="mt-3 text-red-700">
              {unsubscribe.error.message}
            </p>
          )}
          <button
            type="button"
            className="btn-primary mt-6"
            disabled={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate(token)}
          >
            {UNSUBSCRIBE_MESSAGES.button}
          </button>
        </>
      )}
    </section>
  );
}
