/**
 * Two tiny fonts cut from our own Noto Sans Bengali, which Vite inlines into the stylesheet, so English
 * pages draw their few Bengali-block characters with our font, at the first paint, without fetching the
 * whole Bengali font (~105 KB) (decision 051):
 * - "বাংলা", the language switch's name for Bangla, at the switch's weight (about 1 KB);
 * - "৳", the Taka sign before every price (decision 045), every weight (about 1.3 KB).
 * Run it again after changing a text, the weight or the font package:
 *   node scripts/build/bengali-glyph-fonts.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const SOURCE = fileURLToPath(
  new URL(
    '../../node_modules/@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2',
    import.meta.url,
  ),
);
const FONTS = [
  // The switch's `font-semibold`: one weight is all it needs.
  { file: 'language-name-bn.woff2', text: 'বাংলা', variationAxes: { wght: 600 } },
  // Prices come in every weight: the weight axis stays.
  { file: 'taka-sign.woff2', text: '৳' },
];

const source = readFileSync(SOURCE);
for (const { file, text, variationAxes } of FONTS) {
  const target = fileURLToPath(new URL(`../../apps/web/src/assets/fonts/${file}`, import.meta.url));
  const font = await subsetFont(source, text, {
    targetFormat: 'woff2',
    ...(variationAxes ? { variationAxes } : {}),
  });
  writeFileSync(target, font);
  const codePoints = [...new Set(text)].map(
    (letter) => `U+${letter.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`,
  );
  console.log(`${file}: ${font.length} bytes; unicode-range: ${codePoints.join(', ')}`);
}
