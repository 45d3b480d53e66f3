import { type ReactNode, useId } from 'react';
import { localizeMessage } from '../i18n';

/**
 * A visible label tied to its control, and the validation message under it as an alert the control
 * points to: the frame of every form field (inputs, text areas, selects, the picture picker). A shared
 * schema's message (a constant such as 'Please Add Property Title') shows in the language being read.
 */
export function LabelledControl({
  label,
  error,
  children,
}: {
  label: string;
  error?: string | undefined;
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
          {localizeMessage(error)}
        </p>
      )}
    </div>
  );
}
