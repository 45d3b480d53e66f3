import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { licenceNotices } from './build/licence-notices';
import { nameChunk, requireToasterFiles, TOASTER_GLOBS } from './build/precached-toaster';
import { webAppManifest } from './build/web-app-manifest';

const apiOrigin = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    react(),
    lingui({ configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) }),
    tailwindcss(),
    licenceNotices(),
    // The installable app (decision 056): the manifest, linked from index.html (and so from every
    // server-rendered page), and dist/sw.js built from src/service-worker/sw.ts with the page shell's
    // precache list (the page shell and the toaster's code). The page registers the worker itself after load (lib/service-worker.ts).
    VitePWA({
      disable: Boolean(isSsrBuild),
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: webAppManifest,
      includeManifestIcons: true,
      injectManifest: {
        globPatterns: ['index.html', ...TOASTER_GLOBS],
        manifestTransforms: [requireToasterFiles],
      },
    }),
  ],
  // The server renderer (`vite build --ssr src/ssr/entry-server.tsx`) bundles its dependencies: the API
  // loads one file, and the app's CSS and JSON imports are resolved at build time as in the browser.
  ssr: { noExternal: true },
  // Bundled, React's server renderer would choose its development build at run time (from the process's
  // NODE_ENV, unset under `npm start`): the build's mode decides, as it does for the browser's bundle.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode) } : {},
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': apiOrigin, '/uploads': apiOrigin },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The hero image and fonts are referenced from CSS/HTML; small assets stay files so they cache
    // independently of the bundle. One exception: the two tiny fonts that draw "বাংলা" and "৳" on English
    // pages are inlined into the stylesheet, so they are there at the first paint without a request
    // (decision 051; the CSP's font-src allows data: for them).
    assetsInlineLimit: (file) => file.includes('/src/assets/fonts/'),
    rolldownOptions: isSsrBuild ? {} : { output: { chunkFileNames: nameChunk } },
  },
}));
