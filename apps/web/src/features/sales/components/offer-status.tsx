import type { OfferStatus as Status } from '@nestlane/shared';

const STATUS_CLASS: Record<Status, string> = {
  pending: 'bg-amber-100 text-amber-900',
  accepted: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
  bought: 'bg-sky-100 text-sky-900',
};

/** An offer's status as a coloured word ('pending', 'accepted', …), its colour never the only cue. */
export function OfferStatus({ status }: { status: Status }) {
  return (
    <span className={`rounded-md px-2.5 py-1 text-sm font-bold capitalize ${STATUS_CLASS[status]}`}>
      {status}
    </span>
  );
}
