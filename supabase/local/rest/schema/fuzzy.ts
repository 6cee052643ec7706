function distance(left: string, right: string): number {
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let i = 1; i <= left.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= right.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (left[i - 1] === right[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[right.length] ?? 0;
}

/**
 * The candidate most like `name` (edit-distance similarity of at least
 * `minScore`), for PostgREST's "Perhaps you meant ..." hints. An exact match
 * is not a suggestion.
 */
export function closestName(name: string, candidates: Iterable<string>, minScore = 0.6): string | null {
  let best: string | null = null;
  let bestScore = minScore;
  for (const candidate of new Set(candidates)) {
    if (candidate === name) continue;
    const longest = Math.max(candidate.length, name.length, 1);
    const score = 1 - distance(candidate.toLowerCase(), name.toLowerCase()) / longest;
    if (score >= bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}
