import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useT } from '../../../i18n';
import { formatRecentTime } from '../../../lib/format-date-time';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth';
import { useEnquiries } from '../api/get-enquiries';
import { enquiriesMessages } from '../messages';

/**
 * Enquiries (issue 12): the threads of the signed-in person, about their listings as an agent and
 * about others' as a buyer, newest activity first; a thread with a message not yet opened is marked.
 */
export function EnquiriesPage() {
  // The dashboard link's name: an agent's Enquiries are mostly about their listings, a user's are their own.
  const { role } = useCurrentUser();
  const t = useT(enquiriesMessages);
  const title = role === 'agent' ? t('enquiries.title.agent') : t('enquiries.title.user');
  usePageTitle(title);
  const { data: threads, isPending, error, refetch } = useEnquiries();
  return (
    <section className="mx-auto max-w-4xl">
      <h1 className="mb-6 text-3xl font-extrabold text-ink">{title}</h1>
      {isPending && <LoadingSpinner label={t('enquiries.loading')} className="h-40" />}
      {error && <LoadError what={t('enquiries.loadWhat')} error={error} onRetry={() => refetch()} />}
      {threads?.length === 0 && <EmptyState text={t('enquiries.empty')} />}
      {threads && threads.length > 0 && (
        <ul aria-label={t('enquiries.threads')} className="space-y-3">
          {threads.map((thread) => (
            <li key={thread._id}>
              <Link
                to={`/dashboard/enquiries/${thread._id}`}
                className={`block rounded-xl border p-4 hover:border-brand ${
                  thread.isUnread ? 'border-brand bg-brand-soft' : 'border-slate-200 bg-white'
                }`}
              >
                <span className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-bold text-ink">
                    {thread.propertyTitle}
                    {thread.isUnread && (
                      <span className="ml-2 rounded-full bg-ink px-2 py-0.5 text-xs font-semibold text-white">
                        {t('enquiries.unread')}
                      </span>
                    )}
                  </span>
                  <time dateTime={thread.lastMessageAt} className="text-sm text-slate-700">
                    {formatRecentTime(thread.lastMessageAt)}
                  </time>
                </span>
                <span className="mt-1 block text-sm text-slate-700">
                  {thread.side === 'agent'
                    ? t('enquiries.from', { name: thread.otherName })
                    : t('enquiries.to', { name: thread.otherName })}
                </span>
                <span className="mt-1 block truncate text-slate-700">{thread.lastMessage}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
