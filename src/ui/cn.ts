import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. It does not resolve Tailwind conflicts: tailwind-merge
 * would put 9 kB on the first paint. When two classes set the same property
 * (`rounded-xl rounded-full`), the stylesheet's order decides, not the
 * order here, so a component and its caller must never both set one; a
 * component lets a caller replace one of its utilities with `replaceable`.
 * In development, conflicts are reported in the console.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  if (import.meta.env.DEV && import.meta.env.MODE !== 'test') {
    void import('./class-conflicts.ts').then((module) => module.reportClassConflicts(classes));
  }
  return classes;
}

/** A component's own utility, and which of a caller's classes replace it. */
export type Replaceable = readonly [utility: string, replacedBy: RegExp];

/** Font sizes of the theme, and arbitrary lengths: not the text colours. */
export const TEXT_SIZE = /^text-(xs|sm|base|lg|\d?xl|\[[\d.]+(px|rem|em)\])$/;
export const FONT_WEIGHT = /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;

/**
 * The component's `utilities`, except those a class in the caller's
 * `className` replaces, then the caller's classes: e.g. a container's
 * `max-w-7xl` gives way to a caller's `max-w-md`.
 */
export function replaceable(utilities: readonly Replaceable[], className: string | undefined): string {
  const given = className ? className.split(/\s+/) : [];
  const kept = utilities
    .filter(([, replacedBy]) => !given.some((name) => replacedBy.test(name)))
    .map(([utility]) => utility);
  return clsx(kept, className);
}
