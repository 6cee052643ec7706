/**
 * Renders the seed offer illustrations and the Acme branding images into
 * supabase/seed-images/ and rewrites the generated storage.objects block of
 * supabase/seed.sql so each row carries its file's real size.
 *
 *   npx tsx scripts/generate-seed-images.ts
 *
 * Every picture is an SVG composed here (gradient, shapes, a pictogram for the
 * category, the partner's name) and encoded by sharp, so the output is small,
 * deterministic and free of third-party artwork.
 */
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { seedFile, seedImagesDir } from '../supabase/local/paths.ts';
import { hash, seededRandom as random } from './seeded-random.ts';

type CategoryKey = 'car' | 'food-drink' | 'finance' | 'software' | 'sport' | 'opplevelser' | 'other';

interface OfferArt {
  slug: string;
  partner: string;
  category: CategoryKey;
  count: number;
}

// One entry per seeded offer: files are <slug>-1.webp .. <slug>-<count>.webp.
const OFFERS: OfferArt[] = [
  { slug: 'nordlys-bilpleie', partner: 'Nordlys Bilpleie', category: 'car', count: 2 },
  { slug: 'trygg-bilverksted', partner: 'Trygg Bilverksted', category: 'car', count: 1 },
  { slug: 'vestland-dekkhotell', partner: 'Vestland Dekkhotell', category: 'car', count: 1 },
  { slug: 'fjellvegen-bilutleie', partner: 'Fjellvegen Bilutleie', category: 'car', count: 1 },
  { slug: 'bakeriet-pa-hjornet', partner: 'Bakeriet på Hjørnet', category: 'food-drink', count: 2 },
  { slug: 'fjordfisk-sjomat', partner: 'Fjordfisk Sjømat', category: 'food-drink', count: 1 },
  { slug: 'trattoria-solsiden', partner: 'Trattoria Solsiden', category: 'food-drink', count: 3 },
  { slug: 'smak-av-lofoten', partner: 'Smak av Lofoten', category: 'food-drink', count: 1 },
  { slug: 'nordlig-regnskap', partner: 'Nordlig Regnskap', category: 'finance', count: 1 },
  { slug: 'fjelltopp-forsikring', partner: 'Fjelltopp Forsikring', category: 'finance', count: 2 },
  { slug: 'kroneklok-sparebank', partner: 'Kroneklok Sparebank', category: 'finance', count: 1 },
  { slug: 'skyhavn-it', partner: 'Skyhavn IT', category: 'software', count: 1 },
  { slug: 'kodeverket', partner: 'Kodeverket', category: 'software', count: 2 },
  { slug: 'passordvakt', partner: 'Passordvakt', category: 'software', count: 1 },
  { slug: 'nettrygg', partner: 'Nettrygg', category: 'software', count: 1 },
  { slug: 'toppform-treningssenter', partner: 'Toppform Treningssenter', category: 'sport', count: 3 },
  { slug: 'padelhallen-ost', partner: 'Padelhallen Øst', category: 'sport', count: 2 },
  { slug: 'lopeverkstedet', partner: 'Løpeverkstedet', category: 'sport', count: 1 },
  { slug: 'nordlys-safari-tromso', partner: 'Nordlys Safari Tromsø', category: 'opplevelser', count: 3 },
  { slug: 'fjordcruise-vestland', partner: 'Fjordcruise Vestland', category: 'opplevelser', count: 1 },
  { slug: 'labyrinten-escape-room', partner: 'Labyrinten Escape Room', category: 'opplevelser', count: 2 },
  { slug: 'traetoppen-klatrepark', partner: 'Trætoppen Klatrepark', category: 'opplevelser', count: 1 },
  { slug: 'fjellspa-hemsedal', partner: 'Fjellspa Hemsedal', category: 'opplevelser', count: 1 },
  { slug: 'renholdsfolket', partner: 'Renholdsfolket', category: 'other', count: 1 },
  { slug: 'blomsterbua', partner: 'Blomsterbua', category: 'other', count: 1 },
  { slug: 'dyreklinikken-pote', partner: 'Dyreklinikken Pote', category: 'other', count: 1 },
  { slug: 'flyttehjelpen-ost', partner: 'Flyttehjelpen Øst', category: 'other', count: 1 },
  { slug: 'acme-ski', partner: 'Acme Ski', category: 'sport', count: 2 },
  { slug: 'acme-sykkel', partner: 'Acme Sykkel', category: 'sport', count: 1 },
  { slug: 'acme-kontor', partner: 'Acme Kontor', category: 'other', count: 1 },
  { slug: 'acme-vinter', partner: 'Acme Vinter', category: 'sport', count: 1 },
  { slug: 'acme-julebord', partner: 'Acme Julebord', category: 'food-drink', count: 1 },
  { slug: 'fjord-befaring', partner: 'Fjord Eiendom', category: 'other', count: 1 },
  { slug: 'fjord-moterom', partner: 'Fjord Møterom', category: 'other', count: 2 },
  { slug: 'fjord-vaktmester', partner: 'Fjord Vaktmester', category: 'other', count: 1 },
];

