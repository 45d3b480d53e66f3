import type Sharp from 'sharp';

/**
 * sharp (libvips) is imported at the first picture work, not at start (decision 031, Start-up): a
 * restart whose pictures all have their sizes never needs its ≈ 0.1 s. Node caches the module.
 */
export async function importSharp(): Promise<typeof Sharp> {
  const { default: sharp } = await import('sharp');
  return sharp;
}
