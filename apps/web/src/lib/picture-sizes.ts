/**
 * How wide each listing picture is drawn (decision 028), for `sizes`: the browser then picks the right
 * width from the srcset (packages/shared picture-sizes.ts). The preloads of the route loaders use the same
 * values, so the picture they fetch is the one the page shows.
 */

/** The property page's cover: the page's padding on a phone, the column beside the 360 px aside on a desktop. */
export const COVER_SIZES =
  '(min-width: 1280px) 856px, (min-width: 1024px) calc(100vw - 424px), calc(100vw - 2rem)';

/** A card is the screen's width on a phone, two or more to a row beyond. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw';
