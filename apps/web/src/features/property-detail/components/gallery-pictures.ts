import { pictureSrcSet } from '@nestlane/shared';
import { localizeDigits, translate } from '../../../i18n';
import { propertyDetailMessages } from '../messages';

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
        : translate(propertyDetailMessages, 'propertyDetail.gallery.photoAlt', {
            title: property.propertyTitle,
            number: localizeDigits(index + 1),
            count: localizeDigits(all.length),
          })),
    srcSet: pictureSrcSet(picture.url),
  }));
}
