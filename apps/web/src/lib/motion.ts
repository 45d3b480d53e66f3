import { useEffect } from 'react';

/** Whether the person asked their system for less motion (never, where the browser cannot say). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Spec §2 (Make Offer, agent profile): a smooth scroll to the top on opening, instant for less motion. */
export function useScrollToTopOnOpen() {
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  }, []);
}
