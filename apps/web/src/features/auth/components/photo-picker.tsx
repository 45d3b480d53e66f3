import ImageUp from 'lucide-react/icons/image-up';

export const PHOTO_PLACEHOLDER = 'Choose Profile Picture';

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
  return (
    <div>
      <span className="mb-1.5 block text-sm font-bold text-ink">Photo</span>
      <label className="field flex cursor-pointer items-center gap-3 focus-within:border-brand-strong focus-within:ring-2 focus-within:ring-brand/30">
        <ImageUp aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
        <span className={`truncate ${file ? 'text-ink' : 'text-slate-500'}`}>
          {file?.name ?? PHOTO_PLACEHOLDER}
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
