/**
 * Renders the illustrations of the marketing pages (/become-partner,
 * /about-us, /padel-world-cup) into public/marketing/.
 *
 *   npx tsx scripts/generate-marketing-images.ts
 *
 * The list of files, their widths and aspect ratios is the app's own
 * (src/features/marketing/marketing-images.ts), so the <img> tags and the
 * files cannot disagree. Every picture is an SVG composed here and encoded to
 * WebP by sharp: small, deterministic, and free of third-party artwork and of
 * photos of real people (the founders are drawn, not photographed).
 */
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { MARKETING_IMAGES, type MarketingImage } from '../src/features/marketing/marketing-images.ts';
import { seededRandom as random } from './seeded-random.ts';

type ImageKey = keyof typeof MARKETING_IMAGES;

const OUT_DIR = join(import.meta.dirname, '..', 'public', 'marketing');
// Each file must stay well under what a marketing page can afford per picture.
const MAX_BYTES = 30 * 1024;

const INK = '#23281b';
const OLIVE = '#7d8f24';
const OLIVE_DARK = '#4d5a12';
const SAND = '#f4efe2';
const CREAM = '#fbfaf5';
const CLAY = '#d9825b';
const SKY = '#9cc3d5';
const SUN = '#f2b45c';

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function linear(id: string, stops: string[], vertical = true): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  const offsets = stops.map(
    (colour, i) =>
      `<stop offset="${(i / Math.max(1, stops.length - 1)).toFixed(2)}" stop-color="${colour}"/>`,
  );
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}>${offsets.join('')}</linearGradient>`;
}

/** A shop front with a striped awning, drawn around the origin. */
function shop(x: number, y: number, colour: string, scale = 1): string {
  const stripes = Array.from({ length: 4 }, (_, i) => {
    const fill = i % 2 === 0 ? colour : CREAM;
    return `<rect x="${-40 + i * 20}" y="-34" width="20" height="22" fill="${fill}"/><circle cx="${-30 + i * 20}" cy="-12" r="10" fill="${fill}"/>`;
  }).join('');
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <circle r="66" fill="#fff"/><circle r="66" fill="none" stroke="${colour}" stroke-opacity="0.25" stroke-width="6"/>
    <rect x="-36" y="-14" width="72" height="50" rx="4" fill="${SAND}" stroke="${INK}" stroke-width="4"/>
    <rect x="-28" y="-2" width="22" height="18" rx="2" fill="${SKY}" stroke="${INK}" stroke-width="3"/>
    <rect x="4" y="2" width="22" height="34" rx="2" fill="${colour}" stroke="${INK}" stroke-width="3"/>
    ${stripes}<rect x="-42" y="-38" width="84" height="6" rx="3" fill="${INK}"/></g>`;
}

/** A phone with offer cards on its screen, drawn from its top-left corner. */
function phone(x: number, y: number, width: number, rotate: number, seed: string): string {
  const height = width * 1.9;
  const rand = random(seed);
  const pad = width * 0.08;
  const cardColours = [OLIVE, CLAY, SKY, SUN];
  const cards = Array.from({ length: 3 }, (_, i) => {
    const cy = height * 0.2 + i * height * 0.2;
    const colour = cardColours[i % cardColours.length] ?? OLIVE;
    return `<rect x="${pad * 2}" y="${cy}" width="${width - pad * 4}" height="${height * 0.16}" rx="${width * 0.05}" fill="#fff"/>
      <rect x="${pad * 2.6}" y="${cy + height * 0.025}" width="${width * 0.24}" height="${height * 0.11}" rx="${width * 0.03}" fill="${colour}"/>
      <rect x="${pad * 2.6 + width * 0.3}" y="${cy + height * 0.035}" width="${width * (0.25 + rand() * 0.15)}" height="${height * 0.025}" rx="4" fill="${INK}" opacity="0.8"/>
      <rect x="${pad * 2.6 + width * 0.3}" y="${cy + height * 0.08}" width="${width * (0.18 + rand() * 0.12)}" height="${height * 0.02}" rx="4" fill="${INK}" opacity="0.35"/>`;
  }).join('');
  return `<g transform="translate(${x} ${y}) rotate(${rotate} ${width / 2} ${height / 2})">
    <rect x="10" y="16" width="${width}" height="${height}" rx="${width * 0.16}" fill="${INK}" opacity="0.18"/>
    <rect width="${width}" height="${height}" rx="${width * 0.16}" fill="${INK}"/>
    <rect x="${pad}" y="${pad}" width="${width - pad * 2}" height="${height - pad * 2}" rx="${width * 0.1}" fill="${SAND}"/>
    <rect x="${pad * 2}" y="${pad * 2.2}" width="${width * 0.42}" height="${height * 0.035}" rx="6" fill="${OLIVE_DARK}"/>
    ${cards}
    <rect x="${pad * 2}" y="${height * 0.8}" width="${width - pad * 4}" height="${height * 0.09}" rx="${height * 0.045}" fill="${OLIVE}"/></g>`;
}

