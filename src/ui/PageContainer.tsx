import type { ComponentProps } from 'react';
import { cn, replaceable, type Replaceable } from './cn.ts';

/** A narrower page (a form, say) sets its own max-w-*, and its own vertical padding. */
const DEFAULTS: readonly Replaceable[] = [
  ['max-w-7xl', /^max-w-/],
  ['py-8', /^py-/],
  ['sm:py-10', /^sm:py-/],
];

/** The page's content column, aligned with the bar and footer. */
export function PageContainer({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full px-4 sm:px-6', replaceable(DEFAULTS, className))} {...props} />;
}
