import { GALLERY_ALT_MAX_LENGTH, MAX_GALLERY_IMAGES } from '@nestlane/shared';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ImagePlus from 'lucide-react/icons/image-plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { type ChangeEvent, useEffect, useId, useRef } from 'react';
import { formatNumber, useT } from '../../../i18n';
import { type GalleryItem, moveGalleryItem, newGalleryKey } from '../lib/gallery-items';
import { listingsMessages } from '../messages';

type GalleryFieldProps = {
  items: readonly GalleryItem[];
  onChange: (items: GalleryItem[]) => void;
};

/** A chosen file's preview address, freed when the row goes; none where the browser cannot make one. */
function usePreviews(items: readonly GalleryItem[]): Map<string, string> {
  const previews = useRef(new Map<string, string>()).current;
  for (const item of items) {
    if ('file' in item && !previews.has(item.key) && typeof URL.createObjectURL === 'function') {
      previews.set(item.key, URL.createObjectURL(item.file));
    }
  }
  useEffect(
    () => () => {
      for (const url of previews.values()) URL.revokeObjectURL(url);
    },
    [previews],
  );
  return previews;
}

/**
 * More pictures beside the cover (decision 028): add several at once, describe each, reorder with "Move
 * up" / "Move down" buttons (keyboard reachable, focus follows the picture), remove. Files upload on submit.
 */
export function GalleryField({ items, onChange }: GalleryFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const previews = usePreviews(items);
  const rowRefs = useRef(new Map<string, HTMLLIElement>());
  const focusAfterMove = useRef<{ key: string; label: string } | null>(null);
  const room = MAX_GALLERY_IMAGES - items.length;
  const t = useT(listingsMessages);
  const max = formatNumber(MAX_GALLERY_IMAGES);

  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const row = rowRefs.current.get(target.key);
    const button = row?.querySelector<HTMLButtonElement>(
      `button[data-action="${target.label}"]:not(:disabled)`,
    );
    (button ?? row?.querySelector<HTMLButtonElement>('button:not(:disabled)'))?.focus();
  });

  function add(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])].slice(0, room);
    event.target.value = '';
    if (files.length > 0)
      onChange([...items, ...files.map((file) => ({ key: newGalleryKey(), file, alt: '' }))]);
  }

  function move(index: number, step: -1 | 1, item: GalleryItem) {
    focusAfterMove.current = { key: item.key, label: step < 0 ? 'up' : 'down' };
    onChange(moveGalleryItem(items, index, step));
  }

  function remove(index: number) {
    const next = items.filter((_, i) => i !== index);
    onChange(next);
    const neighbour = next[Math.min(index, next.length - 1)];
    focusAfterMove.current = neighbour ? { key: neighbour.key, label: 'remove' } : null;
    if (!neighbour) document.getElementById(inputId)?.focus();
  }

  return (
    <div className="sm:col-span-2">
      <p id={hintId} className="mb-3 text-sm text-slate-600">
        {t('listings.gallery.hint', { max })}
      </p>
      {items.length > 0 && (
        <ol aria-label={t('listings.gallery.list')} className="mb-4 space-y-3">
          {items.map((item, index) => {
            const number = formatNumber(index + 1);
            const preview = 'file' in item ? previews.get(item.key) : item.url;
            const name = 'file' in item ? item.file.name : t('listings.gallery.photo', { number });
            return (
              <li
                key={item.key}
                ref={(row) => {
                  if (row) rowRefs.current.set(item.key, row);
                  else rowRefs.current.delete(item.key);
                }}
                className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3 sm:flex-row sm:items-center"
              >
                <div className="aspect-[3/2] w-full shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:w-28">
                  {preview && <img src={preview} alt="" className="size-full object-cover" />}
                </div>
                <div className="min-w-0 flex-1">
                  <label
                    htmlFor={`${inputId}-alt-${item.key}`}
                    className="mb-1 block text-sm font-semibold text-ink"
                  >
                    {t('listings.gallery.photoDescription', { number })}{' '}
                    <span className="font-normal text-slate-600">{t('listings.gallery.optional')}</span>
                  </label>
                  <input
                    id={`${inputId}-alt-${item.key}`}
                    className="field w-full"
                    maxLength={GALLERY_ALT_MAX_LENGTH}
                    value={item.alt}
                    placeholder={name}
                    onChange={(event) =>
                      onChange(
                        items.map((other) =>
                          other.key === item.key ? { ...other, alt: event.target.value } : other,
                        ),
                      )
                    }
                  />
                </div>
                <div className="flex gap-2">
                  <button
                    type="button"
                    data-action="up"
                    className="btn-outline px-3"
                    disabled={index === 0}
                    aria-label={t('listings.gallery.moveUpPhoto', { number })}
                    onClick={() => move(index, -1, item)}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                    <span className="sr-only sm:not-sr-only">{t('listings.gallery.moveUp')}</span>
                  </button>
                  <button
                    type="button"
                    data-action="down"
                    className="btn-outline px-3"
                    disabled={index === items.length - 1}
                    aria-label={t('listings.gallery.moveDownPhoto', { number })}
                    onClick={() => move(index, 1, item)}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                    <span className="sr-only sm:not-sr-only">{t('listings.gallery.moveDown')}</span>
                  </button>
                  <button
                    type="button"
                    data-action="remove"
                    className="btn-outline px-3"
                    aria-label={t('listings.gallery.removePhoto', { number })}
                    onClick={() => remove(index)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <label
        htmlFor={inputId}
        className={`field flex items-center gap-3 focus-within:border-brand-strong focus-within:ring-2 focus-within:ring-brand/30 ${room > 0 ? 'cursor-pointer' : 'opacity-60'}`}
      >
        <ImagePlus aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
        <span className="text-slate-600">
          {room > 0 ? t('listings.gallery.add') : t('listings.gallery.full', { max })}
        </span>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          disabled={room <= 0}
          aria-describedby={hintId}
          className="sr-only"
          onChange={add}
        />
      </label>
    </div>
  );
}