function partnerNetwork(w: number, h: number): string {
  const hub = { x: 480, y: 300 };
  const nodes = [
    { x: 170, y: 150, colour: CLAY },
    { x: 140, y: 420, colour: OLIVE },
    { x: 330, y: 520, colour: SUN },
    { x: 800, y: 140, colour: OLIVE },
    { x: 830, y: 400, colour: SKY },
    { x: 640, y: 525, colour: CLAY },
  ];
  const links = nodes
    .map(
      (n) =>
        `<path d="M${n.x} ${n.y} Q${(n.x + hub.x) / 2} ${n.y < hub.y ? n.y - 40 : n.y + 40} ${hub.x} ${hub.y}" fill="none" stroke="${OLIVE_DARK}" stroke-width="5" stroke-dasharray="2 14" stroke-linecap="round" opacity="0.55"/>`,
    )
    .join('');
  const rand = random('partner');
  const dots = Array.from({ length: 26 }, () => {
    const r = 3 + rand() * 5;
    return `<circle cx="${(rand() * w).toFixed(0)}" cy="${(rand() * h).toFixed(0)}" r="${r.toFixed(1)}" fill="${OLIVE}" opacity="${(0.15 + rand() * 0.25).toFixed(2)}"/>`;
  }).join('');
  return svg(
    w,
    h,
    `<defs>${linear('bg', ['#f7f2e5', '#e7ecd0'], false)}</defs>
    <rect width="${w}" height="${h}" fill="url(#bg)"/>
    <circle cx="${hub.x}" cy="${hub.y}" r="250" fill="${OLIVE}" opacity="0.08"/>
    <circle cx="${hub.x}" cy="${hub.y}" r="170" fill="${OLIVE}" opacity="0.1"/>
    ${dots}${links}${nodes.map((n) => shop(n.x, n.y, n.colour, 0.95)).join('')}
    ${phone(hub.x - 85, hub.y - 165, 170, -6, 'partner-phone')}`,
  );
}

function fjord(w: number, h: number): string {
  const rand = random('fjord');
  const ripples = Array.from({ length: 18 }, () => {
    const y = 400 + rand() * 190;
    const x = rand() * w;
    return `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${(30 + rand() * 90).toFixed(0)}" height="3" rx="1.5" fill="#fff" opacity="${(0.15 + rand() * 0.3).toFixed(2)}"/>`;
  }).join('');
  return svg(
    w,
    h,
    `<defs>${linear('sky', ['#8fb6cc', '#cfe0e4', '#f7dcb0'])}${linear('sea', ['#5d8a95', '#2c4d57'])}</defs>
    <rect width="${w}" height="${h}" fill="url(#sky)"/>
    <circle cx="520" cy="215" r="62" fill="${SUN}" opacity="0.95"/>
    <path d="M0 330 L120 220 L210 290 L330 170 L440 300 L560 230 L680 310 L800 240 L800 400 L0 400 Z" fill="#8aa3ae"/>
    <path d="M0 400 L0 190 L90 250 L170 160 L300 400 Z" fill="#4b6a6c"/>
    <path d="M800 400 L800 150 L700 230 L610 200 L480 400 Z" fill="#4b6a6c"/>
    <path d="M0 400 L0 300 L110 330 L200 400 Z" fill="#2f4a45"/>
    <path d="M800 400 L800 280 L690 340 L610 400 Z" fill="#2f4a45"/>
    <rect y="398" width="${w}" height="${h - 398}" fill="url(#sea)"/>
    <rect x="470" y="405" width="100" height="6" rx="3" fill="${SUN}" opacity="0.6"/>
    <rect x="490" y="420" width="60" height="5" rx="2.5" fill="${SUN}" opacity="0.45"/>
    ${ripples}
    <g transform="translate(300 470)"><path d="M-40 0 L40 0 L28 16 L-28 16 Z" fill="${CREAM}"/><path d="M0 -70 L0 -4 L38 -4 Z" fill="${CREAM}"/><path d="M-4 -60 L-4 -4 L-30 -4 Z" fill="${CLAY}"/></g>`,
  );
}

