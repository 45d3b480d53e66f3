import { LOADING_SPINNER_COLOR } from '@nestlane/shared';
import { commonText } from '../lib/common-text';

const SPINNER_SIZE = 50;

/** The spec's orange loading animation (size 50), announced to screen readers. */
export function LoadingSpinner({
  label = commonText('common.loading'),
  className = '',
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div role="status" className={`flex items-center justify-center ${className}`}>
      <svg
        width={SPINNER_SIZE}
        height={SPINNER_SIZE}
        viewBox="0 0 50 50"
        aria-hidden="true"
        className="animate-spin motion-reduce:animate-[spin_3s_linear_infinite]"
      >
        <circle
          cx="25"
          cy="25"
          r="20"
          fill="none"
          stroke={LOADING_SPINNER_COLOR}
          strokeOpacity="0.2"
          strokeWidth="5"
        />
        <path
          d="M25 5 a20 20 0 0 1 20 20"
          fill="none"
          stroke={LOADING_SPINNER_COLOR}
          strokeWidth="5"
          strokeLinecap="round"
        />
      </svg>
      <span className="sr-only">{label}</span>
    </div>
  );
}
