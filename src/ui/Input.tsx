import type { ComponentProps } from 'react';
import { cn, replaceable, type Replaceable } from './cn.ts';

/** A differently shaped field (the pill-shaped search box, say) replaces these. */
const SHAPE: readonly Replaceable[] = [
  ['h-11', /^h-/],
  ['rounded-xl', /^rounded(-|$)/],
];

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'flex w-full min-w-0 border border-input bg-card px-3.5 text-base text-foreground shadow-xs',
        'transition-[border-color,box-shadow] placeholder:text-muted-foreground',
        'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/35 focus-visible:outline-none',
        'disabled:cursor-not-allowed disabled:opacity-55 aria-invalid:border-destructive aria-invalid:ring-destructive/25',
        'file:border-0 file:bg-transparent file:text-sm file:font-medium',
        replaceable(SHAPE, className),
      )}
      {...props}
    />
  );
}
