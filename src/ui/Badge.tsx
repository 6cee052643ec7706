import type { ComponentProps } from 'react';
import { FONT_WEIGHT, TEXT_SIZE, cn, replaceable, type Replaceable } from './cn.ts';

export type BadgeVariant =
  'primary' | 'secondary' | 'outline' | 'success' | 'warning' | 'muted' | 'destructive';

const variants: Record<BadgeVariant, string> = {
  primary: 'bg-primary text-primary-foreground',
  secondary: 'bg-secondary text-secondary-foreground',
  outline: 'border border-border bg-card text-foreground',
  success: 'bg-success-soft text-success',
  warning: 'bg-warning-soft text-warning',
  muted: 'bg-muted text-muted-foreground',
  destructive: 'bg-destructive text-destructive-foreground',
};

/**
 * A larger badge (a caller's px-3 py-1 text-sm, say) replaces these; so does
 * a badge whose text may be wider than a phone (whitespace-normal).
 */
const REPLACEABLE: readonly Replaceable[] = [
  ['whitespace-nowrap', /^whitespace-/],
  ['px-2.5', /^px-/],
  ['py-0.5', /^py-/],
  ['text-xs', TEXT_SIZE],
  ['font-semibold', FONT_WEIGHT],
];

export interface BadgeProps extends ComponentProps<'span'> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'secondary', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1 rounded-full',
        '[&_svg]:size-3.5 [&_svg]:shrink-0',
        variants[variant],
        replaceable(REPLACEABLE, className),
      )}
      {...props}
    />
  );
}
