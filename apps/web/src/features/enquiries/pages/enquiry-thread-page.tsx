import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useT } from '../../../i18n';
import { formatRecentTime } from '../../../lib/format-date-time';
import { usePageTitle } from '../../../lib/use-page-title';
import { ENQUIRIES_KEY } from '../api/get-enquiries';
import { useEnquiryThread } from '../api/get-enquiry-thread';
import { ReplyForm } from '../components/reply-form';
import { enquiriesMessages } from '../messages';

/** One enquiry: its messages, oldest first, and a reply form while the listing is public. */
export function EnquiryThreadPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const { data: thread, isPending, error, refetch } = useEnquiryThread(id);
  const t = useT(enquiriesMessages);
  usePageTitle(
    thread ? t('enquiries.thread.pageTitle', { title: thread.propertyTitle }) : t('enquiries.thread.heading'),
  );
  // Opening the thread marked it read: the list's mark goes too.
  useEffect(() => {
    if (thread) void queryClient.invalidateQueries({ queryKey: [ENQUIRIES_KEY, 'list'] });
  }, [thread, queryClient]);

  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <Link to="/dashboard/enquiries" className="text-sm font-semibold text-brand-text underline">
        {t('enquiries.thread.all')}
      </Link>
      {isPending && (
        <>
          <h1 className="text-3xl font-extrabold text-ink">{t('enquiries.thread.heading')}</h1>
          <LoadingSpinner label={t('enquiries.thread.loading')} className="h-40" />
        </>
      )}
      {error && (
        <>
          <h1 className="text-3xl font-extrabold text-ink">{t('enquiries.thread.heading')}</h1>
          <LoadError what={t('enquiries.thread.loadWhat')} error={error} onRetry={() => refetch()} />
        </>
      )}
      {thread && (
        <>
          <header>
            <h1 className="text-3xl font-extrabold text-ink">{thread.propertyTitle}</h1>
            <p className="mt-1 text-slate-700">
              {thread.side === 'agent'
                ? t('enquiries.thread.from', { name: thread.otherName })
                : t('enquiries.thread.to', { name: thread.otherName })}
              {thread.propertyId && thread.isOpen && (
                <>
                  {' · '}
                  <Link to={`/propertyDetail/${thread.propertyId}`} className="text-brand-text underline">
                    {t('enquiries.thread.viewListing')}
                  </Link>
                </>
              )}
            </p>
          </header>
          <ol aria-label={t('enquiries.thread.messages')} className="space-y-3">
            {thread.messages.map((message) => (
              <li
                key={message._id}
                className={`rounded-xl p-4 ${message.isMine ? 'ml-8 bg-brand-soft' : 'mr-8 border border-slate-200 bg-white'}`}
              >
                <p className="flex flex-wrap justify-between gap-2 text-sm">
                  <span className="font-bold text-ink">
                    {message.isMine ? t('enquiries.thread.you') : message.senderName}
                  </span>
                  <time dateTime={message.createdAt} className="text-slate-700">
                    {formatRecentTime(message.createdAt)}
                  </time>
                </p>
                <p className="mt-2 break-words whitespace-pre-line text-slate-800">{message.body}</p>
              </li>
            ))}
          </ol>
          {thread.isOpen ? (
            <ReplyForm enquiryId={thread._id} />
          ) : (
            <p className="rounded-lg bg-slate-50 p-4 text-slate-700">{t('enquiries.thread.closed')}</p>
          )}
        </>
      )}
    </section>
  );
}
