/** Profile pictures for the demo accounts: initials on a coloured circle. */
import { circle, linearGradient, mix, wrapSvg } from './svg';

export const AVATAR_SIZE = 200;

const AVATAR_COLOURS = [
  '#e4572e',
  '#2a9d8f',
  '#3d5a80',
  '#8e5572',
  '#f4a259',
  '#5b8e7d',
  '#6d597a',
  '#bc4b51',
];

export function getInitials(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

export function composeAvatar(name: string, colourIndex: number): string {
  const base = AVATAR_COLOURS[colourIndex % AVATAR_COLOURS.length] ?? '#e4572e';
  const half = AVATAR_SIZE / 2;
  const defs = linearGradient('face', [mix(base, '#ffffff', 0.15), mix(base, '#000000', 0.2)]);
  // The text needs no web font: librsvg picks any installed sans-serif face.
  const body = [
    circle(half, half, half, 'url(#face)'),
    circle(half, half, half - 8, 'none', `stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"`),
    `<text x="${half}" y="${half}" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="76" fill="#ffffff" letter-spacing="2">${getInitials(name)}</text>`,
  ].join('');
  return wrapSvg(AVATAR_SIZE, AVATAR_SIZE, defs, body);
}
