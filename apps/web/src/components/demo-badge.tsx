import { commonText } from '../lib/common-text';
import { useIsDemo } from '../lib/demo-mode';

/** The badge's words in English (as the tests read them); shown in the language being read. */
export const DEMO_BADGE_TEXT = 'Demo';
export const DEMO_BADGE_DETAIL =
  'Sample listings and accounts; card payments go through a sandbox and no money moves.';

/** Says plainly, beside the brand on every page, that this Nestlane runs in demo mode. */
export function DemoBadge() {
  if (!useIsDemo()) return null;
  const detail = commonText('common.demo.detail');
  return (
    <span
      title={detail}
      className="rounded-full border border-amber-300 bg-amber-100 px-2 py-px text-[11px] leading-4 font-bold tracking-wide text-amber-900 uppercase sm:py-0.5 sm:text-xs"
    >
      {commonText('common.demo.badge')}
      <span className="sr-only">: {detail}</span>
    </span>
  );
}
