import { cn } from './cn.ts';

/**
 * Ordning's mark: an open ring (the "O") with a spark in its gap. Drawn in
 * the brand variables, so a white-label company without its own logo still
 * gets a mark in its colours. public/logo.svg is the same drawing.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 512 512" aria-hidden="true" focusable="false" className={cn('size-9', className)}>
      <rect width="512" height="512" rx="120" fill="hsl(var(--primary))" />
      <path
        d="M382 234A128 128 0 1 1 278 130"
        fill="none"
        stroke="hsl(var(--primary-foreground))"
        strokeWidth="56"
        strokeLinecap="round"
      />
      <path
        d="M352 116Q356 156 396 160Q356 164 352 204Q348 164 308 160Q348 156 352 116Z"
        fill="hsl(var(--primary-foreground))"
      />
    </svg>
  );
}

export interface BrandIdentity {
  /** 'Ordning', or the white-label company's name. */
  name: string;
  /** The logo image; null draws the Ordning mark in the brand colours. */
  logoUrl: string | null;
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
        <LogoMark />
      )}
      {showName ? <span className="text-lg font-bold tracking-tight">{brand.name}</span> : null}
    </span>
  );
}