const CATEGORY_STYLE: Record<CategoryKey, { label: string; hue: number; sat: number }> = {
  car: { label: 'BIL', hue: 205, sat: 62 },
  'food-drink': { label: 'MAT OG DRIKKE', hue: 18, sat: 72 },
  finance: { label: 'ØKONOMI', hue: 152, sat: 48 },
  software: { label: 'PROGRAMVARE', hue: 250, sat: 52 },
  sport: { label: 'SPORT', hue: 188, sat: 66 },
  opplevelser: { label: 'OPPLEVELSER', hue: 290, sat: 45 },
  other: { label: 'ANNET', hue: 70, sat: 50 },
};

const ACME = { primary: [214, 84, 42], accent: [28, 92, 54] } as const;
const FONT = 'font-family="DejaVu Sans, sans-serif"';
const WIDTH = 960;
const HEIGHT = 600;

function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** White line-art pictograms on a 200x200 canvas centred at the origin. */
const PICTOGRAMS: Record<CategoryKey, string> = {
  car: `<path d="M-80 20 L-62 -22 Q-56 -36 -40 -36 L40 -36 Q56 -36 62 -22 L80 20 Z" fill="none" stroke="#fff" stroke-width="12" stroke-linejoin="round"/>
    <rect x="-92" y="14" width="184" height="44" rx="16" fill="#fff"/>
    <circle cx="-50" cy="62" r="20" fill="#fff" stroke="currentColor" stroke-width="8"/><circle cx="50" cy="62" r="20" fill="#fff" stroke="currentColor" stroke-width="8"/>`,
  'food-drink': `<path d="M-62 -30 L62 -30 L52 60 Q50 76 34 76 L-34 76 Q-50 76 -52 60 Z" fill="#fff"/>
    <path d="M60 -8 Q96 -8 92 22 Q88 46 54 46" fill="none" stroke="#fff" stroke-width="12"/>
    <path d="M-28 -50 Q-40 -66 -28 -82 M0 -50 Q-12 -66 0 -82 M28 -50 Q16 -66 28 -82" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/>`,
  finance: `<rect x="-80" y="20" width="32" height="60" rx="6" fill="#fff"/><rect x="-30" y="-10" width="32" height="90" rx="6" fill="#fff"/><rect x="20" y="-44" width="32" height="124" rx="6" fill="#fff"/>
    <path d="M-84 -20 L-30 -62 L8 -40 L70 -86" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/><path d="M46 -90 L76 -92 L72 -62" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
  software: `<rect x="-86" y="-66" width="172" height="112" rx="12" fill="none" stroke="#fff" stroke-width="12"/><path d="M-104 60 L104 60 L92 80 L-92 80 Z" fill="#fff"/>
    <path d="M-30 -30 L-56 -10 L-30 10 M30 -30 L56 -10 L30 10 M10 -38 L-10 18" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
  sport: `<circle cx="0" cy="0" r="78" fill="none" stroke="#fff" stroke-width="12"/>
    <path d="M-78 0 Q0 -30 78 0 M-50 -60 Q-10 0 -50 60 M50 -60 Q10 0 50 60" fill="none" stroke="#fff" stroke-width="9"/>`,
  opplevelser: `<path d="M-96 76 L-34 -20 L-6 18 L30 -46 L96 76 Z" fill="#fff"/>
    <path d="M30 -46 L12 -14 L30 -22 L46 -16 Z" fill="currentColor" opacity="0.35"/>
    <path d="M-70 -70 L-64 -56 L-50 -54 L-60 -44 L-58 -30 L-70 -38 L-82 -30 L-80 -44 L-90 -54 L-76 -56 Z" fill="#fff"/>`,
  other: `<path d="M-80 -80 L4 -80 L84 0 L0 84 L-80 4 Z" fill="none" stroke="#fff" stroke-width="12" stroke-linejoin="round"/>
    <circle cx="-40" cy="-40" r="14" fill="#fff"/><path d="M-6 20 L34 -20" stroke="#fff" stroke-width="10" stroke-linecap="round"/>`,
};

