/**
 * The illustrations of the marketing pages. scripts/generate-marketing-images.ts
 * renders exactly these files into public/marketing/, one WebP per width
 * (<name>-<width>.webp), so the pages and the files agree on names and sizes.
 */
export interface MarketingImage {
  name: string;
  /** Rendered widths in pixels, ascending; the last is the `src` fallback. */
  widths: readonly number[];
  /** Width / height: the pages reserve this box before the file arrives (no layout shift). */
  aspect: readonly [width: number, height: number];
}

const wide = { widths: [480, 960], aspect: [16, 10] } as const;
const tile = { widths: [400, 800], aspect: [4, 3] } as const;
const portrait = { widths: [192, 384], aspect: [1, 1] } as const;

export const MARKETING_IMAGES = {
  partnerHero: { name: 'partner-network', ...wide },
  aboutFjord: { name: 'about-fjord', ...tile },
  aboutTeam: { name: 'about-workshop', ...tile },
  aboutCity: { name: 'about-city', ...tile },
  aboutApp: { name: 'about-app', ...tile },
  founderManaging: { name: 'founder-ingrid', ...portrait },
  founderTech: { name: 'founder-magnus', ...portrait },
  padelHero: { name: 'padel-court', ...wide },
} as const satisfies Record<string, MarketingImage>;

export const MARKETING_IMAGE_DIR = '/marketing';

export function marketingImageUrl(image: MarketingImage, width: number): string {
  return `${MARKETING_IMAGE_DIR}/${image.name}-${width}.webp`;
}

/** The attributes of an <img>: the largest file as `src`, every width in `srcSet`, and its box. */
export function marketingImageAttributes(image: MarketingImage) {
  const largest = image.widths.at(-1);
  if (largest === undefined) throw new RangeError(`Image ${image.name} has no widths`);
  const [aspectWidth, aspectHeight] = image.aspect;
  return {
    src: marketingImageUrl(image, largest),
    srcSet: image.widths.map((width) => `${marketingImageUrl(image, width)} ${width}w`).join(', '),
    width: largest,
    height: Math.round((largest * aspectHeight) / aspectWidth),
  };
}
