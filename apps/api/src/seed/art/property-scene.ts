/**
 * Street scenes for the demo listings, composed from shapes: a sky for the time of day,
 * a hazy skyline, one main building of the listing's kind, trees and a street.
 */
import type { Random } from '../random';
import {
  circle,
  drawCloud,
  drawPalm,
  drawRoundTree,
  drawShrubs,
  linearGradient,
  mix,
  polygon,
  rect,
  SKIES,
  type Sky,
  type TimeOfDay,
  wrapSvg,
} from './svg';

export type BuildingKind = 'house' | 'apartment' | 'office' | 'shop' | 'warehouse';

export const SCENE_WIDTH = 800;
export const SCENE_HEIGHT = 472;
const HORIZON = 350;

const WALLS = ['#f3e9dc', '#e9d5b7', '#d9e4ec', '#f1d2c2', '#e4e9d4', '#f6f1e7', '#d8cfe6', '#f2c9a0'];
const ACCENTS = ['#c0563b', '#2f6f8f', '#8a5a3c', '#3e7a5b', '#b4473a', '#5a5f8f', '#d08a2e'];
const LEAVES = ['#4f9a4a', '#3f8a54', '#5fa84a', '#2f7d4a'];

type Paint = { sky: Sky; random: Random; tone: (color: string) => string };

export function composePropertyScene(random: Random, kind: BuildingKind, time: TimeOfDay): string {
  const sky = SKIES[time];
  const paint: Paint = {
    sky,
    random,
    tone: (color) => mix(color, sky.shade, sky.shadeOpacity),
  };
  const defs = [
    linearGradient('sky', sky.stops),
    linearGradient('ground', sky.grass),
    linearGradient('glass', [mix('#9cc7e8', sky.stops[1], 0.4), mix('#2d5a80', sky.stops[0], 0.3)]),
    `<radialGradient id="glow"><stop offset="0%" stop-color="${sky.sun.glow}" stop-opacity="0.9"/><stop offset="100%" stop-color="${sky.sun.glow}" stop-opacity="0"/></radialGradient>`,
  ].join('');
  const body = [
    rect(0, 0, SCENE_WIDTH, SCENE_HEIGHT, 'url(#sky)'),
    drawSunOrMoon(paint, time),
    drawStars(paint, time),
    drawCloud(
      random,
      random.int(80, 300),
      random.int(60, 120),
      0.8 + random.next() * 0.4,
      time === 'dusk' ? 0.18 : 0.75,
    ),
    drawCloud(
      random,
      random.int(480, 700),
      random.int(50, 110),
      0.6 + random.next() * 0.3,
      time === 'dusk' ? 0.12 : 0.6,
    ),
    drawFarSkyline(paint),
    rect(0, HORIZON, SCENE_WIDTH, SCENE_HEIGHT - HORIZON, 'url(#ground)'),
    drawMainBuilding(paint, kind),
    drawStreet(paint),
  ].join('');
  return wrapSvg(SCENE_WIDTH, SCENE_HEIGHT, defs, body);
}

function drawSunOrMoon({ sky, random }: Paint, time: TimeOfDay): string {
  const x = random.int(90, 710);
  const y =
    time === 'noon' ? random.int(50, 80) : time === 'sunset' ? random.int(230, 280) : random.int(70, 150);
  const radius = time === 'sunset' ? 46 : 30;
  // The moon is a crescent: a mask cuts a second disc out of the first.
  const crescent = sky.sun.isMoon
    ? `<mask id="crescent"><rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="#ffffff"/>${circle(x + 12, y - 8, radius * 0.9, '#000000')}</mask>`
    : '';
  const mask = sky.sun.isMoon ? 'mask="url(#crescent)"' : '';
  return `${crescent}${circle(x, y, radius * 3.2, 'url(#glow)')}${circle(x, y, radius, sky.sun.color, mask)}`;
}

function drawStars({ random }: Paint, time: TimeOfDay): string {
  if (time !== 'dusk') return '';
  const stars: string[] = [];
  for (let i = 0; i < 40; i++) {
    stars.push(
      circle(
        random.int(0, SCENE_WIDTH),
        random.int(0, 200),
        0.6 + random.next() * 1.2,
        '#ffffff',
        `opacity="${(0.4 + random.next() * 0.5).toFixed(2)}"`,
      ),
    );
  }
  return stars.join('');
}

