/**
 * Registers the service worker (decision 056) once the page has loaded, so it never competes with the
 * first paint. Part of the first load, so a few lines and no Workbox: the listing page tells the worker
 * what to keep through lib/keep-listing-offline.ts, in the page's own chunk.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => {});
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
