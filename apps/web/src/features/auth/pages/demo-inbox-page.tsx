import { Link, useSearchParams } from 'react-router';
import { useAppConfig } from '../../../lib/app-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { type OutboxMessage, useOutbox } from '../api/outbox';

/** While the awaited mail is not there yet (the API writes it after answering), look again this often. */
const WAIT_FOR_MAIL_MS = 1500;

export const DEMO_INBOX_MESSAGES = {
  unavailable: 'There is no demo inbox here: this Nestlane sends its mail to real mailboxes.',
  empty: 'No mail yet.',
} as const;

/** The mailed link as an in-app route when it points at this app (no full reload), else as is. */
function MailLink({ href }: { href: string }) {
  const url = new URL(href, window.location.origin);
  const className = 'btn-primary mt-3';
  if (url.origin === window.location.origin) {
    return (
      <Link to={`${url.pathname}${url.search}`} className={className}>
        Open link
      </Link>
    );
  }
  return (
    <a href={url.href} className={className}>
      Open link
    </a>
  );
}

function MailItem({ message }: { message: OutboxMessage }) {
  return (
    <li>
      <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm wrap-anywhere">
        <h2 className="text-lg font-bold text-ink">{message.subject}</h2>
        <p className="text-sm text-slate-600">
          To {message.to} · <time dateTime={message.sentAt}>{new Date(message.sentAt).toLocaleString()}</time>
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
  usePageTitle('Demo Inbox');
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
      <h1 className="text-3xl font-extrabold text-ink">Demo Inbox</h1>
      <p className="mt-2 text-slate-700">
        Demo mode keeps the mail Nestlane would send here, readable on the machine that runs the demo. With
        SMTP configured, mail goes to real mailboxes instead.
      </p>
      {recipient && (
        <p className="mt-4 text-slate-700">
          Mail to <strong>{recipient}</strong>.{' '}
          <Link to="/demoInbox" className="font-semibold text-brand-text hover:underline">
            Show all mail
          </Link>
        </p>
      )}
      <div className="mt-6">
        {outbox.isPending ? (
          <p role="status">Loading mail…</p>
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
