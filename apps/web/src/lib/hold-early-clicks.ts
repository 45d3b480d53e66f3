/**
 * A button pressed on a server-rendered page before its code has loaded (decision 041). React replays a
 * click that lands on a part it has not hydrated yet, but only once `hydrateRoot` has attached its
 * listeners; before that a click reaches no handler and is lost (measured: e2e/specs/early-input.spec.ts
 * pressed Compare on a search result before the code loaded, and it stayed unpressed in 6 runs of 6).
 * Until then a click on a button is held and given again right after `hydrateRoot` is called, from where
 * React's own replay takes it: it hydrates the part the button is in first, then runs the click.
 * Links are not held: without the app they still go where they point.
 */
export function holdEarlyClicks(doc: Document = document): { release: () => void } {
  const held: HTMLElement[] = [];
  function hold(event: MouseEvent) {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button || button.disabled) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(button);
  }
  doc.addEventListener('click', hold, { capture: true });
  return {
    release() {
      doc.removeEventListener('click', hold, { capture: true });
      for (const button of held.splice(0)) if (button.isConnected) button.click();
    },
  };
}
