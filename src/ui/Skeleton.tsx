import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/** A placeholder block with a soft shimmer; hidden from assistive technology. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-xl bg-muted', className)} {...props} />;
}