function workshop(w: number, h: number): string {
  const planks = Array.from(
    { length: 6 },
    (_, i) => `<rect y="${i * 100}" width="${w}" height="2" fill="#8a6a43" opacity="0.25"/>`,
  ).join('');
  const notes = [
    { x: 560, y: 90, r: 8, c: '#f5d76e' },
    { x: 640, y: 120, r: -6, c: '#b9d67a' },
    { x: 590, y: 190, r: 4, c: '#f2a98a' },
    { x: 680, y: 210, r: -10, c: '#f5d76e' },
  ]
    .map(
      (n) =>
        `<g transform="translate(${n.x} ${n.y}) rotate(${n.r})"><rect x="4" y="6" width="70" height="70" fill="#000" opacity="0.12"/><rect width="70" height="70" fill="${n.c}"/><rect x="10" y="18" width="44" height="5" rx="2" fill="${INK}" opacity="0.35"/><rect x="10" y="32" width="34" height="5" rx="2" fill="${INK}" opacity="0.35"/></g>`,
    )
    .join('');
  const keys = Array.from({ length: 30 }, (_, i) => {
    const col = i % 10;
    const row = Math.floor(i / 10);
    return `<rect x="${20 + col * 24}" y="${176 + row * 22}" width="18" height="16" rx="3" fill="#5b6170"/>`;
  }).join('');
  const mug = (x: number, y: number, colour: string) =>
    `<g transform="translate(${x} ${y})"><circle cx="6" cy="8" r="46" fill="#000" opacity="0.12"/><path d="M36 -10 Q70 -6 62 22 Q56 36 36 30" fill="none" stroke="${colour}" stroke-width="12"/><circle r="46" fill="${colour}"/><circle r="34" fill="#6b4226"/><circle cx="-10" cy="-10" r="8" fill="#a4754f" opacity="0.7"/></g>`;
  return svg(
    w,
    h,
    `<defs>${linear('wood', ['#dcbb8d', '#c99e6b'], false)}</defs>
    <rect width="${w}" height="${h}" fill="url(#wood)"/>${planks}
    <g transform="translate(110 150) rotate(-8)">
      <rect x="12" y="16" width="290" height="270" rx="16" fill="#000" opacity="0.15"/>
      <rect width="280" height="150" rx="14" fill="#3b404c"/><rect x="14" y="14" width="252" height="122" rx="8" fill="${SKY}"/>
      <rect x="30" y="32" width="120" height="12" rx="6" fill="#fff" opacity="0.85"/><rect x="30" y="56" width="200" height="60" rx="8" fill="#fff" opacity="0.6"/>
      <rect y="158" width="280" height="110" rx="14" fill="#c8ccd4"/>${keys}<rect x="100" y="240" width="80" height="20" rx="6" fill="#aeb3bd"/></g>
    ${notes}
    <g transform="translate(420 360) rotate(6)"><rect x="8" y="10" width="200" height="150" rx="8" fill="#000" opacity="0.12"/><rect width="200" height="150" rx="8" fill="${CREAM}"/>
      ${Array.from({ length: 6 }, (_, i) => `<rect x="20" y="${24 + i * 20}" width="${150 - (i % 3) * 30}" height="4" rx="2" fill="${INK}" opacity="0.3"/>`).join('')}
      <rect x="150" y="-20" width="10" height="150" rx="5" fill="${CLAY}" transform="rotate(25 155 55)"/></g>
    ${mug(690, 470, OLIVE)}${mug(300, 500, CLAY)}
    <g transform="translate(90 470)"><circle r="60" fill="#3f6b3a"/><circle cx="-30" cy="-22" r="34" fill="#5c8f4e"/><circle cx="28" cy="-28" r="30" fill="#6da35a"/><circle cx="10" cy="26" r="32" fill="#4f7f44"/></g>`,
  );
}

