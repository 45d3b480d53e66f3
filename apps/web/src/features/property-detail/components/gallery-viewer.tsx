import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import X from 'lucide-react/icons/x';
import { type KeyboardEvent, type TouchEvent, useRef } from 'react';
import * as Dialog from '../../../components/modal-dialog';
import { localizeDigits, useT } from '../../../i18n';
import { propertyDetailMessages } from '../messages';
import type { GalleryPicture } from './gallery-pictures';

/** How far a finger must travel sideways to turn the picture. */
const SWIPE_PX = 40;

type GalleryViewerProps = {
  pictures: readonly GalleryPicture[];
  /** The picture shown, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Where focus goes back when the viewer closes: the picture that opened it. */
  returnFocusTo: () => HTMLElement | null;
  title: string;
};

/**
 * The full-screen viewer (decision 028): a modal dialog (focus stays inside, Escape closes it and focus
 * returns to the picture that opened it), arrow keys and a sideways swipe turn the pictures, round and
 * round, and "3 / 12" says where you are. The picture sits in a fixed box, so nothing moves as it loads.
 */
export function GalleryViewer({
  pictures,
  index,
  onIndexChange,
  onClose,
  returnFocusTo,
  title,
}: GalleryViewerProps) {
  const t = useT(propertyDetailMessages);
  const touchStartX = useRef<number | null>(null);
  const count = pictures.length;
  const current = index === null ? undefined : pictures[index];

  function turn(step: -1 | 1) {
    if (index === null) return;
    onIndexChange((index + step + count) % count);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      turn(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      turn(-1);
    }
  }

  function onTouchEnd(event: TouchEvent) {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    turn(end < start ? 1 : -1);
  }

  return (
    <Dialog.Root open={index !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[100] bg-black/90" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo()?.focus();
          }}
          className="fixed inset-0 z-[110] flex flex-col text-white outline-none"
        >
          <div className="flex items-center justify-between gap-3 p-3">
            <Dialog.Title className="min-w-0 truncate text-base font-semibold">{title}</Dialog.Title>
            <Dialog.Close asChild>
              <button
                type="button"
                aria-label={t('propertyDetail.gallery.close')}
                className="grid size-11 shrink-0 place-items-center rounded-full bg-white/10 hover:bg-white/20"
              >
                <X aria-hidden="true" className="size-6" />
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('propertyDetail.gallery.howToTurn')}</Dialog.Description>
          <div
            className="flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2"
            onTouchStart={(event) => {
              touchStartX.current = event.touches[0]?.clientX ?? null;
            }}
            onTouchEnd={onTouchEnd}
            data-testid="gallery-viewer-stage"
          >
            {current && (
              <div className="aspect-[800/472] max-h-full w-full max-w-6xl">
                <img
                  key={current.url}
                  src={current.url}
                  srcSet={current.srcSet}
                  sizes="100vw"
                  alt={current.alt}
                  className="size-full object-contain"
                />
              </div>
            )}
          </div>
          <div className="flex items-center justify-center gap-4 p-4">
            <button
              type="button"
              aria-label={t('propertyDetail.gallery.previous')}
              onClick={() => turn(-1)}
              className="grid size-11 place-items-center rounded-full bg-white/10 hover:bg-white/20"
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
            <p aria-live="polite" className="min-w-16 text-center font-semibold tabular-nums">
              {index === null
                ? ''
                : t('propertyDetail.gallery.position', {
                    number: localizeDigits(index + 1),
                    count: localizeDigits(count),
                  })}
            </p>
            <button
              type="button"
              aria-label={t('propertyDetail.gallery.next')}
              onClick={() => turn(1)}
              className="grid size-11 place-items-center rounded-full bg-white/10 hover:bg-white/20"
            >
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
