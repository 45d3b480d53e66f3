/**
 * A server-rendered page is on screen before its code has run (main.tsx): a button pressed or a box typed
 * into in that time would be lost on the app. Such clicks are held here (captured before they reach the
 * page) and given again to the same buttons once the page is hydrated, whose DOM nodes the hydration keeps;
 * a field typed into or chosen in is announced again (`input`, and `change` for a select) so the app reads
 * what it holds. Links are left
 * alone: they work as plain links without the app.
 */
const HELD = 'button, [role="button"], summary, input[type="checkbox"], input[type="radio"]';
const TYPED = 'input, textarea, select';

export function holdEarlyClicks(doc: Document = document): { release: () => void } {
  const held: HTMLElement[] = [];
  const typed = new Set<HTMLElement>();
  const hold = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>(HELD);
    if (!control || control.closest('a')) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(control)) held.push(control);
  };
  const noteTyping = (event: Event) => {
    const field = (event.target as Element | null)?.closest<HTMLElement>(TYPED);
    if (field) typed.add(field);
  };
  doc.addEventListener('click', hold, true);
  doc.addEventListener('input', noteTyping, true);
  return {
    release() {
      doc.removeEventListener('click', hold, true);
      doc.removeEventListener('input', noteTyping, true);
      for (const field of typed) {
        if (!field.isConnected) continue;
        field.dispatchEvent(new Event('input', { bubbles: true }));
        // A select reports its choice with `change` (React's onChange on a <select>).
        if (field instanceof HTMLSelectElement) field.dispatchEvent(new Event('change', { bubbles: true }));
      }
      typed.clear();
      for (const control of held.splice(0)) if (control.isConnected) control.click();
    },
  };
}