function city(w: number, h: number): string {
  const rand = random('city');
  const buildings: string[] = [];
  let x = 0;
  while (x < w) {
    const bw = 50 + Math.floor(rand() * 60);
    const bh = 140 + Math.floor(rand() * 260);
    const top = 460 - bh;
    const shade = ['#2e3a52', '#364562', '#3f4f6e', '#29334a'][Math.floor(rand() * 4)] ?? '#2e3a52';
    const windows: string[] = [];
    for (let wy = top + 16; wy < 440; wy += 24) {
      for (let wx = x + 10; wx < x + bw - 14; wx += 18) {
        if (rand() < 0.45) {
          windows.push(
            `<rect x="${wx}" y="${wy}" width="8" height="12" fill="${SUN}" opacity="${(0.55 + rand() * 0.45).toFixed(2)}"/>`,
          );
        }
      }
    }
    buildings.push(
      `<rect x="${x}" y="${top}" width="${bw}" height="${bh + 20}" fill="${shade}"/>${windows.join('')}`,
    );
    x += bw + 4;
  }
  const stars = Array.from(
    { length: 30 },
    () =>
      `<circle cx="${(rand() * w).toFixed(0)}" cy="${(rand() * 200).toFixed(0)}" r="${(1 + rand() * 1.5).toFixed(1)}" fill="#fff" opacity="${(0.3 + rand() * 0.5).toFixed(2)}"/>`,
  ).join('');
  return svg(
    w,
    h,
    `<defs>${linear('dusk', ['#26324d', '#6a5a7c', '#e69a6b'])}${linear('harbour', ['#3a4a66', '#1d2638'])}</defs>
    <rect width="${w}" height="${h}" fill="url(#dusk)"/>${stars}
    <circle cx="640" cy="150" r="46" fill="#fbe7c6" opacity="0.9"/>
    ${buildings.join('')}
    <rect y="470" width="${w}" height="${h - 470}" fill="url(#harbour)"/>
    <path d="M60 480 L260 400 L420 470 L520 440 L560 480 Z" fill="#eef0f2"/><path d="M260 400 L300 480 L60 480 Z" fill="#d5d9df"/>
    ${Array.from({ length: 10 }, (_, i) => `<rect x="${40 + i * 76}" y="${505 + (i % 3) * 26}" width="${30 + (i % 4) * 12}" height="3" rx="1.5" fill="${SUN}" opacity="0.45"/>`).join('')}`,
  );
}

function qr(x: number, y: number, size: number, seed: string): string {
  const cells = 11;
  const cell = size / cells;
  const rand = random(seed);
  const finder = (cx: number, cy: number) =>
    `<rect x="${x + cx * cell}" y="${y + cy * cell}" width="${cell * 3}" height="${cell * 3}" fill="${INK}"/><rect x="${x + (cx + 0.6) * cell}" y="${y + (cy + 0.6) * cell}" width="${cell * 1.8}" height="${cell * 1.8}" fill="#fff"/><rect x="${x + (cx + 1) * cell}" y="${y + (cy + 1) * cell}" width="${cell}" height="${cell}" fill="${INK}"/>`;
  const modules: string[] = [];
  for (let row = 0; row < cells; row += 1) {
    for (let col = 0; col < cells; col += 1) {
      const inFinder = (row < 4 && col < 4) || (row < 4 && col > 6) || (row > 6 && col < 4);
      if (!inFinder && rand() < 0.5) {
        modules.push(
          `<rect x="${x + col * cell}" y="${y + row * cell}" width="${cell}" height="${cell}" fill="${INK}"/>`,
        );
      }
    }
  }
  return `<rect x="${x - cell}" y="${y - cell}" width="${size + cell * 2}" height="${size + cell * 2}" rx="${cell}" fill="#fff"/>${modules.join('')}${finder(0, 0)}${finder(8, 0)}${finder(0, 8)}`;
}

