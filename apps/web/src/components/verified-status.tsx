import type { Property } from '@nestlane/shared';
import { valueLabel } from '../i18n';
import { SpriteIcon, type SpriteIconName } from './icon-sprite';

type Status = Property['propertyVerificationStatus'];

const STATUS_STYLE: Record<Status, { icon: SpriteIconName; className: string }> = {
  verified: { icon: 'badge-check', className: 'text-emerald-700' },
  pending: { icon: 'clock', className: 'text-amber-700' },
  rejected: { icon: 'circle-x', className: 'text-red-700' },
};

/** The listing's verification status beside its badge (a verified tick, or a clock while pending). */
export function VerifiedStatus({ status }: { status: Status }) {
  const { icon, className } = STATUS_STYLE[status];
  return (
    <span className={`inline-flex items-center gap-1 text-sm font-semibold capitalize ${className}`}>
      <SpriteIcon name={icon} className="size-4" />
      {valueLabel('verification', status)}
    </span>
  );
}
