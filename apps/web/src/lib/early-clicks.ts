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

export function holdEarlyClicks(doc: Document = document): {
  releaseTyping: () => void;
  release: () => void;
} {
  const held: HTMLElement[] = [];
  const typed = new Map<HTMLElement, FieldValue>();
  const hold = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>(HELD);
    if (!control || control.closest('a')) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(control)) held.push(control);
  };
  const noteTyping = (event: Event) => {
    const field = (event.target as Element | null)?.closest<HTMLElement>(TYPED);
    // What it holds now: the hydration, or a render after it, may set it back to the app's state.
    if (field) typed.set(field, readField(field));
  };
  doc.addEventListener('click', hold, true);
  doc.addEventListener('input', noteTyping, true);
  return {
    /** Right after the hydration: each field typed into gets its text back and announces it. */
    releaseTyping() {
      doc.removeEventListener('input', noteTyping, true);
      for (const [field, value] of typed) {
        if (!field.isConnected) continue;
        writeField(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
        // A select, a checkbox or a radio reports its choice with `change` (the app's onChange).
        if (!(field instanceof HTMLTextAreaElement) && !isTextField(field)) {
          field.dispatchEvent(new Event('change', { bubbles: true }));
        }
      }
      typed.clear();
    },
    /** Once every part is hydrated: the buttons pressed are pressed again. */
    release() {
      doc.removeEventListener('click', hold, true);
      for (const control of held.splice(0)) if (control.isConnected) control.click();
    },
  };
}

type FieldValue = string | boolean;

function isTextField(field: HTMLElement): boolean {
  return field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio';
}

function readField(field: HTMLElement): FieldValue {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked;
  }
  return (field as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement).value;
}

function writeField(field: HTMLElement, value: FieldValue): void {
  if (typeof value === 'boolean') (field as HTMLInputElement).checked = value;
  else (field as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement).value = value;
}