function drawFarSkyline({ sky, random }: Paint): string {
  const parts: string[] = [];
  const far = mix(sky.haze, sky.stops[2], 0.35);
  for (let x = -20; x < SCENE_WIDTH; x += random.int(34, 70)) {
    const height = random.int(40, 140);
    parts.push(rect(x, HORIZON - height, random.int(30, 60), height + 4, far, 'opacity="0.75"'));
  }
  const near = mix(sky.haze, '#2c3e50', 0.25);
  for (let x = -10; x < SCENE_WIDTH; x += random.int(60, 120)) {
    const height = random.int(20, 80);
    parts.push(rect(x, HORIZON - height, random.int(40, 80), height + 4, near, 'opacity="0.55"'));
  }
  return parts.join('');
}

function drawMainBuilding(paint: Paint, kind: BuildingKind): string {
  switch (kind) {
    case 'house':
      return drawHouse(paint);
    case 'apartment':
      return drawApartment(paint);
    case 'office':
      return drawOffice(paint);
    case 'shop':
      return drawShopRow(paint);
    case 'warehouse':
      return drawWarehouse(paint);
  }
}

function drawWindow(
  paint: Paint,
  x: number,
  y: number,
  width: number,
  height: number,
  frame: string,
): string {
  const { random, sky } = paint;
  const isLit = random.chance(sky.windowLitChance);
  const glass = isLit ? '#ffd77a' : 'url(#glass)';
  const shine = isLit
    ? ''
    : polygon(
        [
          [x + width * 0.15, y + height],
          [x + width * 0.55, y],
          [x + width * 0.75, y],
          [x + width * 0.35, y + height],
        ],
        '#ffffff',
        'opacity="0.22"',
      );
  return `${rect(x - 2, y - 2, width + 4, height + 4, frame)}${rect(x, y, width, height, glass)}${shine}${rect(x + width / 2 - 1, y, 2, height, frame, 'opacity="0.8"')}`;
}

function drawTreesAround(paint: Paint, left: number, right: number): string {
  const { random } = paint;
  const leaf = paint.tone(random.pick(LEAVES));
  const ground = HORIZON + 40;
  const parts: string[] = [];
  if (random.chance(0.5)) parts.push(drawPalm(left - 50, ground + 10, random.int(150, 200), leaf, -18));
  else parts.push(drawRoundTree(left - 55, ground + 8, random.int(70, 95), leaf));
  if (random.chance(0.5)) parts.push(drawPalm(right + 55, ground + 10, random.int(150, 210), leaf, 20));
  else parts.push(drawRoundTree(right + 60, ground + 8, random.int(70, 100), leaf));
  parts.push(drawShrubs(random, left - 10, right + 10, ground + 6, mix(leaf, '#000000', 0.1)));
  return parts.join('');
}

