/**
 * How the offer search compares words: folded, so a phone keyboard without
 * Norwegian letters still finds them ('lopeanalyse' finds 'løpeanalyse'),
 * and with one typo forgiven. The index and the query fold the same way.
 */

const LETTERS: Record<string, string> = { æ: 'ae', ø: 'o', å: 'a', ß: 'ss' };
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * Words folded so far. A catalogue repeats its words thousands of times, and
 * folding is six passes over each (NFD included): indexing 10,000 offers
 * folded every word twice. Emptied when it grows past FOLDED_WORDS, so a
 * long session cannot grow it without bound.
 */
const foldedWords = new Map<string, string | null>();
const FOLDED_WORDS = 50_000;

/**
 * A word as the index keeps it: lowercase, æ→ae, ø→o, å→a (and 'aa', the old
 * spelling of å, also →a: 'Aasen' and 'Åsen' meet), other accents dropped
 * (é→e). Null for a word with no letter or digit left.
 */
export function foldTerm(word: string): string | null {
  const known = foldedWords.get(word);
  if (known !== undefined) return known;
  if (foldedWords.size >= FOLDED_WORDS) foldedWords.clear();
  const folded = foldWord(word);
  foldedWords.set(word, folded);
  return folded;
}

function foldWord(word: string): string | null {
  const folded = word
    .toLowerCase()
    .replace(/[æøåß]/g, (letter) => LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(/aa/g, 'a')
    .replace(/[^\p{L}\p{N}]/gu, '');
  return folded === '' ? null : folded;
}

/** Words split as MiniSearch splits them by default: at spaces and punctuation. */
export const WORD_SEPARATOR = /[\n\r\p{Z}\p{P}]+/u;

/** The folded words of a search, in order, without empties. */
export function foldQuery(query: string): string[] {
  return query.split(WORD_SEPARATOR).flatMap((word) => {
    const folded = foldTerm(word);
    return folded === null ? [] : [folded];
  });
}

/** Words shorter than this must be typed right (a typo in 'ski' is another word). */
export const TYPO_MIN_LENGTH = 4;

/**
 * 'y' for 'i' (and back) is not counted as a typo: the English spelling of a
 * loan word ('bakery', 'pharmacy') is how many type the Norwegian one
 * ('bakeri', 'farmasi').
 */
function sameLetter(a: string, b: string): boolean {
  return a === b || (a === 'y' && b === 'i') || (a === 'i' && b === 'y');
}

/**
 * Whether `word` begins with `typed` give or take one typo (a letter missing,
 * extra, wrong, or two letters swapped), for a search as you type: 'bakry'
 * reaches 'bakeriet', 'skinende' reaches 'skinnende'. The first letter must be
 * right, which keeps the candidates few and the matches plausible.
 */
export function startsWithOneTypo(word: string, typed: string): boolean {
  if (typed.length < TYPO_MIN_LENGTH || word[0] !== typed[0]) return false;
  // Optimal string alignment distance of `typed` to the best prefix of `word`,
  // three rows of the table at a time, stopping once every cell is above 1.
  const n = typed.length;
  const limit = Math.min(word.length, n + 1);
  let before: number[] = [];
  let previous = Array.from({ length: n + 1 }, (_, j) => j);
  let best = previous[n] ?? n;
  for (let i = 1; i <= limit; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = sameLetter(word[i - 1] ?? '', typed[j - 1] ?? '') ? 0 : 1;
      let value = Math.min((previous[j] ?? n) + 1, (current[j - 1] ?? n) + 1, (previous[j - 1] ?? n) + cost);
      if (i > 1 && j > 1 && word[i - 1] === typed[j - 2] && word[i - 2] === typed[j - 1])
        value = Math.min(value, (before[j - 2] ?? n) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    best = Math.min(best, current[n] ?? n);
    if (rowMin > 1) break;
    before = previous;
    previous = current;
  }
  return best <= 1;
}
