import { cn } from './cn.ts';

/** The mark's two colours. */
export interface MarkColours {
  mark: string;
  ring: string;
}

/** The brand's variables: a white-label company without its own logo gets the mark in its colours. */
const BRAND_COLOURS: MarkColours = { mark: 'hsl(var(--primary))', ring: 'hsl(var(--primary-foreground))' };

/**
 * Ordning's own colours, as public/logo.svg draws them. The bar and footer draw
 * the mark inline rather than load that file: an SVG image is a document of
 * its own, which took 20-27 ms of the main thread to set up and 18 ms to paint
 * at 4x CPU, before the first paint of an offline repeat visit (issue 28).
 */
export const PRODUCT_MARK: MarkColours = { mark: '#7d8f24', ring: '#fbf8ef' };

/**
 * Ordning's mark: an open ring (the "O") with a spark in its gap, in the
 * brand's variables unless `colours` says otherwise. public/logo.svg (the
 * app icons' source) is the same drawing in PRODUCT_MARK's colours.
 */
export function LogoMark({
  className,
  colours = BRAND_COLOURS,
}: {
  className?: string;
  colours?: MarkColours;
}) {
  return (
    <svg viewBox="0 0 512 512" aria-hidden="true" focusable="false" className={cn('size-9', className)}>
      <rect width="512" height="512" rx="120" fill={colours.mark} />
      <path
        d="M382 234A128 128 0 1 1 278 130"
        fill="none"
        stroke={colours.ring}
        strokeWidth="56"
        strokeLinecap="round"
      />
      <path
        d="M352 116Q356 156 396 160Q356 164 352 204Q348 164 308 160Q348 156 352 116Z"
        fill={colours.ring}
      />
    </svg>
  );
}

export interface BrandIdentity {
  /** 'Ordning', or the white-label company's name. */
  name: string;
  /** The logo image; null draws the Ordning mark, in `mark`'s colours or else the brand's. */
  logoUrl: string | null;
  mark?: MarkColours;
  /** False when the logo is a wordmark that already says the name (it becomes the image's alt text). */
  showName: boolean;
}

/** The logo with the name beside it (or a wordmark alone), as the navbar and footer show it. */
export function BrandLogo({ brand, className }: { brand: BrandIdentity; className?: string }) {
  const showName = brand.showName || !brand.logoUrl;
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      {brand.logoUrl ? (
        <img
          src={brand.logoUrl}
          alt={showName ? '' : brand.name}
          height={36}
          className="h-9 w-auto max-w-44 object-contain object-left"
          decoding="async"
        />
      ) : (
        <LogoMark colours={brand.mark} />
      )}
      {showName ? <span className="text-lg font-bold tracking-tight">{brand.name}</span> : null}
    </span>
  );
}
