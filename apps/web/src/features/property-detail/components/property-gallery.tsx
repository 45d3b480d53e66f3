import Expand from 'lucide-react/icons/expand';
import { lazy, Suspense, useRef, useState } from 'react';
import { localizeDigits, useT } from '../../../i18n';
import { useListingTitle } from '../../../lib/listing-text';
import { COVER_SIZES } from '../../../lib/picture-sizes';
import { propertyDetailMessages } from '../messages';
import { listGalleryPictures } from './gallery-pictures';

// The viewer (a Radix dialog and its scroll lock, ≈ 6 KB gzip) loads when a picture is first pressed
// or reached: a visitor who only looks at the page never downloads it.
const loadViewer = () => import('./gallery-viewer');
const GalleryViewer = lazy(async () => ({ default: (await loadViewer()).GalleryViewer }));

const THUMB_SIZES = '112px';

type PropertyGalleryProps = {
  property: {
    propertyTitle: string;
    propertyTitleBn?: string;
    propertyImage: string;
    gallery?: readonly { url: string; alt: string }[];
  };
};

/**
 * The listing's pictures (decision 028): the cover, then a row of the others; each opens the full-screen
 * viewer. Every box has its aspect ratio before the picture arrives (no layout shift), and the browser
 * picks each picture's size from its srcset.
 */
export function PropertyGallery({ property }: PropertyGalleryProps) {
  const t = useT(propertyDetailMessages);
  const title = useListingTitle(property);
  const pictures = listGalleryPictures({ ...property, propertyTitle: title });
  const openLabel = (index: number) =>
    t('propertyDetail.gallery.open', {
      number: localizeDigits(index + 1),
      count: localizeDigits(pictures.length),
    });
  const [shown, setShown] = useState<number | null>(null);
  // Once opened, the viewer stays mounted, so closing it returns focus to the picture that opened it.
  const [hasOpened, setHasOpened] = useState(false);
  const openedFrom = useRef<HTMLButtonElement | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [cover, ...others] = pictures;
  if (!cover) return null;

  function open(index: number) {
    openedFrom.current = buttons.current[index] ?? null;
    setHasOpened(true);
    setShown(index);
  }

  return (
    <section
      aria-label={t('propertyDetail.gallery.photos')}
      className="space-y-3"
      onPointerOver={() => void loadViewer()}
      onFocus={() => void loadViewer()}
    >
      <button
        type="button"
        ref={(button) => {
          buttons.current[0] = button;
        }}
        onClick={() => open(0)}
        aria-label={openLabel(0)}
        className="group relative block w-full overflow-hidden rounded-2xl bg-slate-100"
      >
        <img
          src={cover.url}
          srcSet={cover.srcSet}
          sizes={COVER_SIZES}
          alt={cover.alt}
          width={800}
          height={472}
          fetchPriority="high"
          className="aspect-[800/472] w-full object-cover"
        />
        <span className="absolute right-3 bottom-3 flex items-center gap-1.5 rounded-full bg-ink/80 px-3 py-1.5 text-sm font-semibold text-white">
          <Expand aria-hidden="true" className="size-4" />
          {pictures.length > 1
            ? t('propertyDetail.gallery.photoCount', { count: pictures.length })
            : t('propertyDetail.gallery.fullScreen')}
        </span>
      </button>
      {others.length > 0 && (
        <ul aria-label={t('propertyDetail.gallery.morePhotos')} className="flex gap-2 overflow-x-auto pb-1">
          {others.map((picture, i) => (
            <li key={picture.url} className="shrink-0">
              <button
                type="button"
                ref={(button) => {
                  buttons.current[i + 1] = button;
                }}
                onClick={() => open(i + 1)}
                aria-label={openLabel(i + 1)}
                className="block overflow-hidden rounded-lg bg-slate-100"
              >
                <img
                  src={picture.url}
                  srcSet={picture.srcSet}
                  sizes={THUMB_SIZES}
                  alt={picture.alt}
                  width={112}
                  height={75}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[3/2] w-28 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {hasOpened && (
        <Suspense fallback={null}>
          <GalleryViewer
            pictures={pictures}
            index={shown}
            onIndexChange={setShown}
            onClose={() => setShown(null)}
            returnFocusTo={() => openedFrom.current}
            title={title}
          />
        </Suspense>
      )}
    </section>
  );
}
