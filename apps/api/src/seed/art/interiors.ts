/**
 * 'Take A Look' rooms in a flat-illustration style: a back wall, a plank floor, a
 * window or art, and the furniture that names the room.
 */
import { circle, linearGradient, mix, polygon, rect, wrapSvg } from './svg';

export const ROOM_WIDTH = 600;
export const ROOM_HEIGHT = 400;
const FLOOR = 300;

export const ROOM_NAMES = ['living-room', 'kitchen', 'bedroom', 'bathroom', 'dining', 'home-office'] as const;
export type RoomName = (typeof ROOM_NAMES)[number];

const ORANGE = '#ff5b22';
const TEAL = '#2a7f7a';
const NAVY = '#27345c';
const WOOD = '#b9835a';

export function composeRoom(name: RoomName): string {
  switch (name) {
    case 'living-room':
      return room('#efe6da', '#c89b72', drawLivingRoom());
    case 'kitchen':
      return room('#e3ece9', '#d9c3a5', drawKitchen());
    case 'bedroom':
      return room('#e9e3f0', '#c7a07c', drawBedroom());
    case 'bathroom':
      return room('#e6f0f3', '#cfd6da', drawBathroom());
    case 'dining':
      return room('#f3e3d3', '#b98a63', drawDining());
    case 'home-office':
      return room('#e5eadf', '#c39a74', drawHomeOffice());
  }
}

function room(wall: string, floor: string, furniture: string): string {
  const defs = [
    linearGradient('wall', [mix(wall, '#ffffff', 0.3), wall]),
    linearGradient('floor', [floor, mix(floor, '#000000', 0.18)]),
    linearGradient('view', ['#8fc8f0', '#d8eefb']),
  ].join('');
  const planks: string[] = [];
  for (let x = -40; x < ROOM_WIDTH + 40; x += 60) {
    planks.push(
      polygon(
        [
          [x + 30, FLOOR],
          [x + 31, FLOOR],
          [x - 25, ROOM_HEIGHT],
          [x - 27, ROOM_HEIGHT],
        ],
        mix(floor, '#000000', 0.2),
        'opacity="0.35"',
      ),
    );
  }
  const body = [
    rect(0, 0, ROOM_WIDTH, FLOOR, 'url(#wall)'),
    rect(0, FLOOR, ROOM_WIDTH, ROOM_HEIGHT - FLOOR, 'url(#floor)'),
    planks.join(''),
    rect(0, FLOOR - 8, ROOM_WIDTH, 10, mix(wall, '#000000', 0.12)),
    furniture,
  ].join('');
  return wrapSvg(ROOM_WIDTH, ROOM_HEIGHT, defs, body);
}

function drawWindowView(x: number, y: number, width: number, height: number, frame = '#ffffff'): string {
  return [
    rect(x - 6, y - 6, width + 12, height + 12, frame),
    rect(x, y, width, height, 'url(#view)'),
    circle(x + width * 0.75, y + height * 0.3, Math.min(width, height) * 0.12, '#fff3c4'),
    polygon(
      [
        [x, y + height],
        [x, y + height * 0.7],
        [x + width * 0.3, y + height * 0.55],
        [x + width * 0.6, y + height * 0.75],
        [x + width, y + height * 0.6],
        [x + width, y + height],
      ],
      '#8cbf7a',
    ),
    rect(x + width / 2 - 3, y, 6, height, frame),
    rect(x, y + height / 2 - 3, width, 6, frame),
    rect(x - 12, y + height + 4, width + 24, 8, mix(frame, '#000000', 0.08)),
  ].join('');
}

function drawPlant(x: number, baseY: number, scale: number): string {
  const leaf = '#3f8a54';
  const leaves = [
    [-22, -60, -30],
    [18, -64, 28],
    [0, -78, 0],
    [-30, -38, -50],
    [30, -40, 52],
  ]
    .map(
      ([dx = 0, dy = 0, angle = 0]) =>
        `<ellipse cx="${x + dx * scale}" cy="${baseY - 30 * scale + dy * scale * 0.6}" rx="${10 * scale}" ry="${26 * scale}" fill="${angle % 2 === 0 ? leaf : '#4f9e5f'}" transform="rotate(${angle} ${x + dx * scale} ${baseY - 30 * scale + dy * scale * 0.6})"/>`,
    )
    .join('');
  const pot = polygon(
    [
      [x - 18 * scale, baseY - 34 * scale],
      [x + 18 * scale, baseY - 34 * scale],
      [x + 13 * scale, baseY],
      [x - 13 * scale, baseY],
    ],
    '#e07a4f',
  );
  return `${leaves}${pot}`;
}

