import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preactAliases } from './preact-aliases';

const apiOrigin = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    lingui({ configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) }),
    tailwindcss(),
  ],
  resolve: { alias: preactAliases },
  // The server renderer (`vite build --ssr src/ssr/entry-server.tsx`) bundles its dependencies too, so the
  // same aliases apply to them and the HTML it renders is Preact's, as the browser hydrates it.
  ssr: { noExternal: true },
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
});
