import { twMerge } from 'tailwind-merge';

/**
 * The classes in `classes` that another class in it overrides (the same
 * property, same variants), by tailwind-merge's rules. For development and
 * tests only: production class lists are joined without it (cn.ts).
 */
export function conflictingClasses(classes: string): string[] {
  const kept = new Set(twMerge(classes).split(' '));
  return [...new Set(classes.split(/\s+/).filter((name) => name !== '' && !kept.has(name)))];
}

const reported = new Set<string>();

/** Warns once per class list that sets a property twice (the stylesheet's order, not the caller, would win). */
export function reportClassConflicts(classes: string): void {
  if (reported.has(classes)) return;
  reported.add(classes);
  const overridden = conflictingClasses(classes);
  if (overridden.length > 0) {
    console.warn(
      `cn(): ${overridden.join(' ')} conflict with later classes in "${classes}"; use replaceable().`,
    );
  }
}
