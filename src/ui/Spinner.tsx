import { LoaderCircle } from 'lucide-react';
import { cn, replaceable, type Replaceable } from './cn.ts';

const SIZE: readonly Replaceable[] = [['size-5', /^size-/]];

export interface SpinnerProps {
  className?: string;
  /** Read to screen readers; omit when visible text beside the spinner already says it. */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <LoaderCircle
        aria-hidden="true"
        className={cn('animate-spin text-primary-text', replaceable(SIZE, className))}
      />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
