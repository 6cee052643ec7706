import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/**
 * A placeholder block with a soft shimmer; hidden from assistive technology.
 * `data-skeleton` tells the bootstrap the page is still waiting for content.
 */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      data-skeleton=""
      className={cn('animate-pulse rounded-xl bg-muted', className)}
      {...props}
    />
  );
}
