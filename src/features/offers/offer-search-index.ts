import type MiniSearch from 'minisearch';
import type { Query } from 'minisearch';
import { searchableText } from '@/offline/catalogue/search.ts';
import type { CachedOffer } from '@/offline/store/schemas.ts';
import { TYPO_MIN_LENGTH, WORD_SEPARATOR, foldQuery, foldTerm, startsWithOneTypo } from './search-folding.ts';

interface IndexedOffer {
  id: string;
  title: string;
  company: string;
  description: string;
}

/** Title and partner outrank the description: a word in a name says more than one in a text. */
const FIELD_BOOST = { title: 3, company: 3, description: 1 };
/** A word reached only through a typo counts less than one typed right (MiniSearch's own fuzzy weight). */
const TYPO_WEIGHT = 0.45;
/** Shorter words are matched as prefixes of the offers' words, not looked up and ranked. */
export const INDEXED_MIN_LENGTH = 3;
/** Words whose results are kept while the index does not change. */
const REMEMBERED_WORDS = 64;
/**
 * The User Timing mark set each time the index is in step with the catalogue:
 * from then on typing is ranked. DevTools' Performance panel shows it, and the
 * benchmark waits for it before it types.
 */
export const SEARCH_INDEX_READY_MARK = 'ordning:search-index-ready';
/** Indexing work per slice, in milliseconds, before it pauses (a keystroke waits at most this long). */
export const INDEX_SLICE_MS = 6;

interface WordHit {
  score: number;
  terms: string[];
}

export interface RankedSearch {
  /** Matching offer ids, best first (ties in catalogue order). */
  ids: string[];
  /** The indexed (folded) words that matched, for highlighting. */
  words: ReadonlySet<string>;
  /** Typed words too short to look up, which matched as the start of words. */
  prefixes: string[];
}

export type MiniSearchClass = typeof MiniSearch;

/**
 * The offer search index: MiniSearch over title, partner and description,
 * with folded words, prefix matching and one typo forgiven per word of 4+
 * letters. It follows the catalogue by difference (`update`): a delta sync
 * re-indexes only offers whose searchable text changed and drops removed ones.
 */
export class OfferSearchIndex {
  /** Counts finished updates: a search remembered from an earlier generation may be stale. */
  generation = 0;
  private readonly index: MiniSearch<IndexedOffer>;
  /** What each indexed offer's search text was, to tell which offers a new catalogue changed. */
  private readonly indexed = new Map<string, string>();
  /** Every folded word ever indexed, by first letter (for typo candidates; stale words match nothing). */
  private readonly vocabulary = new Map<string, Set<string>>();
  /** Each offer's folded words, each after a space, for the prefix test of short words. */
  private readonly folded = new Map<string, string>();
  /** The folded words of the offer being added, in order (processTerm collects them). */
  private adding: string[] | null = null;
  /** Per-word results since the last update. */
  private readonly wordCache = new Map<string, Map<string, WordHit>>();
  /** Catalogue position of each offer, to break score ties in the list's own order. */
  private order = new Map<string, number>();

  constructor(MiniSearchImpl: MiniSearchClass) {
    this.index = new MiniSearchImpl<IndexedOffer>({
      fields: ['title', 'company', 'description'],
      storeFields: [],
      tokenize: (text) => text.split(WORD_SEPARATOR),
      processTerm: (term) => {
        const folded = foldTerm(term);
        if (folded !== null) {
          this.remember(folded);
          this.adding?.push(folded);
        }
        return folded;
      },
      // The query folds the same way, without growing the vocabulary.
      searchOptions: { boost: FIELD_BOOST, combineWith: 'AND', processTerm: foldTerm },
    });
  }

  /** The offers of `offers` that differ from what is indexed, and the ids no longer there. */
  private difference(offers: readonly CachedOffer[]): { changed: CachedOffer[]; removed: string[] } {
    const present = new Set<string>();
    const changed: CachedOffer[] = [];
    for (const offer of offers) {
      present.add(offer.id);
      if (this.indexed.get(offer.id) !== offer.search_text) changed.push(offer);
    }
    const removed = [...this.indexed.keys()].filter((id) => !present.has(id));
    return { changed, removed };
  }

