import { useCallback, useState } from 'react';
import { cn } from '@/ui/cn.ts';

export interface OfferImageProps {
  src: string;
  /** The category's illustration: shown instead of an image that cannot load (offline, removed). */
  placeholder: string;
  eager: boolean;
  priority: boolean;
  className?: string;
}

/**
 * An offer's first image, or its category's illustration when the image
 * fails: never the browser's broken-image box. An image that failed before
 * React listened (a cached page, a fast error) is caught when it mounts.
 */
export function OfferImage({ src, placeholder, eager, priority, className }: OfferImageProps) {
  const [failed, setFailed] = useState(false);
  const checkMounted = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth === 0 && image.currentSrc !== '') setFailed(true);
  }, []);
  if (failed)
    return (
      <img
        src={placeholder}
        alt=""
        width={640}
        height={400}
        data-placeholder=""
        className={cn('bg-secondary object-contain p-2', className)}
      />
    );
  return (
    <img
      ref={checkMounted}
      src={src}
      alt=""
      width={640}
      height={400}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      onError={() => setFailed(true)}
      className={cn('object-cover', className)}
    />
  );
}
