import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * A controlled field of a server-rendered page takes what was typed or chosen in it before React hydrated
 * it. React 19 leaves that text or choice on screen but fires no change for it (its replay,
 * `enableHydrationChangeEvent` in facebook/react#33129, is not in a stable release): the state keeps the
 * server's value and the page acts on that. Once, as the field mounts, a value that differs from `value`
 * is read in a layout effect, before any later render could write the state's value back into the field,
 * and goes to `onEarlyValue` in an effect: after every layout effect, so a navigation it starts is not
 * refused as one started during the first render (React Router's `useNavigate` is ready only then).
 *
 * Put the returned ref on the <input> or <select>, or on any element `readEarlyValue` reads the choice
 * from (a radio group's <fieldset>: the value of its checked radio).
 */
export function useAdoptEarlyValue<Field extends Element = HTMLInputElement>(
  value: string,
  onEarlyValue: (early: string) => void,
  readEarlyValue: (field: Field) => string | undefined = readFieldValue,
) {
  const fieldRef = useRef<Field>(null);
  const atMount = useRef({
    value,
    onEarlyValue,
    readEarlyValue,
    early: undefined as string | undefined,
    isDone: false,
  });

  useLayoutEffect(() => {
    const { isDone, readEarlyValue: read } = atMount.current;
    if (!isDone && fieldRef.current) atMount.current.early = read(fieldRef.current);
  }, []);
  useEffect(() => {
    const { early, isDone } = atMount.current;
    // Once: StrictMode runs a mount's effects twice in development.
    atMount.current.isDone = true;
    if (!isDone && early !== undefined && early !== atMount.current.value)
      atMount.current.onEarlyValue(early);
  }, []);

  return fieldRef;
}

function readFieldValue(field: Element): string | undefined {
  return field instanceof HTMLInputElement || field instanceof HTMLSelectElement ? field.value : undefined;
}

/** The value of the radio checked in a group, if any. */
export function readCheckedRadio(group: Element): string | undefined {
  return group.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
}