function app(w: number, h: number): string {
  const coupon = (x: number, y: number, rotate: number, colour: string) =>
    `<g transform="translate(${x} ${y}) rotate(${rotate})"><rect x="6" y="8" width="150" height="80" rx="12" fill="#000" opacity="0.1"/><rect width="150" height="80" rx="12" fill="${colour}"/><circle cx="0" cy="40" r="12" fill="${SAND}"/><circle cx="150" cy="40" r="12" fill="${SAND}"/><path d="M52 12 L52 68" stroke="#fff" stroke-width="3" stroke-dasharray="6 6"/><text x="100" y="52" font-family="DejaVu Sans, sans-serif" font-size="30" font-weight="bold" fill="#fff" text-anchor="middle">%</text></g>`;
  return svg(
    w,
    h,
    `<defs>${linear('bg', ['#eef1dc', '#f6efe0'], false)}</defs>
    <rect width="${w}" height="${h}" fill="url(#bg)"/>
    <circle cx="400" cy="300" r="230" fill="${OLIVE}" opacity="0.12"/>
    ${coupon(70, 120, -12, CLAY)}${coupon(590, 380, 10, OLIVE)}${coupon(600, 110, 8, SKY)}
    ${phone(290, 40, 200, 4, 'about-phone')}
    ${qr(120, 360, 120, 'about-qr')}`,
  );
}

interface Founder {
  skin: string;
  hair: string;
  shirt: string;
  background: string;
  longHair: boolean;
  glasses: boolean;
}

