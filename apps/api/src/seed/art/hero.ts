/**
 * The home page's hero: a city at dusk across a lake, with lit windows, a row of modern
 * houses on the near shore and their reflections. The middle stays calm and dark
 * enough for white text on top.
 */
import { createRandom, type Random } from '../random';
import { circle, drawPalm, linearGradient, mix, polygon, rect, round } from './svg';

export const HERO_WIDTH = 1600;
export const HERO_HEIGHT = 700;
const SHORE = 540;
const SUN_X = 1040;

/**
 * `viewport` picks a horizontal slice of the scene (in scene units) and `scale` its
 * pixel density: the mobile variant is the middle slice at 2×, sharp on phones.
 */
export function composeHero(
  viewport: { x: number; width: number } = { x: 0, width: HERO_WIDTH },
  scale = 1,
): string {
  const random = createRandom(2_023);
  const defs = [
    `<linearGradient id="heroSky" x1="0" y1="0" x2="0" y2="1"><stop offset="0%" stop-color="#0b1230"/><stop offset="34%" stop-color="#262e69"/><stop offset="50%" stop-color="#73498a"/><stop offset="64%" stop-color="#d8717a"/><stop offset="76%" stop-color="#f7b57a"/></linearGradient>`,
    linearGradient('heroWater', ['#3a3468', '#1b2147', '#0c1230']),
    linearGradient('towerGlass', ['#2a3566', '#161d42']),
    `<radialGradient id="heroSun" cx="0.5" cy="0.5" r="0.5"><stop offset="0%" stop-color="#ffd59a" stop-opacity="0.95"/><stop offset="35%" stop-color="#ff9a6b" stop-opacity="0.45"/><stop offset="100%" stop-color="#ff7a6b" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="heroShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0%" stop-color="#0b1030" stop-opacity="0.35"/><stop offset="45%" stop-color="#0b1030" stop-opacity="0"/><stop offset="100%" stop-color="#0b1030" stop-opacity="0.45"/></linearGradient>`,
  ].join('');
  const body = [
    rect(0, 0, HERO_WIDTH, HERO_HEIGHT, 'url(#heroSky)'),
    drawStars(random),
    circle(SUN_X, SHORE - 30, 360, 'url(#heroSun)'),
    circle(SUN_X, SHORE - 18, 50, '#ffdca6', 'opacity="0.92"'),
    drawSkyline(random, {
      colour: '#8c5f96',
      minHeight: 60,
      maxHeight: 250,
      litChance: 0.04,
      opacity: 0.75,
      gap: [0, 14],
    }),
    drawSkyline(random, {
      colour: '#2b2d60',
      minHeight: 50,
      maxHeight: 340,
      litChance: 0.45,
      opacity: 1,
      gap: [14, 70],
    }),
    drawNearHouses(random),
    drawWater(random),
    rect(0, 0, HERO_WIDTH, HERO_HEIGHT, 'url(#heroShade)'),
  ].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${viewport.width * scale}" height="${HERO_HEIGHT * scale}" viewBox="${viewport.x} 0 ${viewport.width} ${HERO_HEIGHT}"><defs>${defs}</defs>${body}</svg>`;
}

function drawStars(random: Random): string {
  const stars: string[] = [];
  for (let i = 0; i < 90; i++) {
    const opacity = (0.25 + random.next() * 0.6).toFixed(2);
    stars.push(
      circle(
        random.int(0, HERO_WIDTH),
        random.int(0, 260),
        0.6 + random.next() * 1.3,
        '#ffffff',
        `opacity="${opacity}"`,
      ),
    );
  }
  return stars.join('');
}

type SkylineStyle = {
  colour: string;
  minHeight: number;
  maxHeight: number;
  litChance: number;
  opacity: number;
  gap: readonly [number, number];
};

