import { useEffect, useLayoutEffect, useRef } from 'react';

const FOCUSABLE = 'button:not(:disabled), a[href], input:not(:disabled), select:not(:disabled)';

/**
 * Keeps keyboard focus in one place (a table row's actions) while an action started there runs. The
 * pressed button is disabled while the call runs and then replaced (Advertise by Disadvertise, Accept
 * by the word 'Accepted'), which drops focus to the page; the browser's next Tab would then land on some
 * other row. After each render, focus that fell to the page goes back to the first usable control of the
 * container, or to the container itself (focusable by script, so the status it shows is read out).
 * It lets go as soon as the person moves focus or clicks elsewhere.
 *
 * Put `containerRef` on an element that stays while the action runs, with tabIndex -1; call
 * `holdFocus()` when the action starts.
 */
export function useKeepFocus<T extends HTMLElement>() {
  const containerRef = useRef<T>(null);
  const isHolding = useRef(false);

  // No dependency list: every render may be the one that removed or disabled the focused button.
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!isHolding.current || !container) return;
    const active = document.activeElement;
    const isLost = active === null || active === document.body || active === container || !active.isConnected;
    if (!isLost) return;
    const control = container.querySelector<HTMLElement>(FOCUSABLE);
    // Still held afterwards: the control found may be the pressed one, disabled or replaced a moment later.
    (control ?? container).focus({ preventScroll: true });
  });

  useEffect(() => {
    function letGoIfElsewhere(event: Event) {
      if (!containerRef.current?.contains(event.target as Node)) isHolding.current = false;
    }
    document.addEventListener('focusin', letGoIfElsewhere);
    document.addEventListener('pointerdown', letGoIfElsewhere);
    return () => {
      document.removeEventListener('focusin', letGoIfElsewhere);
      document.removeEventListener('pointerdown', letGoIfElsewhere);
    };
  }, []);

  function holdFocus() {
    isHolding.current = true;
  }

  return { containerRef, holdFocus };
}
