import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/** The page's content column, aligned with the bar and footer. */
export function PageContainer({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10', className)} {...props} />;
}
