import { describe, expect, it } from 'vitest';
import { hasPictureSizes, pictureSizeFileName, pictureSizeUrl, pictureSrcSet } from './picture-sizes';

describe('picture sizes (decision 028)', () => {
  it('names each width after the upload, smallest first', () => {
    const url = '/uploads/images/0b6f3c1e-2d4a-4f7e-9a3b-5c6d7e8f9a0b.webp';
    expect(pictureSrcSet(url)).toBe(
      '/uploads/images/0b6f3c1e-2d4a-4f7e-9a3b-5c6d7e8f9a0b-480w.webp 480w, ' +
        '/uploads/images/0b6f3c1e-2d4a-4f7e-9a3b-5c6d7e8f9a0b-960w.webp 960w, ' +
        '/uploads/images/0b6f3c1e-2d4a-4f7e-9a3b-5c6d7e8f9a0b-1600w.webp 1600w',
    );
    expect(pictureSizeUrl('/uploads/seed/room-kitchen-4e79d8c883.webp', 960)).toBe(
      '/uploads/seed/room-kitchen-4e79d8c883-960w.webp',
    );
    expect(pictureSizeFileName('abc.webp', 480)).toBe('abc-480w.webp');
  });

  it.each([
    'https://example.com/uploads/images/abc.webp',
    '/uploads/property-3.webp',
    '/uploads/images/abc.png',
    '/uploads/images/abc-480w.webp',
    '/uploads/images/../abc.webp',
    '/images/hero.webp',
    '',
  ])('gives %j no sizes', (url) => {
    expect(hasPictureSizes(url)).toBe(false);
    expect(pictureSrcSet(url)).toBeUndefined();
    expect(pictureSizeUrl(url, 480)).toBeUndefined();
  });
});
