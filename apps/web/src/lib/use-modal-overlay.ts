import { type RefObject, useEffect, useEffectEvent } from 'react';
import { openModalLayer } from './modal-layer';

/**
 * Makes everything outside `overlay` inert, the way a modal dialog does, while `isModal`: each sibling of
 * the overlay and of each of its ancestors up to <body> (issue 27, decision 057). What is inert is neither
 * clicked, focused nor read by a screen reader. Focus moves into the overlay; Escape calls `onClose`; when
 * the overlay stops being modal (closed, or the screen grew), what was made inert is given back and focus
 * returns to `returnFocus` if it was in the overlay or lost on the way. While it is modal the app's live
 * status messages (toasts) are drawn inside it, still read out (lib/modal-layer.ts, decision 065).
 */
export function useModalOverlay({
  overlay,
  isModal,
  label,
  onClose,
  returnFocus,
}: {
  overlay: RefObject<HTMLElement | null>;
  isModal: boolean;
  /** The dialog's name. */
  label: string;
  onClose: () => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  // The dialog's roles are written here, never by the server: its HTML does not know the screen, and a
  // desktop's screen reader must not read the page as one dialog until it hydrates.
  useEffect(() => {
    const element = overlay.current;
    if (!isModal || !element) return;
    element.setAttribute('aria-label', label);
    return () => element.removeAttribute('aria-label');
  }, [overlay, isModal, label]);
  // The latest onClose, without opening the overlay again (and moving focus) when its identity changes.
  const close = useEffectEvent(onClose);
  useEffect(() => {
    const element = overlay.current;
    if (!isModal || !element) return;
    const madeInert = makeOutsideInert(element);
    const closeLayer = openModalLayer(element);
    element.setAttribute('role', 'dialog');
    element.setAttribute('aria-modal', 'true');
    element.tabIndex = -1;
    element.focus({ preventScroll: true });
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key === 'Escape' && !event.defaultPrevented) close();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      closeLayer();
      for (const node of madeInert) node.removeAttribute('inert');
      for (const name of ['role', 'aria-modal', 'tabindex']) element.removeAttribute(name);
      const active = document.activeElement;
      const wasInOverlay =
        !active || active === document.body || element.contains(active) || !element.isConnected;
      if (wasInOverlay && returnFocus.current?.isConnected) returnFocus.current.focus();
    };
  }, [overlay, isModal, returnFocus]);
}

function makeOutsideInert(element: HTMLElement): Element[] {
  const madeInert: Element[] = [];
  for (let node: HTMLElement | null = element; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling === node || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      madeInert.push(sibling);
    }
  }
  return madeInert;
}
