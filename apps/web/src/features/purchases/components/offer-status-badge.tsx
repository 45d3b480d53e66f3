import type { OfferStatus } from '@nestlane/shared';

/** Each status its own colour; every pair keeps AA contrast for small text. */
const STATUS_CLASS: Record<OfferStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  accepted: 'bg-sky-100 text-sky-900',
  rejected: 'bg-red-100 text-red-900',
  bought: 'bg-emerald-100 text-emerald-900',
};

/** The offer's status as a badge (spec §2 screen 3), its word always written out. */
export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-3 py-1 text-xs font-bold capitalize ${STATUS_CLASS[status]}`}
    >
      {status}
    </span>
  );
}
