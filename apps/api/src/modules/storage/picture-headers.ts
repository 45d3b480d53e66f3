/** The headers every stored picture is served with, from the disk or a bucket (decisions 028, 034). */
export const PICTURE_CONTENT_TYPE = 'image/webp';
/** A name never changes content (decision 028), so every copy of it may be kept for a year. */
export const PICTURE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
