import { cn, replaceable, type Replaceable } from '@/ui/cn.ts';
import { marketingImageAttributes, type MarketingImage } from '../marketing-images.ts';

export interface MarketingPictureProps {
  image: MarketingImage;
  /** What the picture shows, in Norwegian; '' when it only decorates text that says it all. */
  alt: string;
  /** How wide the picture is drawn, so the browser picks the smallest file that is sharp enough. */
  sizes: string;
  /** Above the fold: fetched at once and early. Everything else waits until it is scrolled near. */
  priority?: boolean;
  className?: string;
}

/** Full width at its own aspect ratio, unless the caller sets a size (a round portrait, say). */
const BOX: readonly Replaceable[] = [
  ['w-full', /^(w|size)-/],
  ['h-auto', /^(h|size)-/],
];

/** One of the generated illustrations, with its box reserved by width and height (no layout shift). */
export function MarketingPicture({ image, alt, sizes, priority = false, className }: MarketingPictureProps) {
  return (
    <img
      {...marketingImageAttributes(image)}
      sizes={sizes}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={cn('bg-muted object-cover', replaceable(BOX, className))}
    />
  );
}
