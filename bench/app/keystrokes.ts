/**
 * What the search benchmarks type, one keystroke at a time: a broad first
 * letter (nearly every offer matches), narrowing words, then a second word.
 * Every prefix is one keystroke's filter.
 */
export const SEARCH_TEXT = 'skinnende bil';

/** 's', 'sk', 'ski', ... 'skinnende bil'. */
export function keystrokePrefixes(text: string = SEARCH_TEXT): string[] {
  return Array.from({ length: text.length }, (_, index) => text.slice(0, index + 1));
}
