import { type HeadImage, type PreloadImage, toAbsoluteUrl } from './page-head';

/** The home hero (apps/web/public/images): the site's own picture, for pages without one of theirs. */
const HERO = { path: '/images/hero.webp', width: 1600, height: 700 } as const;

export function siteImage(origin: string): HeadImage {
  return {
    url: toAbsoluteUrl(origin, HERO.path),
    width: HERO.width,
    height: HERO.height,
    alt: 'A city skyline of lit apartment blocks and palm trees at dusk',
  };
}

/** The home page's largest paint, as hero-section.tsx draws it (srcset and sizes alike). */
export const HERO_PRELOAD: PreloadImage = {
  href: HERO.path,
  srcset: '/images/hero-mobile.webp 800w, /images/hero.webp 1600w',
  sizes: '100vw',
};
