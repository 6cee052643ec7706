import { foldTerm } from './search-folding.ts';

/** What a search matched: the indexed (folded) words, and short typed words that only begin words. */
export interface SearchHighlight {
  words: ReadonlySet<string>;
  prefixes: readonly string[];
}

export const NO_HIGHLIGHT: SearchHighlight = { words: new Set(), prefixes: [] };

export function isEmptyHighlight(highlight: SearchHighlight): boolean {
  return highlight.words.size === 0 && highlight.prefixes.length === 0;
}

/** Whether a word of an offer's text is one the search matched (compared folded). */
export function isHighlighted(word: string, highlight: SearchHighlight): boolean {
  const folded = foldTerm(word);
  if (folded === null) return false;
  return highlight.words.has(folded) || highlight.prefixes.some((prefix) => folded.startsWith(prefix));
}
