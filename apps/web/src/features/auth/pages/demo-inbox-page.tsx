import { Trans } from '@lingui/react';
import { Link, useSearchParams } from 'react-router';
import { translate, useLocale, useT } from '../../../i18n';
import { useAppConfig } from '../../../lib/app-config';
import { formatRecentTime } from '../../../lib/format-date-time';
import { usePageTitle } from '../../../lib/use-page-title';
import { type OutboxMessage, useOutbox } from '../api/outbox';
import { authMessages } from '../messages';

/** While the awaited mail is not there yet (the API writes it after answering), look again this often. */
const WAIT_FOR_MAIL_MS = 1500;

/** In the language being read when they are read. */
export const DEMO_INBOX_MESSAGES = {
  get unavailable() {
    return translate(authMessages, 'auth.demoInbox.unavailable');
  },
  get empty() {
    return translate(authMessages, 'auth.demoInbox.empty');
  },
};

/** The mailed link as an in-app route when it points at this app (no full reload), else as is. */
function MailLink({ href }: { href: string }) {
  const url = new URL(href, window.location.origin);
  const t = useT(authMessages);
  const className = 'btn-primary mt-3';
  if (url.origin === window.location.origin) {
    return (
      <Link to={`${url.pathname}${url.search}`} className={className}>
        {t('auth.demoInbox.openLink')}
      </Link>
    );
  }
  return (
    <a href={url.href} className={className}>
      {t('auth.demoInbox.openLink')}
    </a>
  );
}

function MailItem({ message }: { message: OutboxMessage }) {
  const t = useT(authMessages);
  const locale = useLocale();
  // This page is never rendered on the server, so it may say how long ago.
  const sentAt = formatRecentTime(message.sentAt, locale);
  return (
    <li>
      <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm wrap-anywhere">
        <h2 className="text-lg font-bold text-ink">{message.subject}</h2>
        <p className="text-sm text-slate-600">
          {t('auth.demoInbox.to', { recipient: message.to })} ·{' '}
          <time dateTime={message.sentAt}>{sentAt}</time>
        </p>
        <p className="mt-3 whitespace-pre-line break-words text-slate-800">{message.text}</p>
        {message.link && <MailLink href={message.link} />}
      </article>
    </li>
  );
}

/**
 * The demo inbox (GET /api/outbox): in demo mode without SMTP, the mail Nestlane would send lands here
 * readable only on the machine that runs the demo (decision 009). `?to=` shows one address's mail, as the forgot-password page links it.
 */
export function DemoInboxPage() {
  const t = useT(authMessages);
  usePageTitle(t('auth.demoInbox.title'));
  const [searchParams] = useSearchParams();
  const recipient = searchParams.get('to')?.trim().toLowerCase() || null;
  const outbox = useOutbox({
    refetchInterval: (query) => {
      const messages = query.state.data;
      const hasMail = messages?.some((message) => !recipient || message.to.toLowerCase() === recipient);
      return query.state.status === 'error' || hasMail ? false : WAIT_FOR_MAIL_MS;
    },
  });
  // In demo mode the API says why it refused (asked from another machine); otherwise there is no inbox at all.
  const isDemo = useAppConfig().data?.demo === true;
  const messages = (outbox.data ?? []).filter(
    (message) => !recipient || message.to.toLowerCase() === recipient,
  );

  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-ink">{t('auth.demoInbox.title')}</h1>
      <p className="mt-2 text-slate-700">{t('auth.demoInbox.intro')}</p>
      {recipient && (
        <p className="mt-4 text-slate-700">
          <Trans id="auth.demoInbox.mailTo" values={{ recipient }} components={{ 0: <strong /> }} />{' '}
          <Link to="/demoInbox" className="font-semibold text-brand-text hover:underline">
            {t('auth.demoInbox.showAll')}
          </Link>
        </p>
      )}
      <div className="mt-6">
        {outbox.isPending ? (
          <p role="status">{t('auth.demoInbox.loading')}</p>
        ) : outbox.isError ? (
          <p role="alert">{isDemo ? outbox.error.message : DEMO_INBOX_MESSAGES.unavailable}</p>
        ) : messages.length === 0 ? (
          <p role="status">{DEMO_INBOX_MESSAGES.empty}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {messages.map((message) => (
              <MailItem key={`${message.sentAt}-${message.to}-${message.subject}`} message={message} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