function drawHouse(paint: Paint): string {
  const { random, tone } = paint;
  const wall = tone(random.pick(WALLS));
  const accent = tone(random.pick(ACCENTS));
  const frame = tone('#f8f6f2');
  const width = random.int(300, 380);
  const floors = random.int(1, 2);
  const floorHeight = 78;
  const left = (SCENE_WIDTH - width) / 2 + random.int(-60, 60);
  const base = HORIZON + 40;
  const top = base - floors * floorHeight;
  const parts: string[] = [];
  // Soft shadow on the lawn, the walls, then a roof of one of three shapes.
  parts.push(rect(left - 10, base - 6, width + 40, 14, '#000000', 'opacity="0.15" rx="7"'));
  parts.push(rect(left, top, width, base - top, wall));
  parts.push(rect(left, top, width * 0.06, base - top, mix(wall, '#000000', 0.08)));
  const roofStyle = random.pick(['gable', 'hip', 'flat'] as const);
  if (roofStyle === 'flat') {
    parts.push(rect(left - 10, top - 16, width + 20, 18, accent));
    parts.push(rect(left + width * 0.55, top - 60, width * 0.45, 46, mix(wall, '#ffffff', 0.2)));
    parts.push(rect(left + width * 0.55 - 8, top - 70, width * 0.45 + 16, 12, accent));
    parts.push(drawWindow(paint, left + width * 0.62, top - 50, width * 0.3, 28, frame));
  } else {
    const peak = top - random.int(70, 100);
    const inset = roofStyle === 'hip' ? width * 0.28 : width / 2;
    parts.push(
      polygon(
        [
          [left - 18, top + 4],
          [left + inset, peak],
          [left + width - inset, peak],
          [left + width + 18, top + 4],
        ],
        accent,
      ),
    );
    parts.push(rect(left - 18, top, width + 36, 8, mix(accent, '#000000', 0.25)));
    if (random.chance(0.6))
      parts.push(rect(left + width * 0.72, peak + 8, 22, top - peak - 10, mix(accent, '#000000', 0.15)));
  }
  for (let floor = 0; floor < floors; floor++) {
    const y = base - (floor + 1) * floorHeight + 18;
    const count = random.int(3, 4);
    for (let i = 0; i < count; i++) {
      const x = left + 24 + i * ((width - 48) / count) + 6;
      if (floor === 0 && i === 1) continue;
      parts.push(drawWindow(paint, x, y, (width - 48) / count - 24, 44, frame));
    }
    if (floor > 0) parts.push(rect(left + 20, y + 48, width - 40, 6, mix(wall, '#000000', 0.18)));
  }
  const doorX = left + 24 + (width - 48) / (floors === 1 ? 3 : 3.5) + 10;
  parts.push(rect(doorX, base - 62, 40, 62, mix(accent, '#000000', 0.2)));
  parts.push(circle(doorX + 32, base - 30, 2.5, '#f2d36b'));
  parts.push(rect(doorX - 8, base - 4, 56, 6, mix(wall, '#000000', 0.3)));
  parts.push(drawTreesAround(paint, left, left + width));
  return parts.join('');
}

function drawApartment(paint: Paint): string {
  const { random, tone } = paint;
  const wall = tone(random.pick(WALLS));
  const accent = tone(random.pick(ACCENTS));
  const frame = tone('#eef0f2');
  const width = random.int(220, 280);
  const floors = random.int(8, 10);
  const floorHeight = 30;
  const left = (SCENE_WIDTH - width) / 2 + random.int(-90, 90);
  const base = HORIZON + 40;
  const top = base - floors * floorHeight - 30;
  const parts: string[] = [];
  // A neighbour block behind, then the tower with balconies and a rooftop water tank.
  const neighbourLeft = left + (random.chance(0.5) ? -150 : width - 30);
  parts.push(
    rect(neighbourLeft, top + 70, 180, base - top - 70, tone(mix(random.pick(WALLS), '#8090a0', 0.3))),
  );
  for (let y = top + 86; y < base - 30; y += 30) {
    for (let x = neighbourLeft + 16; x < neighbourLeft + 170; x += 40) {
      parts.push(rect(x, y, 20, 14, random.chance(paint.sky.windowLitChance) ? '#ffd77a' : tone('#6f8299')));
    }
  }
  parts.push(rect(left, top, width, base - top, wall));
  parts.push(rect(left + width - 18, top, 18, base - top, mix(wall, '#000000', 0.12)));
  parts.push(rect(left - 6, top - 10, width + 12, 12, accent));
  parts.push(rect(left + 30, top - 46, 40, 36, tone('#5d6d7e')));
  parts.push(rect(left + 26, top - 50, 48, 6, tone('#34495e')));
  const columns = random.int(3, 4);
  const bay = (width - 30) / columns;
  for (let floor = 0; floor < floors; floor++) {
    const y = base - 40 - (floor + 1) * floorHeight;
    for (let c = 0; c < columns; c++) {
      const x = left + 15 + c * bay + 8;
      parts.push(drawWindow(paint, x, y + 4, bay - 16, 18, frame));
      if ((c + floor) % 2 === 0) parts.push(rect(x - 4, y + 20, bay - 8, 5, accent, 'opacity="0.9"'));
    }
  }
  parts.push(rect(left + width / 2 - 34, base - 40, 68, 40, mix(accent, '#000000', 0.25)));
  parts.push(rect(left + width / 2 - 44, base - 48, 88, 10, accent));
  parts.push(rect(left + width / 2 - 26, base - 36, 52, 36, 'url(#glass)'));
  parts.push(drawTreesAround(paint, left, left + width));
  return parts.join('');
}

