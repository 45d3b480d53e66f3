import type { GalleryImage } from '@nestlane/shared';

/**
 * A picture of the gallery field (decision 028): one the listing has (its URL), or a file chosen now,
 * uploaded on submit like the cover. `key` keeps React's rows stable while they move.
 */
export type GalleryItem = { key: string; alt: string } & ({ url: string } | { file: File });

let nextKey = 0;
export function newGalleryKey(): string {
  nextKey += 1;
  return `gallery-${nextKey}`;
}

export function toGalleryItems(gallery: readonly { url: string; alt: string }[] = []): GalleryItem[] {
  return gallery.map((image) => ({ key: newGalleryKey(), url: image.url, alt: image.alt }));
}

/** The body's gallery: chosen files are uploaded (in order, one at a time) and replaced by their address. */
export async function toGalleryBody(
  items: readonly GalleryItem[],
  upload: (file: File) => Promise<string>,
): Promise<GalleryImage[]> {
  const gallery: GalleryImage[] = [];
  for (const item of items) {
    const url = 'file' in item ? await upload(item.file) : item.url;
    gallery.push({ url, alt: item.alt.trim() });
  }
  return gallery;
}

/** The list with the item at `from` moved one place up (-1) or down (+1). */
export function moveGalleryItem<T>(items: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (to < 0 || to >= items.length) return [...items];
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  if (item !== undefined) moved.splice(to, 0, item);
  return moved;
}

/** Whether two galleries list the same pictures with the same descriptions, in the same order. */
export function isSameGallery(
  a: readonly { url: string; alt: string }[],
  b: readonly { url: string; alt: string }[],
): boolean {
  return a.length === b.length && a.every((image, i) => image.url === b[i]?.url && image.alt === b[i]?.alt);
}
