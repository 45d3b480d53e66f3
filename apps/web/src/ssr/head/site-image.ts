import { headText } from './messages';
import { type HeadImage, toAbsoluteUrl } from './page-head';

/** The home hero (apps/web/public/images): the site's own picture, for pages without one of theirs. */
const HERO = { path: '/images/hero.webp', width: 1600, height: 700 } as const;

export function siteImage(origin: string): HeadImage {
  return {
    url: toAbsoluteUrl(origin, HERO.path),
    width: HERO.width,
    height: HERO.height,
    alt: headText('head.siteImageAlt'),
  };
}