function drawSkyline(random: Random, style: SkylineStyle): string {
  const parts: string[] = [];
  let x = -random.int(0, 40);
  while (x < HERO_WIDTH) {
    const width = random.int(50, 120);
    // Taller towers toward the edges, lower in the middle behind the headline.
    const edge = Math.abs(x + width / 2 - HERO_WIDTH / 2) / (HERO_WIDTH / 2);
    const height =
      style.minHeight +
      (style.maxHeight - style.minHeight) * (0.15 + 0.85 * edge ** 1.3) * (0.6 + random.next() * 0.4);
    const top = SHORE - height;
    const shade = mix(style.colour, '#000000', random.next() * 0.25);
    const crown = random.pick(['flat', 'spire', 'step', 'slant'] as const);
    parts.push(rect(x, top, width, height + 2, shade));
    if (crown === 'spire') parts.push(rect(x + width / 2 - 2, top - 40, 4, 40, shade));
    if (crown === 'step') parts.push(rect(x + width * 0.2, top - 22, width * 0.6, 24, shade));
    if (crown === 'slant')
      parts.push(
        polygon(
          [
            [x, top],
            [x + width, top - 30],
            [x + width, top],
          ],
          shade,
        ),
      );
    if (style.litChance > 0.2) {
      for (let wy = top + 12; wy < SHORE - 16; wy += 16) {
        for (let wx = x + 8; wx < x + width - 12; wx += 14) {
          if (random.chance(style.litChance)) {
            const warm = random.chance(0.8) ? '#ffd27d' : '#bfe3ff';
            parts.push(rect(wx, wy, 7, 9, warm, `opacity="${(0.55 + random.next() * 0.45).toFixed(2)}"`));
          }
        }
      }
    } else {
      for (let wy = top + 20; wy < SHORE - 20; wy += 26) {
        if (random.chance(0.3)) parts.push(rect(x + 10, wy, width - 20, 3, '#f0b98a', 'opacity="0.35"'));
      }
    }
    x += width + random.int(...style.gap);
  }
  return `<g opacity="${style.opacity}">${parts.join('')}</g>`;
}

function drawNearHouses(random: Random): string {
  const parts: string[] = [];
  let x = -30;
  while (x < HERO_WIDTH) {
    const width = random.int(130, 210);
    const height = random.int(56, 96);
    const top = SHORE - height;
    const wall = mix('#1a1f45', '#3a3370', random.next());
    parts.push(rect(x, top, width, height, wall));
    // Flat modern roofs with a cantilevered upper storey on some houses.
    if (random.chance(0.6)) {
      const upperWidth = width * (0.5 + random.next() * 0.3);
      const upperX = x + random.next() * (width - upperWidth);
      parts.push(rect(upperX - 10, top - 46, upperWidth + 20, 8, '#12163a'));
      parts.push(rect(upperX, top - 40, upperWidth, 40, mix(wall, '#000000', 0.15)));
      parts.push(rect(upperX + 10, top - 32, upperWidth - 20, 22, '#ffc977', 'opacity="0.85"'));
    }
    parts.push(rect(x - 6, top - 6, width + 12, 8, '#12163a'));
    const panes = Math.floor((width - 20) / 34);
    for (let p = 0; p < panes; p++) {
      const lit = random.chance(0.75);
      parts.push(
        rect(
          x + 14 + p * 34,
          top + 16,
          24,
          height - 30,
          lit ? '#ffcf80' : '#3a4680',
          `opacity="${lit ? 0.9 : 0.8}"`,
        ),
      );
    }
    x += width + random.int(40, 120);
    if (random.chance(0.55))
      parts.push(
        drawPalm(x - 24, SHORE + 2, random.int(110, 170), '#141a3c', random.int(-20, 20), '#141a3c'),
      );
  }
  parts.push(rect(0, SHORE - 4, HERO_WIDTH, 8, '#0f1433'));
  return parts.join('');
}

function drawWater(random: Random): string {
  const parts = [rect(0, SHORE + 4, HERO_WIDTH, HERO_HEIGHT - SHORE, 'url(#heroWater)')];
  // Broken horizontal strokes read as reflected lights on a still lake.
  for (let i = 0; i < 140; i++) {
    const y = SHORE + 10 + random.next() ** 1.6 * (HERO_HEIGHT - SHORE - 10);
    const x = random.int(0, HERO_WIDTH);
    const near = 1 - (y - SHORE) / (HERO_HEIGHT - SHORE);
    const colour = random.chance(0.25) ? '#f6b179' : '#ffd27d';
    parts.push(
      rect(x, y, 12 + random.next() * 50 * near, 2, colour, `opacity="${round(0.15 + near * 0.45)}"`),
    );
  }
  // The sun's path on the water: strokes narrowing toward the viewer.
  for (let y = SHORE + 8; y < HERO_HEIGHT; y += 9) {
    const spread = 70 - (y - SHORE) * 0.3;
    const width = 20 + random.next() * spread;
    parts.push(
      rect(
        SUN_X - width / 2 + (random.next() - 0.5) * 30,
        y,
        width,
        3,
        '#ffd9a0',
        `opacity="${round(0.65 - (y - SHORE) / 320)}"`,
      ),
    );
  }
  return parts.join('');
}
