/**
 * Small vector assets for the web app: seven invented client logos, the arrow beside
 * section headings and the favicon. They stay SVG: crisp at any size and tiny.
 */
export type ClientLogo = { file: string; name: string; suffix: string; colour: string; mark: string };

const LOGO_FONT =
  "'Plus Jakarta Sans Variable','Plus Jakarta Sans','Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const TEXT = '#2b2f3a';

/** Marks are drawn in a 48×48 box. */
export const CLIENT_LOGOS: readonly ClientLogo[] = [
  {
    file: 'padma-builders',
    name: 'Padma',
    suffix: 'BUILDERS',
    colour: '#e4572e',
    mark: '<path d="M6 24 L24 8 L42 24" fill="none" stroke="C" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/><path d="M4 34 Q12 28 20 34 T36 34 T48 34" fill="none" stroke="C" stroke-width="4" stroke-linecap="round"/><path d="M4 43 Q12 37 20 43 T36 43 T48 43" fill="none" stroke="C" stroke-width="4" stroke-linecap="round" opacity="0.5"/>',
  },
  {
    file: 'meghna-homes',
    name: 'Meghna',
    suffix: 'HOMES',
    colour: '#2a9d8f',
    mark: '<path d="M8 22 L24 8 L40 22 V42 H8 Z" fill="C"/><rect x="19" y="28" width="10" height="14" rx="2" fill="#fff"/><circle cx="24" cy="19" r="3" fill="#fff"/>',
  },
  {
    file: 'jamuna-realty',
    name: 'Jamuna',
    suffix: 'REALTY',
    colour: '#3d5a80',
    mark: '<rect x="4" y="22" width="10" height="22" rx="2" fill="C" opacity="0.55"/><rect x="17" y="6" width="12" height="38" rx="2" fill="C"/><rect x="32" y="14" width="12" height="30" rx="2" fill="C" opacity="0.8"/>',
  },
  {
    file: 'karnaphuli-estates',
    name: 'Karnaphuli',
    suffix: 'ESTATES',
    colour: '#5b8e3d',
    mark: '<path d="M2 42 L18 14 L28 30 L34 22 L46 42 Z" fill="C"/><circle cx="36" cy="10" r="5" fill="C" opacity="0.6"/>',
  },
  {
    file: 'teesta-developers',
    name: 'Teesta',
    suffix: 'DEVELOPERS',
    colour: '#6d597a',
    mark: '<path d="M24 3 L42 13.5 V34.5 L24 45 L6 34.5 V13.5 Z" fill="none" stroke="C" stroke-width="5" stroke-linejoin="round"/><path d="M16 24 H32 M24 16 V32" stroke="C" stroke-width="5" stroke-linecap="round"/>',
  },
  {
    file: 'surma-housing',
    name: 'Surma',
    suffix: 'HOUSING',
    colour: '#e09f3e',
    mark: '<path d="M4 40 A20 20 0 0 1 44 40 Z" fill="C"/><path d="M12 40 A12 12 0 0 1 36 40" fill="none" stroke="#fff" stroke-width="3"/><path d="M0 44 H48" stroke="C" stroke-width="4" stroke-linecap="round"/>',
  },
  {
    file: 'sundarban-properties',
    name: 'Sundarban',
    suffix: 'PROPERTIES',
    colour: '#1f7a5a',
    mark: '<path d="M24 4 C40 12 42 32 24 44 C6 32 8 12 24 4 Z" fill="C"/><path d="M24 12 V40 M24 22 L16 16 M24 30 L32 24" stroke="#fff" stroke-width="3" stroke-linecap="round"/>',
  },
];

export function composeClientLogo(logo: ClientLogo): string {
  const mark = logo.mark.replaceAll('"C"', `"${logo.colour}"`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="${logo.name} ${logo.suffix.toLowerCase()}">`,
    `<g transform="translate(14 16)">${mark}</g>`,
    `<text x="74" y="40" font-family="${LOGO_FONT}" font-size="25" font-weight="800" fill="${TEXT}" letter-spacing="-0.5">${logo.name}</text>`,
    `<text x="75" y="58" font-family="${LOGO_FONT}" font-size="10.5" font-weight="700" fill="${logo.colour}" letter-spacing="3">${logo.suffix}</text>`,
    '</svg>',
  ].join('');
}

/** The small arrow beside section headings: a brand-orange swoosh ending in an arrowhead. */
export function composeHeadingArrow(): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48" viewBox="0 0 64 48" aria-hidden="true">',
    '<path d="M6 10 C10 34 30 40 52 34" fill="none" stroke="#ff5b22" stroke-width="4.5" stroke-linecap="round"/>',
    '<path d="M42 24 L54 33.5 L41 42" fill="none" stroke="#ff5b22" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>',
    '<circle cx="6" cy="8" r="3.5" fill="#ff5b22" opacity="0.45"/>',
    '</svg>',
  ].join('');
}

/** Favicon: a roof over a nest-like arc on the brand orange. */
/** The roof, the smile and the dot of the favicon, in white on a 64-unit square. */
const NEST_MARK = [
  '<path d="M14 30 L32 15 L50 30" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>',
  '<path d="M18 36 Q32 54 46 36" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/>',
  '<circle cx="32" cy="33" r="4" fill="#fff"/>',
].join('');

export function composeFavicon(): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
    '<rect width="64" height="64" rx="14" fill="#ff5b22"/>',
    NEST_MARK,
    '</svg>',
  ].join('');
}

/**
 * The installed app's icon (decision 056): the favicon's mark at `size` pixels. A maskable icon fills the
 * whole square with the brand colour and keeps the mark inside the central 80 % that every launcher's mask
 * shows; the plain one is the favicon, drawn large.
 */
export function composeAppIcon(size: number, { isMaskable }: { isMaskable: boolean }): string {
  const background = isMaskable
    ? '<rect width="64" height="64" fill="#ff5b22"/>'
    : '<rect width="64" height="64" rx="14" fill="#ff5b22"/>';
  // The mark spans x 11–53 and y 12–51: scaled to 70 % about the centre it stays inside the safe circle.
  const mark = isMaskable
    ? `<g transform="translate(32 32) scale(0.7) translate(-32 -32)">${NEST_MARK}</g>`
    : NEST_MARK;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">`,
    background,
    mark,
    '</svg>',
  ].join('');
}
