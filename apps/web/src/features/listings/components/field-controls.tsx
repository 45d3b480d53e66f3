import type { ComponentPropsWithRef } from 'react';
import { LabelledControl } from '../../../components/labelled-control';

type Option = { value: string; label: string };
type SelectFieldProps = ComponentPropsWithRef<'select'> & {
  label: string;
  error?: string;
  options: readonly Option[];
  /** A first, unselectable option shown while nothing is chosen ('Choose a division'). */
  placeholder?: string;
};

/** FormField's select twin. */
export function SelectField({ label, error, options, placeholder, ...selectProps }: SelectFieldProps) {
  return (
    <LabelledControl label={label} error={error}>
      {({ id, describedBy }) => (
        <select
          id={id}
          className="field"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...selectProps}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledControl>
  );
}

/** Option lists from stored values, each shown as `labelOf` words it (in the language being read). */
export function toOptions<Value extends string>(
  values: readonly Value[],
  labelOf: (value: Value) => string,
): Option[] {
  return values.map((value) => ({ value, label: labelOf(value) }));
}
