/**
 * The demo listings' galleries (decision 028): beside its cover, each listing shows the rooms
 * that fit its kind. The six rooms are drawn once and shared by every listing, so the demo's
 * first start stays quick (a second drawn view of each building cost 1.7 s of it; decision 028).
 */
import { composeRoom, ROOM_NAMES, type RoomName } from './art/interiors';
import type { PictureRequest } from './images';
import type { ListingPlan } from './listings';

const GALLERY_PICTURE_QUALITY = 72;
const ROOM_WORDS: Record<RoomName, string> = {
  'living-room': 'The living room',
  kitchen: 'The kitchen',
  bedroom: 'A bedroom',
  bathroom: 'A bathroom',
  dining: 'The dining area',
  'home-office': 'A work room',
};
const ROOMS_OF: Record<ListingPlan['kind'], readonly RoomName[]> = {
  house: ['living-room', 'kitchen', 'bedroom', 'bathroom', 'dining'],
  apartment: ['living-room', 'bedroom', 'kitchen', 'bathroom'],
  office: ['home-office', 'dining', 'bathroom'],
  shop: ['home-office', 'bathroom'],
  warehouse: ['home-office', 'bathroom'],
};

/** The six rooms, each drawn once. */
export function describeGalleryPictures(): PictureRequest[] {
  return ROOM_NAMES.map((name) => ({
    name: `room-${name}`,
    svg: composeRoom(name),
    quality: GALLERY_PICTURE_QUALITY,
  }));
}

/** Each listing's gallery, given the URLs describeGalleryPictures' rooms were rendered at. */
export function planGalleries(
  listings: readonly ListingPlan[],
  roomUrls: readonly string[],
): { url: string; alt: string }[][] {
  const urlOf = new Map(ROOM_NAMES.map((name, i) => [name, roomUrls[i] ?? '']));
  return listings.map((listing) =>
    ROOMS_OF[listing.kind].map((name) => ({ url: urlOf.get(name) ?? '', alt: ROOM_WORDS[name] })),
  );
}
