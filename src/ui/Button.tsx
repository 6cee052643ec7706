import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn, replaceable, type Replaceable } from './cn.ts';

export type ButtonVariant =
  'primary' | 'secondary' | 'outline' | 'ghost' | 'link' | 'destructive' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex cursor-pointer items-center justify-center gap-2 font-semibold whitespace-nowrap ' +
  'transition-[background-color,color,box-shadow,transform] duration-150 select-none active:scale-[0.98] ' +
  'focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-offset-2 ' +
  'focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-55 ' +
  "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-[1.1em]";

/** A button does not shrink in a row, unless the caller lets it grow and shrink (flex-1, say). */
const FLEX: readonly Replaceable[] = [['shrink-0', /^(shrink|flex-(\d|auto|initial|none|\[))/]];

// Each variant sets the corners and colours, so none is set twice (cn.ts does not merge).
// Ghost takes its text colour from where it stands (a warning line, say).
const variants: Record<ButtonVariant, string> = {
  primary: 'rounded-full bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
  secondary: 'rounded-full bg-secondary text-secondary-foreground hover:bg-secondary/80',
  outline: 'rounded-full border border-input bg-card text-foreground hover:bg-muted',
  ghost: 'rounded-full hover:bg-muted',
  link: 'rounded-md text-primary-text underline-offset-4 hover:underline',
  destructive: 'rounded-full bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
  /** On a dark (foreground-coloured) band. */
  inverse: 'rounded-full bg-background text-foreground shadow-sm hover:bg-background/90',
};

// Touch targets stay at least 44 px on mobile (md and up); sm is for dense desktop toolbars.
const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3.5 text-sm',
  md: 'h-11 px-5 text-[0.95rem]',
  lg: 'h-12 px-7 text-base',
  icon: 'size-11',
};

export function buttonClasses(
  options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {},
) {
  const { variant = 'primary', size = 'md', className } = options;
  return cn(
    base,
    variants[variant],
    variant === 'link' ? 'h-auto px-0' : sizes[size],
    replaceable(FLEX, className),
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders the single child (a Link, an a) with the button's look instead of a <button>. */
  asChild?: boolean;
}

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  const classes = buttonClasses({ variant, size, className });
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
