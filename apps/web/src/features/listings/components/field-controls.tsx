import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';

/**
 * The select and textarea twins of components/form-field.tsx: a visible label tied to the control, and
 * the validation message under it as an alert that the control points to.
 */
export function LabelledControl({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-bold text-ink">
        {label}
      </label>
      {children({ id, describedBy: error ? errorId : undefined })}
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type Option = { value: string; label: string };
type SelectFieldProps = ComponentPropsWithRef<'select'> & {
  label: string;
  error?: string;
  options: readonly Option[];
};

export function SelectField({ label, error, options, ...selectProps }: SelectFieldProps) {
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

type TextAreaFieldProps = ComponentPropsWithRef<'textarea'> & { label: string; error?: string };

export function TextAreaField({ label, error, ...textAreaProps }: TextAreaFieldProps) {
  return (
    <LabelledControl label={label} error={error}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          rows={5}
          className="field"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...textAreaProps}
        />
      )}
    </LabelledControl>
  );
}

/** Option lists from plain strings, where the shown text is the value. */
export function toOptions(values: readonly string[]): Option[] {
  return values.map((value) => ({ value, label: value }));
}
