import type { ComponentProps } from 'react';
import { cn, replaceable, type Replaceable } from './cn.ts';

/** Rounded like a card, unless the caller gives its own corners. */
const CORNERS: readonly Replaceable[] = [['rounded-xl', /^rounded(-|$)/]];

/**
 * A placeholder block with a soft shimmer; hidden from assistive technology.
 * `data-skeleton` tells after-first-content.ts the page is still waiting for content.
 */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      data-skeleton=""
      className={cn('animate-pulse bg-muted', replaceable(CORNERS, className))}
      {...props}
    />
  );
}
