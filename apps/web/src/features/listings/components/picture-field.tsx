import ImageUp from 'lucide-react/icons/image-up';
import type { ComponentPropsWithRef } from 'react';
import { LabelledControl } from '../../../components/labelled-control';
import { useT } from '../../../i18n';
import { listingsMessages } from '../messages';

type PictureFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  label: string;
  /** The chosen file's name, shown in the box. */
  fileName?: string;
  error?: string;
};

/**
 * A required picture: images only, the box shows the chosen file's name. The file input itself is the
 * control (focusable, labelled), visually replaced by the box, which shows its focus and opens the picker.
 */
export function PictureField({ label, fileName, error, ...inputProps }: PictureFieldProps) {
  const t = useT(listingsMessages);
  return (
    <LabelledControl label={label} error={error}>
      {({ id, describedBy }) => (
        <label
          htmlFor={id}
          className={`field flex cursor-pointer items-center gap-3 focus-within:border-brand-strong focus-within:ring-2 focus-within:ring-brand/30 ${error ? 'border-red-700' : ''}`}
        >
          <ImageUp aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
          <span className={`min-w-0 truncate ${fileName ? 'text-ink' : 'text-slate-600'}`}>
            {fileName ?? t('listings.picture.choose')}
          </span>
          <input
            id={id}
            type="file"
            accept="image/*"
            className="sr-only"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...inputProps}
          />
        </label>
      )}
    </LabelledControl>
  );
}