function drawArt(x: number, y: number, width: number, height: number, palette: readonly string[]): string {
  return [
    rect(x - 5, y - 5, width + 10, height + 10, '#3b3b3b'),
    rect(x, y, width, height, '#fbf7f0'),
    circle(x + width * 0.35, y + height * 0.45, Math.min(width, height) * 0.25, palette[0] ?? ORANGE),
    rect(x + width * 0.5, y + height * 0.3, width * 0.35, height * 0.5, palette[1] ?? TEAL),
    rect(x + width * 0.15, y + height * 0.75, width * 0.7, height * 0.08, palette[2] ?? NAVY),
  ].join('');
}

function drawPendant(x: number, length: number, shade: string): string {
  return `${rect(x - 1, 0, 2, length, '#444444')}${polygon(
    [
      [x - 22, length + 26],
      [x - 10, length],
      [x + 10, length],
      [x + 22, length + 26],
    ],
    shade,
  )}${circle(x, length + 28, 6, '#ffe7a0')}`;
}

function drawLivingRoom(): string {
  const sofa = '#2f6f8f';
  return [
    drawWindowView(60, 70, 150, 150),
    drawArt(330, 70, 110, 80, [ORANGE, '#f2c14e', NAVY]),
    drawArt(455, 90, 60, 60, [TEAL, '#f2c14e', ORANGE]),
    `<ellipse cx="330" cy="345" rx="230" ry="34" fill="#e8d9c4"/>`,
    `<ellipse cx="330" cy="345" rx="190" ry="24" fill="#d9c3a5"/>`,
    rect(220, 205, 260, 60, mix(sofa, '#ffffff', 0.1), 'rx="16"'),
    rect(205, 240, 290, 60, sofa, 'rx="14"'),
    rect(190, 225, 40, 75, mix(sofa, '#000000', 0.15), 'rx="14"'),
    rect(470, 225, 40, 75, mix(sofa, '#000000', 0.15), 'rx="14"'),
    rect(245, 215, 60, 40, '#f2c14e', 'rx="10"'),
    rect(395, 215, 60, 40, ORANGE, 'rx="10"'),
    rect(215, 298, 8, 14, '#3b3b3b'),
    rect(477, 298, 8, 14, '#3b3b3b'),
    rect(280, 318, 120, 12, WOOD, 'rx="4"'),
    rect(292, 328, 6, 24, mix(WOOD, '#000000', 0.3)),
    rect(382, 328, 6, 24, mix(WOOD, '#000000', 0.3)),
    circle(320, 310, 9, '#ffffff'),
    rect(540, 110, 4, 190, '#3b3b3b'),
    polygon(
      [
        [520, 140],
        [564, 140],
        [556, 104],
        [528, 104],
      ],
      '#f2c14e',
    ),
    rect(528, 298, 28, 6, '#3b3b3b'),
    drawPlant(120, 300, 1.2),
  ].join('');
}

function drawKitchen(): string {
  const cabinet = '#ffffff';
  const parts: string[] = [
    // Backsplash tiles between the counter and the wall cabinets.
    rect(40, 120, 520, 90, '#d6e4e1'),
  ];
  for (let y = 120; y < 210; y += 18)
    for (let x = 40; x < 560; x += 26) parts.push(rect(x + 1, y + 1, 24, 16, '#e8f1ef'));
  parts.push(
    rect(40, 40, 200, 80, cabinet),
    rect(46, 46, 92, 68, '#f3f3f3'),
    rect(144, 46, 90, 68, '#f3f3f3'),
    rect(360, 40, 200, 80, cabinet),
    rect(366, 46, 92, 68, '#f3f3f3'),
    rect(464, 46, 90, 68, '#f3f3f3'),
    polygon(
      [
        [262, 80],
        [338, 80],
        [356, 118],
        [244, 118],
      ],
      '#c9ced3',
    ),
    rect(288, 0, 24, 80, '#b9bfc5'),
    rect(30, 206, 540, 14, '#3b3f46'),
    rect(40, 220, 520, 80, cabinet),
    rect(262, 196, 76, 10, '#2f3237'),
    circle(280, 201, 5, '#ff8a5c'),
    circle(320, 201, 5, '#ff8a5c'),
    rect(430, 200, 70, 6, '#aeb4ba'),
    `<path d="M470,200 L470,176 Q470,168 478,168 L486,168" stroke="#8d949b" stroke-width="5" fill="none"/>`,
  );
  for (let x = 40; x < 560; x += 87) {
    parts.push(rect(x + 4, 226, 79, 68, '#f4f4f4'), rect(x + 36, 236, 16, 4, '#9aa0a6'));
  }
  parts.push(
    rect(262, 232, 76, 52, '#2f3237'),
    rect(270, 240, 60, 34, '#4a4f57'),
    circle(110, 186, 14, ORANGE),
    rect(98, 190, 24, 16, ORANGE, 'rx="4"'),
    circle(160, 190, 10, '#f2c14e'),
    circle(176, 194, 8, '#7cb342'),
    drawPlant(530, 206, 0.6),
    drawPendant(150, 10, TEAL),
    drawPendant(450, 10, TEAL),
  );
  return parts.join('');
}

