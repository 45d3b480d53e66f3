/**
 * A listing's gallery (decision 028): the pictures beside the cover, in table property_images,
 * positions 0, 1, 2… in the agent's order. Saving is replacing: the agent sends the whole new
 * list, so adding, removing and reordering are one rule.
 */
import { type GalleryImage, LISTING_MESSAGES, UPLOADED_IMAGE_PATTERN } from '@nestlane/shared';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { properties, propertyImages } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export type GalleryEntry = { url: string; alt: string };

/**
 * Replaces the listing's gallery. A picture must be an upload of this server, or one the listing
 * already has (the demo's drawn pictures live elsewhere): a seeded URL is never copied to another
 * listing, nor brought back once removed.
 */
export async function replaceGallery(
  tx: Transaction,
  propertyId: string,
  gallery: readonly GalleryImage[],
  current: readonly GalleryEntry[] = [],
): Promise<void> {
  const kept = new Set(current.map((image) => image.url));
  if (gallery.some((image) => !UPLOADED_IMAGE_PATTERN.test(image.url) && !kept.has(image.url))) {
    throw new AppError('VALIDATION_ERROR', LISTING_MESSAGES.galleryNotUploaded);
  }
  await tx.delete(propertyImages).where(eq(propertyImages.propertyId, propertyId));
  if (gallery.length === 0) return;
  await tx
    .insert(propertyImages)
    .values(gallery.map((image, position) => ({ propertyId, position, url: image.url, alt: image.alt })));
}

/** Each listing's gallery in order, in one query; a listing without pictures has an empty list. */
export async function findGalleries(
  db: Database | Transaction,
  propertyIds: readonly string[],
): Promise<Map<string, GalleryEntry[]>> {
  const galleries = new Map<string, GalleryEntry[]>(propertyIds.map((id) => [id, []]));
  if (propertyIds.length === 0) return galleries;
  const rows = await db
    .select({ propertyId: propertyImages.propertyId, url: propertyImages.url, alt: propertyImages.alt })
    .from(propertyImages)
    .where(inArray(propertyImages.propertyId, [...propertyIds]))
    .orderBy(asc(propertyImages.propertyId), asc(propertyImages.position));
  for (const row of rows) galleries.get(row.propertyId)?.push({ url: row.url, alt: row.alt });
  return galleries;
}

/** The properties with their galleries (the agent's own list; never the search lists). */
export async function withGalleries<T extends { _id: string }>(
  db: Database,
  items: readonly T[],
): Promise<(T & { gallery: GalleryEntry[] })[]> {
  const galleries = await findGalleries(
    db,
    items.map((item) => item._id),
  );
  return items.map((item) => ({ ...item, gallery: galleries.get(item._id) ?? [] }));
}

/**
 * The gallery of the listing on the current row of a select over `properties`, as the JSON text of its
 * `{ url, alt }` pictures in order (`'[]'` for none): the listing's page reads it in the listing's own
 * statement (service.ts), one statement where it was three.
 */
export function galleryJsonText(): SQL<string> {
  return sql<string>`(select coalesce(json_agg(json_build_object('url', ${propertyImages.url}, 'alt', ${propertyImages.alt}) order by ${propertyImages.position}), '[]')::text from ${propertyImages} where ${propertyImages.propertyId} = ${properties.id})`;
}

/** The gallery from `galleryJsonText()`'s text. */
export const readGallery = (text: string) => JSON.parse(text) as GalleryEntry[];
