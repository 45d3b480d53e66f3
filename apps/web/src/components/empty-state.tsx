import { Link } from 'react-router';
import { localizeMessage } from '../i18n';

type EmptyStateProps = {
  /** The spec's line for an empty list, or why the page has nothing to do. */
  text: string;
  /** Where to go instead, as a button. */
  link?: { to: string; label: string };
};

/**
 * What a dashboard page shows in place of a list (or a form) when there is nothing to show. A message
 * constant (the spec's 'No Properties In WishList') shows in the language being read.
 */
export function EmptyState({ text, link }: EmptyStateProps) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center">
      <p className="text-lg font-semibold text-slate-700">{localizeMessage(text)}</p>
      {link && (
        <Link to={link.to} className="btn-primary mt-5">
          {link.label}
        </Link>
      )}
    </div>
  );
}