function drawOffice(paint: Paint): string {
  const { random, tone } = paint;
  const steel = tone(random.pick(['#5b6b7c', '#44546a', '#6b7a8a', '#3d4f63']));
  const width = random.int(200, 250);
  const left = (SCENE_WIDTH - width) / 2 + random.int(-80, 80);
  const base = HORIZON + 40;
  const top = random.int(40, 80);
  const parts: string[] = [];
  // A stepped glass tower: a lower wing beside a tall curtain wall.
  const wingLeft = random.chance(0.5) ? left - 130 : left + width - 20;
  const wingTop = top + random.int(120, 170);
  parts.push(rect(wingLeft, wingTop, 150, base - wingTop, tone('#cfd8df')));
  for (let y = wingTop + 14; y < base - 20; y += 26)
    parts.push(rect(wingLeft + 10, y, 130, 14, 'url(#glass)'));
  parts.push(rect(left, top, width, base - top, 'url(#glass)'));
  parts.push(
    polygon(
      [
        [left, top],
        [left + width * 0.45, top],
        [left, top + (base - top) * 0.55],
      ],
      '#ffffff',
      'opacity="0.14"',
    ),
  );
  for (let x = left; x <= left + width; x += width / 6) parts.push(rect(x - 1.5, top, 3, base - top, steel));
  for (let y = top; y < base; y += 22) {
    parts.push(rect(left, y, width, 2, steel, 'opacity="0.8"'));
    if (random.chance(paint.sky.windowLitChance * 0.8)) {
      parts.push(
        rect(
          left + random.int(0, 4) * (width / 6) + 2,
          y + 3,
          width / 6 - 4,
          17,
          '#ffd77a',
          'opacity="0.85"',
        ),
      );
    }
  }
  parts.push(rect(left - 8, top - 14, width + 16, 16, steel));
  parts.push(rect(left + width * 0.3, base - 46, width * 0.4, 46, tone('#2b3a4a')));
  parts.push(rect(left + width * 0.3 + 6, base - 40, width * 0.4 - 12, 40, '#ffe6a6', 'opacity="0.6"'));
  parts.push(drawTreesAround(paint, Math.min(left, wingLeft), Math.max(left + width, wingLeft + 150)));
  return parts.join('');
}

function drawShopRow(paint: Paint): string {
  const { random, tone } = paint;
  const parts: string[] = [];
  const base = HORIZON + 40;
  let x = random.int(20, 60);
  // Three two-storey fronts side by side; the middle one is the listing, with an awning.
  for (let i = 0; i < 3; i++) {
    const width = i === 1 ? random.int(250, 290) : random.int(190, 230);
    const height = i === 1 ? 210 : random.int(160, 200);
    const wall = tone(random.pick(WALLS));
    const accent = tone(random.pick(ACCENTS));
    const top = base - height;
    parts.push(rect(x, top, width, height, i === 1 ? wall : mix(wall, '#6b7a8a', 0.25)));
    parts.push(rect(x - 4, top - 10, width + 8, 12, mix(accent, '#000000', 0.2)));
    for (let w = 0; w < 3; w++)
      parts.push(
        drawWindow(
          paint,
          x + 22 + w * ((width - 30) / 3),
          top + 24,
          (width - 30) / 3 - 22,
          40,
          tone('#f5f5f5'),
        ),
      );
    const signY = base - 118;
    parts.push(rect(x + 12, signY, width - 24, 26, accent));
    parts.push(
      rect(x + 26, signY + 10, (width - 52) * (0.4 + random.next() * 0.4), 6, '#ffffff', 'opacity="0.85"'),
    );
    const frontTop = signY + 30;
    parts.push(rect(x + 14, frontTop + 20, width - 28, base - frontTop - 20, '#ffe9b8', 'opacity="0.9"'));
    for (let s = 0; s < 3; s++) {
      parts.push(rect(x + 22, frontTop + 36 + s * 20, width - 44, 3, tone('#8a6a4a')));
      for (let b = 0; b < 6; b++) {
        parts.push(
          rect(
            x + 26 + b * ((width - 56) / 6),
            frontTop + 24 + s * 20,
            10,
            12,
            random.pick(ACCENTS),
            'opacity="0.8"',
          ),
        );
      }
    }
    const stripes = 10;
    for (let s = 0; s < stripes; s++) {
      const stripeWidth = (width - 4) / stripes;
      parts.push(
        polygon(
          [
            [x + 2 + s * stripeWidth, frontTop],
            [x + 2 + (s + 1) * stripeWidth, frontTop],
            [x + 2 + (s + 1) * stripeWidth + 4, frontTop + 24],
            [x + 2 + s * stripeWidth + 4, frontTop + 24],
          ],
          s % 2 === 0 ? accent : tone('#fdf6ec'),
        ),
      );
    }
    x += width + random.int(6, 16);
  }
  parts.push(drawShrubs(random, 10, SCENE_WIDTH - 10, base + 6, tone('#4f8f3c')));
  return parts.join('');
}

