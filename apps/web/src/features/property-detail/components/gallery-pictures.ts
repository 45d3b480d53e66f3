import { pictureSrcSet } from '@nestlane/shared';

export type GalleryPicture = { url: string; alt: string; srcSet?: string };

/**
 * The cover then the gallery (decision 028), each with its srcset when it is stored here with sizes. A
 * picture without its own description is "<title> — photo N of M"; a lone cover keeps the title.
 */
export function listGalleryPictures(property: {
  propertyTitle: string;
  propertyImage: string;
  gallery?: readonly { url: string; alt: string }[];
}): GalleryPicture[] {
  const all = [{ url: property.propertyImage, alt: '' }, ...(property.gallery ?? [])];
  return all.map((picture, index) => ({
    url: picture.url,
    alt:
      picture.alt ||
      (all.length === 1
        ? property.propertyTitle
        : `${property.propertyTitle} — photo ${index + 1} of ${all.length}`),
    srcSet: pictureSrcSet(picture.url),
  }));
}
