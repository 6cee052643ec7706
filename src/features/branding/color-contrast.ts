/** A colour as shadcn-style CSS variables hold it: `'214 84% 42%'` (hue, saturation %, lightness %). */
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

/** WCAG AA for normal-size text. */
export const AA_TEXT = 4.5;

// The same shape the database accepts for branding_config colours.
const HSL_PATTERN = /^(\d{1,3}(?:\.\d+)?) (\d{1,3}(?:\.\d+)?)% (\d{1,3}(?:\.\d+)?)%$/;

/** Parses `'h s% l%'`; null for anything else or out-of-range parts. */
export function parseHsl(value: string | null | undefined): Hsl | null {
  const match = HSL_PATTERN.exec(value?.trim() ?? '');
  if (!match) return null;
  const [h, s, l] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (h > 360 || s > 100 || l > 100) return null;
  return { h, s, l };
}

const round = (value: number) => Math.round(value * 10) / 10;

export function formatHsl({ h, s, l }: Hsl): string {
  return `${round(h)} ${round(s)}% ${round(l)}%`;
}

function hslToRgb({ h, s, l }: Hsl): [number, number, number] {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [channel(0), channel(8), channel(4)];
}

/** `#rrggbb`, for places that need a hex colour (meta theme-color). */
export function hslToHex(colour: Hsl): string {
  return `#${hslToRgb(colour)
    .map((c) =>
      Math.round(c * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG 2 relative luminance. */
export function relativeLuminance(colour: Hsl): number {
  const [r, g, b] = hslToRgb(colour).map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: Hsl, b: Hsl): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

export const WHITE: Hsl = { h: 0, s: 0, l: 100 };
export const BLACK: Hsl = { h: 0, s: 0, l: 0 };

/**
 * The text colour for a surface of `surface`: white when it reads at AA, else
 * a dark ink tinted with the surface's hue (softer than black), else black.
 * Pure white or black always reaches at least 4.58:1 on any colour, so the
 * result is always AA.
 */
export function readableForeground(surface: Hsl): Hsl {
  const candidates: Hsl[] = [
    WHITE,
    { h: surface.h, s: Math.min(surface.s, 40), l: 9 },
    { h: 0, s: 0, l: 4 },
    BLACK,
  ];
  const passing = candidates.find((candidate) => contrastRatio(candidate, surface) >= AA_TEXT);
  if (passing) return passing;
  return contrastRatio(WHITE, surface) >= contrastRatio(BLACK, surface) ? WHITE : BLACK;
}

/**
 * `colour` with its lightness moved (darker on a light background, lighter on
 * a dark one) just far enough to read at `minimum` against `background`, so a
 * brand colour can colour text without failing contrast. Hue and saturation stay.
 */
export function ensureContrast(colour: Hsl, background: Hsl, minimum = AA_TEXT): Hsl {
  if (contrastRatio(colour, background) >= minimum) return colour;
  const darken = relativeLuminance(background) > 0.18;
  for (let step = 1; step <= 100; step++) {
    const l = darken ? colour.l - step : colour.l + step;
    if (l < 0 || l > 100) break;
    const candidate = { ...colour, l };
    if (contrastRatio(candidate, background) >= minimum) return candidate;
  }
  return darken ? BLACK : WHITE;
}