/** A drawn, faceless bust: an illustration of a role, never a likeness of anyone. */
function founder(w: number, h: number, person: Founder): string {
  const cx = w / 2;
  const hairBack = person.longHair
    ? `<path d="M${cx - 84} 170 Q${cx - 96} 80 ${cx} 70 Q${cx + 96} 80 ${cx + 84} 170 L${cx + 92} 270 L${cx - 92} 270 Z" fill="${person.hair}"/>`
    : '';
  const hairTop = person.longHair
    ? `<path d="M${cx - 74} 150 Q${cx - 60} 70 ${cx + 6} 74 Q${cx + 70} 78 ${cx + 76} 150 Q${cx + 30} 110 ${cx - 74} 150 Z" fill="${person.hair}"/>`
    : `<path d="M${cx - 72} 150 Q${cx - 70} 72 ${cx} 70 Q${cx + 72} 72 ${cx + 72} 146 Q${cx + 56} 112 ${cx + 10} 114 Q${cx - 40} 110 ${cx - 72} 150 Z" fill="${person.hair}"/>`;
  const glasses = person.glasses
    ? `<g fill="none" stroke="${INK}" stroke-width="6"><circle cx="${cx - 28}" cy="168" r="20"/><circle cx="${cx + 28}" cy="168" r="20"/><path d="M${cx - 8} 166 L${cx + 8} 166"/></g>`
    : '';
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${person.background}"/>
    <circle cx="${cx}" cy="${h * 0.46}" r="${w * 0.4}" fill="#fff" opacity="0.35"/>
    ${hairBack}
    <path d="M${cx - 150} ${h} Q${cx - 140} 290 ${cx} 286 Q${cx + 140} 290 ${cx + 150} ${h} Z" fill="${person.shirt}"/>
    <path d="M${cx - 30} 290 L${cx} 330 L${cx + 30} 290 Z" fill="${CREAM}"/>
    <rect x="${cx - 26}" y="230" width="52" height="62" rx="20" fill="${person.skin}"/>
    <ellipse cx="${cx}" cy="170" rx="72" ry="84" fill="${person.skin}"/>
    ${hairTop}${glasses}`,
  );
}

const PADEL_BLUE = '#2f6aa8';

function padelCourt(w: number, h: number): string {
  // A 20 x 10 m court seen from above, 38 px to the metre; service lines 6.95 m from the net.
  const court = { x: 100, y: 110, w: 760, h: 380 };
  const net = court.x + court.w / 2;
  const service = 6.95 * 38;
  const mid = court.y + court.h / 2;
  const racket = (x: number, y: number, rotate: number, colour: string) =>
    `<g transform="translate(${x} ${y}) rotate(${rotate})"><ellipse cx="6" cy="8" rx="52" ry="60" fill="#000" opacity="0.15"/><rect x="-9" y="50" width="18" height="70" rx="8" fill="${INK}"/><ellipse rx="52" ry="60" fill="${colour}"/><ellipse rx="40" ry="47" fill="#fff" opacity="0.25"/>
    ${Array.from({ length: 9 }, (_, i) => `<circle cx="${-24 + (i % 3) * 24}" cy="${-24 + Math.floor(i / 3) * 24}" r="5" fill="${INK}" opacity="0.55"/>`).join('')}</g>`;
  return svg(
    w,
    h,
    `<defs>${linear('floor', ['#e3e9da', '#d3dcc6'], false)}${linear('turf', ['#3a79ba', PADEL_BLUE])}</defs>
    <rect width="${w}" height="${h}" fill="url(#floor)"/>
    <rect x="${court.x + 10}" y="${court.y + 14}" width="${court.w}" height="${court.h}" rx="6" fill="#000" opacity="0.12"/>
    <rect x="${court.x}" y="${court.y}" width="${court.w}" height="${court.h}" rx="6" fill="url(#turf)"/>
    <rect x="${court.x}" y="${court.y}" width="${court.w}" height="${court.h}" rx="6" fill="none" stroke="#d9ecf7" stroke-width="12" stroke-opacity="0.85"/>
    <g stroke="#fff" stroke-width="5" fill="none">
      <path d="M${net - service} ${court.y} L${net - service} ${court.y + court.h}"/>
      <path d="M${net + service} ${court.y} L${net + service} ${court.y + court.h}"/>
      <path d="M${net - service} ${mid} L${net + service} ${mid}"/>
    </g>
    <path d="M${net} ${court.y - 10} L${net} ${court.y + court.h + 10}" stroke="${INK}" stroke-width="8" stroke-linecap="round"/>
    <path d="M${net} ${court.y} L${net} ${court.y + court.h}" stroke="#fff" stroke-width="3" stroke-dasharray="6 6"/>
    ${racket(200, 200, -30, CLAY)}${racket(740, 390, 150, OLIVE)}
    <circle cx="560" cy="220" r="14" fill="#d8ec4a"/><path d="M548 214 Q560 224 572 214" stroke="#fff" stroke-width="2.5" fill="none"/>
    <circle cx="566" cy="232" r="14" fill="#000" opacity="0.12"/>`,
  );
}

const ARTWORK: Record<ImageKey, (width: number, height: number) => string> = {
  partnerHero: partnerNetwork,
  aboutFjord: fjord,
  aboutTeam: workshop,
  aboutCity: city,
  aboutApp: app,
  founderManaging: (w, h) =>
    founder(w, h, {
      skin: '#f1c9a5',
      hair: '#8a5a2b',
      shirt: OLIVE_DARK,
      background: '#f3e3c9',
      longHair: true,
      glasses: false,
    }),
  founderTech: (w, h) =>
    founder(w, h, {
      skin: '#e9b98f',
      hair: '#2f2a24',
      shirt: '#34506e',
      background: '#d9e7ea',
      longHair: false,
      glasses: true,
    }),
  padelHero: padelCourt,
};

function heightFor(image: MarketingImage, width: number): number {
  return Math.round((width * image.aspect[1]) / image.aspect[0]);
}

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  for (const old of await readdir(OUT_DIR)) {
    if (old.endsWith('.webp')) await rm(join(OUT_DIR, old));
  }
  const tooLarge: string[] = [];
  let total = 0;
  for (const [key, image] of Object.entries(MARKETING_IMAGES) as [ImageKey, MarketingImage][]) {
    const largest = image.widths.at(-1) ?? 0;
    // Drawn once at the largest size; smaller files are downscaled from it.
    const source = Buffer.from(ARTWORK[key](largest, heightFor(image, largest)));
    for (const width of image.widths) {
      const file = join(OUT_DIR, `${image.name}-${width}.webp`);
      await sharp(source)
        .resize(width, heightFor(image, width))
        .webp({ quality: 78, effort: 6 })
        .toFile(file);
      const { size } = await stat(file);
      total += size;
      console.log(`${image.name}-${width}.webp ${(size / 1024).toFixed(1)} KiB`);
      if (size >= MAX_BYTES) tooLarge.push(file);
    }
  }
  console.log(`${(total / 1024).toFixed(0)} KiB in ${OUT_DIR}`);
  if (tooLarge.length > 0) throw new Error(`Over ${MAX_BYTES} bytes: ${tooLarge.join(', ')}`);
}

await main();
