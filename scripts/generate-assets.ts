/**
 * Generates the web app's static pictures into apps/web/public/images/ (committed):
 * hero (desktop and mobile), six 'Take A Look' rooms, seven client logos, the heading
 * arrow, the favicon and the installed app's icons (192 and 512 px, and a maskable 512 px one, named in
 * the web app manifest: apps/web/vite.config.ts). Everything is drawn in code; nothing is downloaded.
 *
 *   npx tsx scripts/generate-assets.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import {
  CLIENT_LOGOS,
  composeAppIcon,
  composeClientLogo,
  composeFavicon,
  composeHeadingArrow,
} from '../apps/api/src/seed/art/brand-marks';
import { composeHero, HERO_WIDTH } from '../apps/api/src/seed/art/hero';
import { composeRoom, ROOM_NAMES } from '../apps/api/src/seed/art/interiors';

const root = fileURLToPath(new URL('..', import.meta.url));
const outputDir = join(root, 'apps/web/public/images');
/** Phones show the hero 700 CSS px high at up to 2 device pixels per CSS pixel. */
const MOBILE_HERO = { width: 800, scale: 2 };

/** Budgets from the brief; the script fails rather than commit a heavy picture. */
const BUDGETS = { hero: 120_000, room: 40_000, vector: 4_000, icon: 12_000 };

type Output = { path: string; bytes: number; budget: number };

async function writeWebp(path: string, svg: string, quality: number, budget: number): Promise<Output> {
  const webp = await sharp(Buffer.from(svg)).webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
  return writeOutput(path, webp, budget);
}

async function writePng(path: string, svg: string, budget: number): Promise<Output> {
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
  return writeOutput(path, png, budget);
}

async function writeOutput(path: string, content: Buffer | string, budget: number): Promise<Output> {
  const fullPath = join(outputDir, path);
  await mkdir(dirname(fullPath), { recursive: true });
  await writeFile(fullPath, content);
  return { path: relative(root, fullPath), bytes: Buffer.byteLength(content), budget };
}

async function generateAssets(): Promise<Output[]> {
  const sliceWidth = MOBILE_HERO.width / MOBILE_HERO.scale;
  const mobileViewport = { x: (HERO_WIDTH - sliceWidth) / 2, width: sliceWidth };
  return Promise.all([
    writeWebp('hero.webp', composeHero(), 70, BUDGETS.hero),
    writeWebp('hero-mobile.webp', composeHero(mobileViewport, MOBILE_HERO.scale), 70, BUDGETS.hero),
    ...ROOM_NAMES.map((name) => writeWebp(`take-a-look/${name}.webp`, composeRoom(name), 78, BUDGETS.room)),
    ...CLIENT_LOGOS.map((logo) =>
      writeOutput(`logos/${logo.file}.svg`, composeClientLogo(logo), BUDGETS.vector),
    ),
    writeOutput('arrow.svg', composeHeadingArrow(), BUDGETS.vector),
    writeOutput('favicon.svg', composeFavicon(), BUDGETS.vector),
    ...[192, 512].map((size) =>
      writePng(`icons/icon-${size}.png`, composeAppIcon(size, { isMaskable: false }), BUDGETS.icon),
    ),
    writePng('icons/icon-maskable-512.png', composeAppIcon(512, { isMaskable: true }), BUDGETS.icon),
  ]);
}

const started = performance.now();
const outputs = await generateAssets();
for (const output of outputs) {
  console.log(`${output.path.padEnd(58)} ${(output.bytes / 1024).toFixed(1).padStart(6)} KB`);
}
console.log(`${outputs.length} files in ${Math.round(performance.now() - started)} ms`);
const overBudget = outputs.filter((output) => output.bytes > output.budget);
if (overBudget.length > 0) {
  console.error(`Over budget: ${overBudget.map((output) => output.path).join(', ')}`);
  process.exitCode = 1;
}
