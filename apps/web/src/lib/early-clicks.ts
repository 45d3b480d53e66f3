/**
 * A server-rendered page is on screen before its code has run (main.tsx): a button pressed in that time
 * would do nothing. Such clicks are held here (captured before they reach the page) and given again to the
 * same buttons once the page is hydrated, whose DOM nodes the hydration keeps. Links are left alone: they
 * work as plain links without the app.
 */
const HELD = 'button, [role="button"], summary, input[type="checkbox"], input[type="radio"]';

export function holdEarlyClicks(doc: Document = document): { release: () => void } {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>(HELD);
    if (!control || control.closest('a')) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(control)) held.push(control);
  };
  doc.addEventListener('click', hold, true);
  return {
    release() {
      doc.removeEventListener('click', hold, true);
      for (const control of held.splice(0)) if (control.isConnected) control.click();
    },
  };
}
