import type { ComponentPropsWithRef } from 'react';
import { LabelledControl } from './labelled-control';

type FormFieldProps = ComponentPropsWithRef<'input'> & { label: string; error?: string | undefined };

/** A labelled input with its validation message, tied together for screen readers. */
export function FormField({ label, error, ...inputProps }: FormFieldProps) {
  return (
    <LabelledControl label={label} error={error}>
      {({ id, describedBy }) => (
        <input
          id={id}
          className="field"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...inputProps}
        />
      )}
    </LabelledControl>
  );
}

type TextAreaFieldProps = ComponentPropsWithRef<'textarea'> & { label: string; error?: string | undefined };

/** FormField's text-area twin. */
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
