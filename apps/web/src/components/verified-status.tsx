import type { Property } from '@nestlane/shared';
import BadgeCheck from 'lucide-react/icons/badge-check';
import XCircle from 'lucide-react/icons/circle-x';
import Clock from 'lucide-react/icons/clock';

type Status = Property['propertyVerificationStatus'];

const STATUS_STYLE: Record<Status, { icon: typeof BadgeCheck; className: string }> = {
  verified: { icon: BadgeCheck, className: 'text-emerald-700' },
  pending: { icon: Clock, className: 'text-amber-700' },
  rejected: { icon: XCircle, className: 'text-red-700' },
};

/** The listing's verification status beside its badge (a verified tick, or a clock while pending). */
export function VerifiedStatus({ status }: { status: Status }) {
  const { icon: Icon, className } = STATUS_STYLE[status];
  return (
    <span className={`inline-flex items-center gap-1 text-sm font-semibold capitalize ${className}`}>
      <Icon aria-hidden="true" className="size-4" />
      {status}
    </span>
  );
}
