/**
 * The web app manifest (decision 056): what a phone needs to install Nestlane. The colours are the app's
 * (index.css: --color-brand for the bar, white behind the splash), the icons are drawn by
 * scripts/generate-assets.ts from the favicon's mark.
 */
import type { ManifestOptions } from 'vite-plugin-pwa';

export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Nestlane — verified homes in Bangladesh',
  short_name: 'Nestlane',
  description:
    'Search homes, apartments, offices and shops for sale or rent in Bangladesh, and contact trusted agents.',
  lang: 'en',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: '#ff5b22',
  background_color: '#ffffff',
  categories: ['lifestyle', 'shopping'],
  icons: [
    { src: '/images/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/images/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/images/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
