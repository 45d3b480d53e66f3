/**
 * The demo listings' cover pictures: a pool per building kind, drawn once each and shared by the
 * listings of that kind (issue 26). About 200 listings then cost about 50 drawn pictures, as the 60
 * listings before them did, so the demo's first start stays quick.
 */
import type { BuildingKind } from './art/property-scene';
import { composePropertyScene } from './art/property-scene';
import type { TimeOfDay } from './art/svg';
import type { PictureRequest } from './images';
import { createRandom } from './random';

const PICTURE_SEED = 7_001;
const PROPERTY_PICTURE_QUALITY = 72;
const TIMES_OF_DAY: readonly TimeOfDay[] = ['morning', 'noon', 'sunset', 'dusk'];
/** How many pictures each kind has: flats and houses are most of the demo. */
const POOL_SIZES: Record<BuildingKind, number> = {
  apartment: 18,
  house: 14,
  office: 7,
  shop: 6,
  warehouse: 5,
};

type Listing = { kind: BuildingKind };

/** The pool's pictures, and for each listing (in order) the position of its picture in them. */
export function describeListingPictures(listings: readonly Listing[]): {
  pictures: PictureRequest[];
  pictureOf: number[];
} {
  const kinds = Object.keys(POOL_SIZES) as BuildingKind[];
  const pictures: PictureRequest[] = [];
  const firstOf = new Map<BuildingKind, number>();
  for (const kind of kinds) {
    firstOf.set(kind, pictures.length);
    for (let slot = 0; slot < POOL_SIZES[kind]; slot++) {
      // Each picture has its own PRNG stream, so editing the data plan leaves pictures alone.
      const seed = PICTURE_SEED + kinds.indexOf(kind) * 100 + slot;
      pictures.push({
        name: `property-${kind}-${String(slot + 1).padStart(2, '0')}`,
        svg: composePropertyScene(
          createRandom(seed),
          kind,
          TIMES_OF_DAY[slot % TIMES_OF_DAY.length] ?? 'noon',
        ),
        quality: PROPERTY_PICTURE_QUALITY,
      });
    }
  }
  const used = new Map<BuildingKind, number>();
  const pictureOf = listings.map((listing) => {
    const count = used.get(listing.kind) ?? 0;
    used.set(listing.kind, count + 1);
    return (firstOf.get(listing.kind) ?? 0) + (count % POOL_SIZES[listing.kind]);
  });
  return { pictures, pictureOf };
}
