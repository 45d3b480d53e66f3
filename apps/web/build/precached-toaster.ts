/**
 * The toaster's own code, precached by the service worker beside the page shell (decision 056, update
 * "the toaster offline"). The toaster is loaded at the first toast (lib/toast.ts), and a person offline
 * meets their first toast exactly when something fails: precached, it shows then as any other toast,
 * whether or not the toaster was loaded while the worker was watching. About 12 KB (5 KB compressed),
 * fetched by the worker after the first page has loaded, never by the page itself.
 */
import type { CustomInjectManifestOptions } from 'vite-plugin-pwa';

type ManifestTransform = NonNullable<CustomInjectManifestOptions['manifestTransforms']>[number];

/** The chunk that holds react-hot-toast (and its CSS-in-JS runtime), named so the precache can find it. */
const TOAST_LIBRARY_CHUNK = 'react-hot-toast';

/** The toaster component's chunk and its library's, by the name each file starts with. */
const TOASTER_CHUNKS = ['app-toaster', TOAST_LIBRARY_CHUNK];

/** For the precache's glob (injectManifest.globPatterns). */
export const TOASTER_GLOBS = TOASTER_CHUNKS.map((chunk) => `assets/${chunk}-*.js`);

/** The client build's chunk names: Rolldown's own, but the toast library's chunk is called by its name. */
export function nameChunk(chunk: { name: string; moduleIds: string[] }): string {
  const isToastLibrary = chunk.moduleIds.some((id) => id.includes('/node_modules/react-hot-toast/'));
  return `assets/${isToastLibrary ? TOAST_LIBRARY_CHUNK : '[name]'}-[hash].js`;
}

/** Fails the build when a toaster file is missing from the precache list (a renamed chunk, a split one). */
export const requireToasterFiles: ManifestTransform = async (entries) => {
  const missing = TOASTER_GLOBS.filter((glob) => {
    const [prefix, suffix] = glob.split('*') as [string, string];
    return !entries.some((entry) => entry.url.startsWith(prefix) && entry.url.endsWith(suffix));
  });
  if (missing.length > 0) {
    throw new Error(
      `The service worker would not precache the toaster: nothing matches ${missing.join(', ')}`,
    );
  }
  return { manifest: entries, warnings: [] };
};
