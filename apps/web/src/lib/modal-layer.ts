/**
 * The modal overlay open now (the phone's map, decision 060; a Radix dialog, components/modal-dialog.tsx,
 * decision 070), for the app's live status messages: toasts, the notice that tells a toast the toaster
 * could not show, the offline banner. WAI-ARIA's modal dialog leaves everything outside it inert and hidden
 * from assistive technology, which would silence a status raised while it is open; so they are drawn inside
 * it meanwhile (app/above-open-modal.tsx, decision 065), as the HTML top layer keeps a popover shown over a
 * modal <dialog> reachable. The last one opened is on top.
 */
type Listener = () => void;

const open: HTMLElement[] = [];
const listeners = new Set<Listener>();

function tell() {
  for (const listener of listeners) listener();
}

/** `overlay` is modal until the returned function is called. */
export function openModalLayer(overlay: HTMLElement): () => void {
  open.push(overlay);
  tell();
  return () => {
    const at = open.lastIndexOf(overlay);
    if (at !== -1) open.splice(at, 1);
    tell();
  };
}

/** For useSyncExternalStore: the top modal overlay, or null when none is open. */
export function readTopModalLayer(): HTMLElement | null {
  return open.at(-1) ?? null;
}

export function subscribeModalLayer(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
