import { formatHsl, hslToHex, parseHsl, type Hsl } from './color-contrast.ts';

// The branding card shows colours as people know them ('#1f6feb', a colour
// picker) while branding_config keeps the shadcn-style HSL text
// ('214 84% 42%') that the CSS variables, the database check and the seed use.

const HEX_PATTERN = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#1F6FEB', '1f6feb' or '#1fe' as '#1f6feb' / '#11ffee'; null for anything else. */
export function normaliseHex(text: string): string | null {
  const digits = HEX_PATTERN.exec(text.trim())?.[1];
  if (!digits) return null;
  const full = digits.length === 3 ? digits.replace(/./g, '$&$&') : digits;
  return `#${full.toLowerCase()}`;
}

/** A hex colour as HSL (hue 0-360, saturation and lightness 0-100); null for anything else. */
export function hexToHsl(hex: string): Hsl | null {
  const normal = normaliseHex(hex);
  if (!normal) return null;
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(normal.slice(start, start + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return { h: 0, s: 0, l: l * 100 };
  const s = delta / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === r) h = ((g - b) / delta) % 6;
  else if (max === g) h = (b - r) / delta + 2;
  else h = (r - g) / delta + 4;
  h *= 60;
  if (h < 0) h += 360;
  return { h, s: s * 100, l: l * 100 };
}

/**
 * The stored text for a hex colour, one decimal as the seed writes them
 * ('#1f6feb' -> '216.5 83.6% 52.2%'); one decimal is enough for every hex
 * colour to come back unchanged (tests/unit/branding-hex-colour.test.ts).
 */
export function hexToHslText(hex: string): string | null {
  const hsl = hexToHsl(hex);
  return hsl ? formatHsl(hsl) : null;
}

/** The hex colour of a stored HSL text ('214 84% 42%' -> '#115fc5'); null when it is not one. */
export function hslTextToHex(text: string): string | null {
  const hsl = parseHsl(text);
  return hsl ? hslToHex(hsl) : null;
}
