import { useLayoutEffect, useRef } from 'react';

/**
 * A controlled field of a server-rendered page takes what was typed into it before React hydrated it.
 * React 19 leaves that text on screen but fires no change for it (its replay, `enableHydrationChangeEvent`
 * in facebook/react#33129, is not in a stable release): the state keeps the server's value and the page
 * acts on that. Once, as the field mounts, text that differs from `value` goes to `onTyped` — in a layout
 * effect, before any later render could write the state's value back into the field.
 *
 * Put the returned ref on the <input>.
 */
export function useAdoptTypedValue(value: string, onTyped: (typed: string) => void) {
  const fieldRef = useRef<HTMLInputElement>(null);
  const atMount = useRef({ value, onTyped });

  useLayoutEffect(() => {
    const typed = fieldRef.current?.value;
    if (typed !== undefined && typed !== atMount.current.value) atMount.current.onTyped(typed);
  }, []);

  return fieldRef;
}
