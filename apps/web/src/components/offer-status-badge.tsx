import type { OfferStatus } from '@nestlane/shared';
import { valueLabel } from '../i18n';

/** Each status its own colour, the same for the buyer and the agent; every pair keeps AA contrast. */
const STATUS_CLASS: Record<OfferStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  accepted: 'bg-sky-100 text-sky-900',
  rejected: 'bg-red-100 text-red-900',
  bought: 'bg-emerald-100 text-emerald-900',
  booked: 'bg-violet-100 text-violet-900',
  completed: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-900',
};

/** An offer's status as a badge (Property Bought's cards, Requested Properties' table), its word written out. */
export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-3 py-1 text-xs font-bold capitalize ${STATUS_CLASS[status]}`}
    >
      {valueLabel('offer', status)}
    </span>
  );
}
