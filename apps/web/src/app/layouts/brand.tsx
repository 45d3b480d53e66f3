import { Link } from 'react-router';
import { DemoBadge } from '../../components/demo-badge';

/**
 * The logo and name linking home, with the Demo badge beside them: the navigation bar's and the dashboard's.
 * On a phone the badge sits under the name, so a signed-in bar (bell, avatar, language, menu) still fits
 * 360 px without the badge covering the name or the name being cut.
 */
export function Brand({
  isCompact = false,
  className = 'text-ink',
}: {
  isCompact?: boolean;
  className?: string;
}) {
  const logoSize = isCompact ? 28 : 32;
  return (
    <div className="flex flex-col items-start gap-0.5 sm:flex-row sm:items-center sm:gap-2">
      <Link
        to="/"
        className={`flex shrink-0 items-center gap-2 font-extrabold tracking-tight whitespace-nowrap ${isCompact ? 'text-xl' : 'text-xl sm:text-2xl'} ${className}`}
      >
        <img
          src="/images/favicon.svg"
          alt=""
          width={logoSize}
          height={logoSize}
          className={isCompact ? 'size-7' : 'size-7 sm:size-8'}
        />
        Nestlane
      </Link>
      <DemoBadge />
    </div>
  );
}
