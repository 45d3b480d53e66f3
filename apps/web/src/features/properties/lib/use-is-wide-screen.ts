import { useSyncExternalStore } from 'react';

/** Tailwind's `lg`: from here the search page shows its controls in full and the map beside the list. */
const WIDE_SCREEN = '(min-width: 1024px)';

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(WIDE_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isWideScreen() {
  return typeof window.matchMedia === 'function' && window.matchMedia(WIDE_SCREEN).matches;
}

/**
 * Whether the screen is a desktop's. Only for what CSS cannot decide (which controls a dialog holds); the
 * layout itself switches in CSS, so the server's HTML fits every screen. The server assumes a phone.
 */
export function useIsWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWideScreen, () => false);
}
