const preloaded = new Set<string>();

/**
 * Starts fetching an image the page is about to show as its largest paint, as soon as a route loader
 * knows its URL, instead of when the page's code has loaded and rendered the <img>. Once per URL.
 */
export function preloadImage(href: string, sizes?: { srcSet?: string; sizes: string }) {
  if (!href || preloaded.has(href) || typeof document === 'undefined') return;
  preloaded.add(href);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  // A picture with sizes preloads the width the page will pick (decision 028), never the original too.
  if (sizes?.srcSet) {
    link.imageSrcset = sizes.srcSet;
    link.imageSizes = sizes.sizes;
  }
  link.fetchPriority = 'high';
  document.head.append(link);
}