function drawBedroom(): string {
  const duvet = '#ffffff';
  return [
    drawWindowView(440, 60, 110, 130),
    rect(420, 40, 16, 200, '#d8b4a0', 'rx="6"'),
    rect(556, 40, 16, 200, '#d8b4a0', 'rx="6"'),
    drawArt(210, 50, 160, 70, ['#9b7fc9', '#f2c14e', TEAL]),
    `<ellipse cx="290" cy="350" rx="220" ry="30" fill="#d7c6e6"/>`,
    rect(150, 140, 280, 110, NAVY, 'rx="18"'),
    rect(130, 220, 320, 70, '#eadfd3', 'rx="10"'),
    rect(130, 240, 320, 60, duvet, 'rx="10"'),
    rect(130, 240, 320, 14, '#f2c14e', 'rx="6"'),
    rect(170, 200, 100, 40, '#f7f2ea', 'rx="14"'),
    rect(300, 200, 100, 40, '#f7f2ea', 'rx="14"'),
    rect(250, 214, 70, 30, ORANGE, 'rx="10"'),
    rect(138, 298, 10, 16, '#5a4634'),
    rect(432, 298, 10, 16, '#5a4634'),
    rect(60, 230, 60, 70, WOOD, 'rx="6"'),
    rect(66, 262, 48, 4, mix(WOOD, '#000000', 0.3)),
    rect(86, 196, 8, 34, '#3b3b3b'),
    polygon(
      [
        [70, 200],
        [110, 200],
        [102, 170],
        [78, 170],
      ],
      '#f2c14e',
    ),
    rect(460, 230, 60, 70, WOOD, 'rx="6"'),
    drawPlant(490, 230, 0.7),
  ].join('');
}

function drawBathroom(): string {
  const parts: string[] = [rect(0, 0, ROOM_WIDTH, FLOOR - 8, '#cadde3')];
  for (let y = 0; y < FLOOR - 8; y += 30)
    for (let x = 0; x < ROOM_WIDTH; x += 30) parts.push(rect(x + 1, y + 1, 28, 28, '#eef6f8'));
  parts.push(
    // A freestanding tub, a round mirror over a wooden vanity, towels and a plant.
    `<path d="M60,230 L330,230 Q330,310 270,310 L120,310 Q60,310 60,230 Z" fill="#ffffff" stroke="#c9d6db" stroke-width="4"/>`,
    rect(50, 222, 290, 14, '#ffffff', 'rx="7"'),
    rect(100, 308, 10, 18, '#c0a060'),
    rect(280, 308, 10, 18, '#c0a060'),
    rect(300, 150, 8, 76, '#b9bfc5'),
    `<path d="M304,150 Q304,130 284,130 L270,130" stroke="#b9bfc5" stroke-width="8" fill="none"/>`,
    circle(150, 226, 12, '#ffffff'),
    circle(170, 222, 10, '#ffffff'),
    circle(190, 226, 11, '#ffffff'),
    circle(470, 110, 62, '#c0a060'),
    circle(470, 110, 54, '#d6ecf3'),
    polygon(
      [
        [440, 80],
        [470, 64],
        [500, 130],
        [470, 146],
      ],
      '#ffffff',
      'opacity="0.35"',
    ),
    rect(390, 200, 160, 16, '#ffffff', 'rx="6"'),
    rect(400, 216, 140, 80, WOOD, 'rx="6"'),
    rect(468, 224, 4, 64, mix(WOOD, '#000000', 0.3)),
    rect(464, 182, 12, 20, '#b9bfc5'),
    rect(560, 130, 30, 110, TEAL, 'rx="4"'),
    rect(556, 126, 38, 10, '#b9bfc5'),
    rect(24, 104, 92, 6, '#b9bfc5', 'rx="3"'),
    rect(40, 108, 60, 84, ORANGE, 'rx="4"'),
    rect(40, 172, 60, 6, '#ffffff', 'opacity="0.6"'),
    drawPlant(360, 300, 0.8),
  );
  return parts.join('');
}

