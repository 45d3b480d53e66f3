import ImageUp from 'lucide-react/icons/image-up';
import { useT } from '../../../i18n';
import { authMessages } from '../messages';

/**
 * The optional profile picture (spec §2/§5): images only, the first chosen file is the one used, and the
 * box shows its name. The file input is the control (focusable, labelled by the box's text).
 */
export function PhotoPicker({
  file,
  onChange,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
}) {
  const t = useT(authMessages);
  return (
    <div>
      <span className="mb-1.5 block text-sm font-bold text-ink">{t('auth.photo.label')}</span>
      <label className="field flex cursor-pointer items-center gap-3 focus-within:border-brand-strong focus-within:ring-2 focus-within:ring-brand/30">
        <ImageUp aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
        <span className={`truncate ${file ? 'text-ink' : 'text-slate-500'}`}>
          {file?.name ?? t('auth.photo.placeholder')}
        </span>
        <input
          type="file"
          accept="image/*"
          className="sr-only"
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
      </label>
    </div>
  );
}
