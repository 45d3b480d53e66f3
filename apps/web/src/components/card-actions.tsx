import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';

type CardActionsProps = {
  /** The card's way on (Update, Make An Offer): a link, or while `unavailable` says why, a disabled button. */
  action: { to: string; text: string; label: string; className: string; unavailable?: string };
  /** The card's other button (its Delete), beside the action. */
  children: ReactNode;
};

/** Two buttons under a dashboard card, and why the first is off when it is (described by that line). */
export function CardActions({ action, children }: CardActionsProps) {
  const noteId = useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-2">
        {action.unavailable === undefined ? (
          <Link to={action.to} aria-label={action.label} className={action.className}>
            {action.text}
          </Link>
        ) : (
          <button
            type="button"
            disabled
            aria-label={action.label}
            aria-describedby={noteId}
            className={action.className}
          >
            {action.text}
          </button>
        )}
        {children}
      </div>
      {action.unavailable !== undefined && (
        <p id={noteId} className="text-sm text-slate-700">
          {action.unavailable}
        </p>
      )}
    </div>
  );
}