function drawWarehouse(paint: Paint): string {
  const { random, tone } = paint;
  const wall = tone(random.pick(['#c9d3da', '#d8c7a8', '#b8c6b0', '#d6d0c4']));
  const roof = tone(random.pick(['#7b8794', '#8d5b4c', '#4d6b82']));
  const width = random.int(420, 500);
  const left = (SCENE_WIDTH - width) / 2 + random.int(-40, 40);
  const base = HORIZON + 40;
  const top = base - 150;
  const parts: string[] = [];
  parts.push(
    polygon(
      [
        [left - 12, top + 10],
        [left + width / 2, top - 40],
        [left + width + 12, top + 10],
      ],
      roof,
    ),
  );
  for (let x = left; x < left + width; x += 14)
    parts.push(rect(x, top + 4, 7, base - top - 4, mix(wall, '#000000', 0.06)));
  parts.push(rect(left, top + 8, width, base - top - 8, wall, 'opacity="0.85"'));
  for (let d = 0; d < 3; d++) {
    const doorX = left + 40 + d * ((width - 80) / 3);
    const doorWidth = (width - 80) / 3 - 30;
    parts.push(rect(doorX, base - 90, doorWidth, 90, tone('#6b7680')));
    for (let y = base - 86; y < base; y += 8) parts.push(rect(doorX, y, doorWidth, 2, tone('#56606a')));
  }
  for (let w = 0; w < 6; w++)
    parts.push(
      drawWindow(
        paint,
        left + 30 + w * ((width - 60) / 6),
        top + 26,
        (width - 60) / 6 - 20,
        18,
        tone('#eeeeee'),
      ),
    );
  // A boundary fence along the plot.
  for (let x = 0; x < SCENE_WIDTH; x += 18) parts.push(rect(x, base + 8, 4, 34, tone('#d9d2c3')));
  parts.push(rect(0, base + 14, SCENE_WIDTH, 4, tone('#d9d2c3')));
  parts.push(drawTreesAround(paint, left, left + width));
  return parts.join('');
}

function drawStreet({ sky, random, tone }: Paint): string {
  const top = HORIZON + 62;
  const asphalt = tone('#4a4f57');
  const dashes: string[] = [];
  for (let x = -random.int(0, 40); x < SCENE_WIDTH; x += 70)
    dashes.push(rect(x, top + 34, 38, 4, '#f1e6c8', 'opacity="0.85"'));
  const glow =
    sky.windowLitChance > 0.5
      ? [120, 400, 680]
          .map(
            (x) =>
              `${rect(x, top - 86, 4, 90, '#2c2c34')}${circle(x + 2, top - 88, 7, '#ffe7a3')}${circle(x + 2, top - 88, 22, '#ffe7a3', 'opacity="0.25"')}`,
          )
          .join('')
      : '';
  return `${rect(0, top - 6, SCENE_WIDTH, 8, tone('#c9c1b3'))}${rect(0, top, SCENE_WIDTH, SCENE_HEIGHT - top, asphalt)}${dashes.join('')}${glow}`;
}
