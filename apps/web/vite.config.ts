import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { licenceNotices } from './build/licence-notices';

const apiOrigin = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    react(),
    lingui({ configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) }),
    tailwindcss(),
    licenceNotices(),
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
    // The hero image and fonts are referenced from CSS/HTML; keep small assets as files so the CSP's
    // img-src/font-src 'self' covers them and they cache independently of the bundle.
    assetsInlineLimit: 0,
  },
}));
