import { Link } from 'react-router';
import { DemoBadge } from '../../components/demo-badge';

/** The logo and name linking home, with the Demo badge beside them: the navigation bar's and the dashboard's. */
export function Brand({
  isCompact = false,
  className = 'text-ink',
}: {
  isCompact?: boolean;
  className?: string;
}) {
  const logoSize = isCompact ? 28 : 32;
  return (
    <div className="flex items-center gap-2">
      <Link
        to="/"
        className={`flex items-center gap-2 font-extrabold tracking-tight ${isCompact ? 'text-xl' : 'text-2xl'} ${className}`}
      >
        <img
          src="/images/favicon.svg"
          alt=""
          width={logoSize}
          height={logoSize}
          className={isCompact ? 'size-7' : 'size-8'}
        />
        Nestlane
      </Link>
      <DemoBadge />
    </div>
  );
}
