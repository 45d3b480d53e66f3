import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiOrigin = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