/** Splits a partner name into at most two lines that fit the artwork. */
function nameLines(name: string, maxChars: number): string[] {
  if (name.length <= maxChars) return [name];
  const words = name.split(' ');
  let best = [name];
  for (let i = 1; i < words.length; i += 1) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const longest = Math.max(...lines.map((line) => line.length));
    if (best.length === 1 || longest < Math.max(...best.map((line) => line.length))) best = lines;
  }
  return best;
}

function textBlock(lines: string[], x: number, y: number, size: number, anchor = 'start'): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * size * 1.12}" ${FONT} font-size="${size}" font-weight="bold" fill="#fff" text-anchor="${anchor}">${escapeXml(line)}</text>`,
    )
    .join('');
}

function offerSvg(art: OfferArt, variant: number): string {
  const style = CATEGORY_STYLE[art.category];
  const rand = random(`${art.slug}-${variant}`);
  const hue = style.hue + (hash(art.slug) % 24) - 12 + (variant - 1) * 8;
  const dark = hsl(hue + 8, style.sat, 22);
  const mid = hsl(hue, style.sat, 38);
  const light = hsl(hue - 8, style.sat + 8, 56);
  const bubbles = Array.from({ length: 7 }, () => {
    const r = 40 + rand() * 140;
    return `<circle cx="${Math.round(rand() * WIDTH)}" cy="${Math.round(rand() * HEIGHT)}" r="${Math.round(r)}" fill="#fff" opacity="${(0.04 + rand() * 0.07).toFixed(2)}"/>`;
  }).join('');
  const wave = `<path d="M0 ${470 + rand() * 40} C 240 ${400 + rand() * 60}, 480 ${540 + rand() * 40}, 960 ${430 + rand() * 60} L960 600 L0 600 Z" fill="${dark}" opacity="0.45"/>`;
  const label = `<text x="72" y="112" ${FONT} font-size="26" letter-spacing="6" fill="#fff" opacity="0.85">${escapeXml(style.label)}</text>`;
  const pictogram = (x: number, y: number, scale: number, opacity = 1) =>
    `<g transform="translate(${x} ${y}) scale(${scale})" color="${mid}" opacity="${opacity}">${PICTOGRAMS[art.category]}</g>`;

  let body: string;
  if (variant === 1) {
    body = `<circle cx="750" cy="210" r="150" fill="#fff" opacity="0.14"/>${pictogram(750, 210, 1.05)}
      ${label}${textBlock(nameLines(art.partner, 14), 72, 400, 64)}`;
  } else if (variant === 2) {
    body = `${pictogram(480, 250, 2.6, 0.22)}${label}
      <rect x="56" y="410" width="848" height="132" rx="28" fill="${dark}" opacity="0.55"/>
      ${textBlock([art.partner], 480, 496, art.partner.length > 20 ? 50 : 60, 'middle')}`;
  } else {
    const tiles = Array.from({ length: 12 }, (_, i) =>
      pictogram(120 + (i % 4) * 240, 110 + Math.floor(i / 4) * 190, 0.5, 0.28),
    ).join('');
    body = `${tiles}<rect x="150" y="230" width="660" height="150" rx="75" fill="#fff"/>
      <text x="480" y="325" ${FONT} font-size="${art.partner.length > 18 ? 44 : 54}" font-weight="bold" fill="${dark}" text-anchor="middle">${escapeXml(art.partner)}</text>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.55" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>${bubbles}${wave}${body}</svg>`;
}

const acmeMark = (size: number) => {
  const [h, s, l] = ACME.primary;
  const [ah, as, al] = ACME.accent;
  return `<rect width="${size}" height="${size}" rx="${size * 0.22}" fill="${hsl(h, s, l)}"/>
    <path d="M${size * 0.2} ${size * 0.78} L${size * 0.5} ${size * 0.2} L${size * 0.8} ${size * 0.78}" fill="none" stroke="#fff" stroke-width="${size * 0.12}" stroke-linejoin="round" stroke-linecap="round"/>
    <circle cx="${size * 0.5}" cy="${size * 0.62}" r="${size * 0.08}" fill="${hsl(ah, as, al)}"/>`;
};

const BRANDING: Record<string, { width: number; height: number; svg: string }> = {
  'acme-logo': {
    width: 480,
    height: 120,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120"><g transform="translate(8 12)">${acmeMark(96)}</g>
      <text x="122" y="82" ${FONT} font-size="60" font-weight="bold" fill="${hsl(...ACME.primary)}">Acme</text>
      <text x="316" y="82" ${FONT} font-size="32" fill="${hsl(...ACME.accent)}">Fordeler</text></svg>`,
  },
  'acme-favicon': {
    width: 64,
    height: 64,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">${acmeMark(64)}</svg>`,
  },
  'acme-og': {
    width: 1200,
    height: 630,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
      <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(214, 84, 52)}"/><stop offset="1" stop-color="${hsl(214, 84, 30)}"/></linearGradient></defs>
      <rect width="1200" height="630" fill="url(#bg)"/><circle cx="1040" cy="120" r="260" fill="#fff" opacity="0.08"/>
      <g transform="translate(96 150)">${acmeMark(140)}</g>
      <text x="96" y="420" ${FONT} font-size="92" font-weight="bold" fill="#fff">Acme Fordeler</text>
      <text x="96" y="490" ${FONT} font-size="38" fill="#fff" opacity="0.85">Fordeler og rabatter for ansatte i Acme AS</text></svg>`,
  },
};

async function render(file: string, svg: string, width: number, height: number): Promise<number> {
  const target = join(seedImagesDir, `${file}.webp`);
  await sharp(Buffer.from(svg)).resize(width, height).webp({ quality: 70, effort: 6 }).toFile(target);
  return (await stat(target)).size;
}

const BLOCK_START =
  '-- BEGIN seed images (generated by scripts/generate-seed-images.ts; do not edit by hand)';
const BLOCK_END = '-- END seed images';

function storageBlock(sizes: Map<string, number>): string {
  const rows = [...sizes].map(
    ([file, size]) => `  ('offer-images', 'seed/${file}.webp', '{"mimetype":"image/webp","size":${size}}')`,
  );
  return `${BLOCK_START}
-- The files themselves are copied into the bucket by the local backend on first start.
insert into storage.objects (bucket_id, name, metadata) values
${rows.join(',\n')};
${BLOCK_END}`;
}

async function main(): Promise<void> {
  await mkdir(seedImagesDir, { recursive: true });
  for (const old of await readdir(seedImagesDir)) {
    if (old.endsWith('.webp')) await rm(join(seedImagesDir, old));
  }
  const sizes = new Map<string, number>();
  for (const art of OFFERS) {
    for (let variant = 1; variant <= art.count; variant += 1) {
      const file = `${art.slug}-${variant}`;
      sizes.set(file, await render(file, offerSvg(art, variant), WIDTH, HEIGHT));
    }
  }
  for (const [file, { width, height, svg }] of Object.entries(BRANDING)) {
    sizes.set(file, await render(file, svg, width, height));
  }

  const seed = await readFile(seedFile, 'utf8');
  const start = seed.indexOf(BLOCK_START);
  const end = seed.indexOf(BLOCK_END);
  const block = storageBlock(sizes);
  const next =
    start >= 0 && end > start
      ? seed.slice(0, start) + block + seed.slice(end + BLOCK_END.length)
      : `${seed.trimEnd()}\n\n${block}\n`;
  await writeFile(seedFile, next);

  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  console.log(`${sizes.size} images, ${(total / 1024).toFixed(0)} KiB in ${seedImagesDir}`);
}

await main();