function drawDining(): string {
  const chair = (x: number, flip: boolean) => {
    const back = flip ? x + 40 : x;
    return [
      rect(back - 4, 200, 10, 80, '#3b3b3b', 'rx="4"'),
      rect(x - 4, 262, 54, 10, ORANGE, 'rx="4"'),
      rect(x, 270, 6, 40, '#3b3b3b'),
      rect(x + 40, 270, 6, 40, '#3b3b3b'),
    ].join('');
  };
  return [
    drawWindowView(70, 60, 130, 150),
    drawArt(360, 60, 140, 90, ['#f2c14e', TEAL, ORANGE]),
    rect(380, 190, 180, 16, WOOD, 'rx="4"'),
    rect(390, 206, 160, 80, mix(WOOD, '#000000', 0.1)),
    rect(468, 210, 4, 72, mix(WOOD, '#000000', 0.35)),
    rect(410, 160, 16, 30, TEAL, 'rx="6"'),
    circle(520, 176, 14, '#f2c14e'),
    drawPendant(250, 90, NAVY),
    chair(120, false),
    chair(330, true),
    rect(150, 236, 220, 14, WOOD, 'rx="4"'),
    rect(170, 250, 10, 66, mix(WOOD, '#000000', 0.3)),
    rect(340, 250, 10, 66, mix(WOOD, '#000000', 0.3)),
    `<ellipse cx="210" cy="232" rx="22" ry="6" fill="#ffffff"/>`,
    `<ellipse cx="310" cy="232" rx="22" ry="6" fill="#ffffff"/>`,
    rect(254, 206, 12, 28, '#ffffff', 'rx="4"'),
    circle(252, 200, 10, ORANGE),
    circle(266, 196, 9, '#f2c14e'),
    drawPlant(560, 300, 1),
  ].join('');
}

function drawHomeOffice(): string {
  const parts: string[] = [drawWindowView(60, 60, 140, 130)];
  // A bookshelf with books of varied heights, a desk with a monitor, a chair and a lamp.
  parts.push(rect(420, 40, 150, 250, WOOD, 'rx="4"'));
  const colours = [ORANGE, TEAL, NAVY, '#f2c14e', '#9b7fc9', '#e07a4f'];
  for (let shelf = 0; shelf < 4; shelf++) {
    const y = 50 + shelf * 60;
    parts.push(rect(428, y + 48, 134, 6, mix(WOOD, '#000000', 0.3)));
    let x = 432;
    for (let b = 0; x < 548 && b < 9; b++) {
      const width = 10 + ((b * 7 + shelf * 3) % 8);
      const height = 30 + ((b * 11 + shelf * 5) % 16);
      parts.push(rect(x, y + 48 - height, width, height, colours[(b + shelf) % colours.length] ?? ORANGE));
      x += width + 2;
    }
  }
  parts.push(
    rect(150, 210, 240, 14, '#ffffff', 'rx="4"'),
    rect(160, 224, 10, 90, '#3b3b3b'),
    rect(370, 224, 10, 90, '#3b3b3b'),
    rect(300, 224, 70, 50, '#f0f0f0'),
    rect(330, 246, 10, 4, '#9aa0a6'),
    rect(210, 120, 130, 80, NAVY, 'rx="6"'),
    rect(218, 128, 114, 64, '#3e6fa8'),
    rect(228, 140, 60, 6, '#ffffff', 'opacity="0.7"'),
    rect(228, 154, 80, 6, '#ffffff', 'opacity="0.5"'),
    rect(228, 168, 40, 6, ORANGE),
    rect(268, 200, 14, 12, NAVY),
    rect(240, 206, 70, 5, '#9aa0a6', 'rx="2"'),
    rect(190, 176, 4, 34, '#3b3b3b'),
    polygon(
      [
        [172, 180],
        [198, 180],
        [206, 160],
        [180, 160],
      ],
      ORANGE,
    ),
    rect(230, 230, 70, 60, TEAL, 'rx="12"'),
    rect(236, 280, 58, 14, mix(TEAL, '#000000', 0.2), 'rx="6"'),
    rect(262, 294, 6, 26, '#3b3b3b'),
    rect(236, 318, 58, 6, '#3b3b3b', 'rx="3"'),
    drawPlant(110, 300, 0.9),
  );
  return parts.join('');
}
