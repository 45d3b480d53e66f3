/** Tiny helpers for composing SVG as strings (the pictures are drawn, never downloaded). */
import type { Random } from '../random';

export type TimeOfDay = 'morning' | 'noon' | 'sunset' | 'dusk';

export type Sky = {
  stops: readonly [string, string, string];
  sun: { color: string; glow: string; isMoon: boolean };
  /** Colour laid over far buildings so they sink into the haze. */
  haze: string;
  /** Multiplies the light on walls: dusk darkens, noon keeps colours true. */
  shade: string;
  shadeOpacity: number;
  windowLitChance: number;
  grass: readonly [string, string];
};

export const SKIES: Record<TimeOfDay, Sky> = {
  morning: {
    stops: ['#7fb6f0', '#b9d9f5', '#fde3c6'],
    sun: { color: '#fff4d6', glow: '#ffe2a8', isMoon: false },
    haze: '#b7cbe0',
    shade: '#ffb870',
    shadeOpacity: 0.08,
    windowLitChance: 0.08,
    grass: ['#8cc266', '#5e9a48'],
  },
  noon: {
    stops: ['#3f86d6', '#79b5ec', '#cfe8fb'],
    sun: { color: '#fffbe8', glow: '#fff1b8', isMoon: false },
    haze: '#a9c6e6',
    shade: '#ffffff',
    shadeOpacity: 0,
    windowLitChance: 0.02,
    grass: ['#86c25a', '#4f8f3c'],
  },
  sunset: {
    stops: ['#3d2c6b', '#e0735a', '#ffc98a'],
    sun: { color: '#ffe1a1', glow: '#ff9d5c', isMoon: false },
    haze: '#b87a86',
    shade: '#ff7a3d',
    shadeOpacity: 0.16,
    windowLitChance: 0.35,
    grass: ['#6f9a4c', '#3f6a34'],
  },
  dusk: {
    stops: ['#0f1a3d', '#33407a', '#c0708a'],
    sun: { color: '#f4f1e1', glow: '#9aa7d8', isMoon: true },
    haze: '#3c4677',
    shade: '#1b2350',
    shadeOpacity: 0.38,
    windowLitChance: 0.7,
    grass: ['#40613f', '#253c2a'],
  },
};

export function rect(x: number, y: number, width: number, height: number, fill: string, extra = ''): string {
  return `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function polygon(points: readonly (readonly [number, number])[], fill: string, extra = ''): string {
  const list = points.map(([x, y]) => `${round(x)},${round(y)}`).join(' ');
  return `<polygon points="${list}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Mixes two #rrggbb colours; `amount` 0 keeps `from`, 1 gives `to`. */
export function mix(from: string, to: string, amount: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  const channel = (i: number) => Math.round((a[i] ?? 0) + ((b[i] ?? 0) - (a[i] ?? 0)) * amount);
  return `#${[0, 1, 2].map((i) => channel(i).toString(16).padStart(2, '0')).join('')}`;
}

function parseHex(color: string): number[] {
  const hex = color.replace('#', '');
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
}

export function linearGradient(id: string, stops: readonly string[], vertical = true): string {
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  const list = stops
    .map(
      (color, i) =>
        `<stop offset="${round((i / Math.max(1, stops.length - 1)) * 100)}%" stop-color="${color}"/>`,
    )
    .join('');
  return `<linearGradient id="${id}" ${direction}>${list}</linearGradient>`;
}

export function wrapSvg(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

export function drawCloud(random: Random, x: number, y: number, scale: number, opacity: number): string {
  const puffs = [
    [0, 0, 34],
    [30, -14, 30],
    [60, -4, 32],
    [86, 6, 22],
    [-26, 8, 22],
  ] as const;
  const body = puffs
    .map(([dx, dy, r]) =>
      circle(x + dx * scale, y + dy * scale, r * scale * (0.9 + random.next() * 0.2), '#ffffff'),
    )
    .join('');
  return `<g opacity="${opacity}">${body}${rect(x - 40 * scale, y + 6 * scale, 140 * scale, 24 * scale, '#ffffff', `rx="${12 * scale}"`)}</g>`;
}

export function drawRoundTree(
  x: number,
  groundY: number,
  size: number,
  leaf: string,
  trunk = '#6b4a2f',
): string {
  const dark = mix(leaf, '#000000', 0.25);
  const light = mix(leaf, '#ffffff', 0.18);
  return [
    rect(x - size * 0.07, groundY - size * 0.9, size * 0.14, size * 0.9, trunk),
    circle(x, groundY - size * 1.15, size * 0.5, dark),
    circle(x - size * 0.32, groundY - size * 0.95, size * 0.36, leaf),
    circle(x + size * 0.3, groundY - size * 0.98, size * 0.38, leaf),
    circle(x - size * 0.05, groundY - size * 1.35, size * 0.36, light),
  ].join('');
}

/** A coconut palm: common along Bangladesh's roads and coasts. */
export function drawPalm(
  x: number,
  groundY: number,
  height: number,
  leaf: string,
  lean: number,
  trunkColour = '#7a5b3a',
): string {
  const topX = x + lean;
  const topY = groundY - height;
  const trunk = `<path d="M${round(x - 6)},${round(groundY)} Q${round(x + lean * 0.2)},${round(groundY - height * 0.5)} ${round(topX - 3)},${round(topY)} L${round(topX + 4)},${round(topY)} Q${round(x + lean * 0.2 + 10)},${round(groundY - height * 0.5)} ${round(x + 6)},${round(groundY)} Z" fill="${trunkColour}"/>`;
  const frond = (dx: number, dy: number) =>
    `<path d="M${round(topX)},${round(topY)} Q${round(topX + dx * 0.5)},${round(topY + dy * 0.2 - 26)} ${round(topX + dx)},${round(topY + dy)} Q${round(topX + dx * 0.45)},${round(topY + dy * 0.3 - 10)} ${round(topX)},${round(topY + 4)} Z" fill="${leaf}"/>`;
  const fronds = [
    [-70, 30],
    [-58, 52],
    [70, 28],
    [56, 54],
    [-20, 60],
    [24, 62],
    [-48, -6],
    [46, -10],
  ]
    .map(([dx, dy]) => frond(dx ?? 0, dy ?? 0))
    .join('');
  return `${trunk}${fronds}${circle(topX, topY + 6, 6, mix(trunkColour, '#000000', 0.25))}`;
}

export function drawShrubs(
  random: Random,
  fromX: number,
  toX: number,
  groundY: number,
  leaf: string,
): string {
  const parts: string[] = [];
  for (let x = fromX; x < toX; x += 22 + random.next() * 18) {
    const r = 12 + random.next() * 10;
    parts.push(circle(x, groundY - r * 0.45, r, random.chance(0.5) ? leaf : mix(leaf, '#000000', 0.15)));
  }
  return parts.join('');
}
