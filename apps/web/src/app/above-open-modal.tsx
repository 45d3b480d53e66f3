import { type ReactNode, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { readTopModalLayer, subscribeModalLayer } from '../lib/modal-layer';

function readNoLayer() {
  return null;
}

/**
 * A live status message (a toast, the offline banner) stays read out and seen while a modal overlay is
 * open (decision 065): it is drawn inside the overlay, where nothing is inert and a screen reader that
 * keeps to an `aria-modal` dialog still hears it, above the overlay's own content; elsewhere, where it is.
 * What it holds for the keyboard (the notice's Dismiss) joins the overlay's own Tab order, so it traps
 * nothing, and nothing behind the overlay is clicked through it.
 */
export function AboveOpenModal({ children }: { children: ReactNode }) {
  const layer = useSyncExternalStore(subscribeModalLayer, readTopModalLayer, readNoLayer);
  return layer ? createPortal(children, layer) : children;
}