  /**
   * Brings the index in step with `offers`, in slices of `INDEX_SLICE_MS`, waiting
   * for `pause` between chunks (idle time in the browser). Resolves false when
   * `cancelled` said stop (a newer catalogue arrived).
   */
  async update(
    offers: readonly CachedOffer[],
    pause: () => Promise<void>,
    cancelled: () => boolean = () => false,
  ): Promise<boolean> {
    await pause();
    if (cancelled()) return false;
    const { changed, removed } = this.difference(offers);
    if (changed.length === 0 && removed.length === 0 && this.generation > 0) {
      this.order = new Map(offers.map((offer, position) => [offer.id, position]));
      return true;
    }
    this.wordCache.clear();
    for (const id of removed) {
      this.index.discard(id);
      this.indexed.delete(id);
      this.folded.delete(id);
    }
    let sliceStart = performance.now();
    for (const offer of changed) {
      // A slice of work at a time between pauses, so a keystroke never waits behind indexing.
      if (performance.now() - sliceStart > INDEX_SLICE_MS) {
        await pause();
        if (cancelled()) return false;
        sliceStart = performance.now();
      }
      const document = {
        id: offer.id,
        title: offer.title,
        company: offer.company ?? '',
        description: searchableText(offer.description),
      };
      // The words MiniSearch folds, title, partner and text in that order, are also the
      // prefix test's: collected as it goes instead of folded a second time.
      const words: string[] = [];
      this.adding = words;
      try {
        if (this.indexed.has(offer.id)) this.index.replace(document);
        else this.index.add(document);
      } finally {
        this.adding = null;
      }
      this.indexed.set(offer.id, offer.search_text);
      this.folded.set(offer.id, ` ${words.join(' ')}`);
    }
    this.order = new Map(offers.map((offer, position) => [offer.id, position]));
    this.wordCache.clear();
    this.generation++;
    return true;
  }

  /** Whether every offer of `offers` is indexed as it is (nothing to update). */
  matches(offers: readonly CachedOffer[]): boolean {
    if (offers.length !== this.indexed.size) return false;
    const { changed, removed } = this.difference(offers);
    return changed.length === 0 && removed.length === 0;
  }

  /**
   * Ids of the offers that match every word of `query` (null for a query with
   * no words). Each word of 3+ letters is looked up in the index once and
   * remembered (typing changes only the last word); shorter words, which
   * begin thousands of words, only filter by prefix and do not rank. Scores
   * add up over the words.
   */
  search(query: string): RankedSearch | null {
    const words = foldQuery(query);
    if (words.length === 0) return null;
    const indexed = words.filter((word) => word.length >= INDEXED_MIN_LENGTH);
    const short = words.filter((word) => word.length < INDEXED_MIN_LENGTH).map((word) => ` ${word}`);
    const perWord = indexed.map((word) => this.wordHits(word)).sort((a, b) => a.size - b.size);
    const scores = new Map<string, number>();
    const matched = new Set<string>();
    const [smallest, ...others] = perWord;
    const candidates: Iterable<string> = smallest ? smallest.keys() : this.order.keys();
    for (const id of candidates) {
      let score = 0;
      let found = true;
      for (const hits of perWord) {
        const hit = hits.get(id);
        if (!hit) {
          found = false;
          break;
        }
        score += hit.score;
      }
      if (!found) continue;
      if (short.length > 0) {
        const text = this.folded.get(id) ?? '';
        if (!short.every((prefix) => text.includes(prefix))) continue;
      }
      scores.set(id, score);
      for (const hits of [smallest, ...others])
        for (const term of hits?.get(id)?.terms ?? []) matched.add(term);
    }
    const order = this.order;
    const end = order.size;
    const ids = [...scores.keys()];
    // Without a ranked word the candidates were visited in catalogue order already.
    if (perWord.length > 0)
      ids.sort(
        (a, b) =>
          (scores.get(b) ?? 0) - (scores.get(a) ?? 0) || (order.get(a) ?? end) - (order.get(b) ?? end),
      );
    return { ids, words: matched, prefixes: short.map((prefix) => prefix.slice(1)) };
  }

  /** The offers one word finds, with their scores and matched words (remembered until the index changes). */
  private wordHits(word: string): Map<string, WordHit> {
    const known = this.wordCache.get(word);
    if (known) return known;
    const hits = new Map<string, WordHit>();
    for (const hit of this.index.search(this.wordQuery(word)))
      hits.set(hit.id as string, { score: hit.score, terms: hit.terms });
    if (this.wordCache.size >= REMEMBERED_WORDS) this.wordCache.clear();
    this.wordCache.set(word, hits);
    return hits;
  }

  /** One typed word: the words it begins, and those it begins with one typo. */
  private wordQuery(word: string): Query {
    const exact: Query = { queries: [word], prefix: true };
    if (word.length < TYPO_MIN_LENGTH) return exact;
    const candidates: string[] = [];
    for (const known of this.vocabulary.get(word[0] ?? '') ?? [])
      if (!known.startsWith(word) && startsWithOneTypo(known, word)) candidates.push(known);
    if (candidates.length === 0) return exact;
    return {
      combineWith: 'OR',
      queries: [exact, { queries: candidates, combineWith: 'OR', boostTerm: () => TYPO_WEIGHT }],
    };
  }

  private remember(word: string): void {
    const first = word[0] ?? '';
    let bucket = this.vocabulary.get(first);
    if (!bucket) {
      bucket = new Set();
      this.vocabulary.set(first, bucket);
    }
    bucket.add(word);
  }
}
