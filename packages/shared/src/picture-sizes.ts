/**
 * Picture sizes (issue 12, decision 028): every picture stored on this server under /uploads/images/
 * (uploads) or /uploads/seed/ (the demo's drawn pictures) also exists as a WebP at each width of
 * IMAGE_WIDTHS, named after it: /uploads/images/<id>.webp → /uploads/images/<id>-480w.webp. The browser
 * derives the srcset from the URL alone; any other URL (another site's picture) gets none.
 */
import { IMAGE_WIDTHS } from './reach';

/** A picture this server stores with sizes: its folder and its name without `.webp`. */
const SIZED_PICTURE = /^(\/uploads\/(?:images|seed)\/[A-Za-z0-9_-]+)\.webp$/;
/** A size's own name ends in `-<width>w`; it has no sizes of its own. */
const SIZE_SUFFIX = /-\d+w$/;

/** The path without `.webp` of a picture that has sizes, or undefined. */
function sizedBase(url: string): string | undefined {
  const base = SIZED_PICTURE.exec(url)?.[1];
  return base && !SIZE_SUFFIX.test(base) ? base : undefined;
}

export function hasPictureSizes(url: string): boolean {
  return sizedBase(url) !== undefined;
}

/** The URL of the picture at one width (the file name's convention), or undefined for a picture without sizes. */
export function pictureSizeUrl(url: string, width: number): string | undefined {
  const base = sizedBase(url);
  return base ? `${base}-${width}w.webp` : undefined;
}

/** The file name of a size beside its original's file name: `<id>.webp` → `<id>-480w.webp`. */
export function pictureSizeFileName(fileName: string, width: number): string {
  return `${fileName.replace(/\.webp$/, '')}-${width}w.webp`;
}

/** `srcset` for a picture: every width, smallest first; undefined for a picture without sizes. */
export function pictureSrcSet(url: string): string | undefined {
  const base = sizedBase(url);
  if (!base) return undefined;
  return IMAGE_WIDTHS.map((width) => `${base}-${width}w.webp ${width}w`).join(', ');
}
