import { useIsDemo } from '../lib/demo-mode';

export const DEMO_BADGE_TEXT = 'Demo';
export const DEMO_BADGE_DETAIL =
  'Sample listings and accounts; card payments go through a sandbox and no money moves.';

/** Says plainly, beside the brand on every page, that this Nestlane runs in demo mode. */
export function DemoBadge() {
  if (!useIsDemo()) return null;
  return (
    <span
      title={DEMO_BADGE_DETAIL}
      className="rounded-full border border-amber-300 bg-amber-100 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-amber-900"
    >
      {DEMO_BADGE_TEXT}
      <span className="sr-only">: {DEMO_BADGE_DETAIL}</span>
    </span>
  );
}
