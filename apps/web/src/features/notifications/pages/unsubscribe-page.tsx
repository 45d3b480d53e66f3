import { Link, useSearchParams } from 'react-router';
import { useT } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUnsubscribe } from '../api/notifications';
import { notificationsMessages } from '../messages';

/**
 * /unsubscribe?token=… from a notification email: one click confirms (a POST, so a mail scanner that
 * follows the link unsubscribes nobody). Works without signing in; the token is signed by the server.
 */
export function UnsubscribePage() {
  const t = useT(notificationsMessages);
  usePageTitle(t('notifications.unsubscribe.title'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const unsubscribe = useUnsubscribe();

  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-extrabold text-ink">{t('notifications.unsubscribe.title')}</h1>
      {!token ? (
        <p role="alert" className="mt-4 text-red-700">
          {t('notifications.unsubscribe.missingToken')}
        </p>
      ) : unsubscribe.isSuccess ? (
        <div role="status" className="mt-4">
          <p className="text-lg text-ink">
            {t('notifications.unsubscribe.done', {
              label: t(`notifications.kind.${unsubscribe.data.kind}`),
            })}
          </p>
          <p className="mt-2 text-slate-700">
            {t('notifications.unsubscribe.switchBack')}{' '}
            <Link to="/dashboard/myProfile" className="font-semibold text-brand-text underline">
              {t('notifications.unsubscribe.openProfile')}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p className="mt-4 text-slate-700">{t('notifications.unsubscribe.ask')}</p>
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
            {t('notifications.unsubscribe.button')}
          </button>
        </>
      )}
    </section>
  );
}
