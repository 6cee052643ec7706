/** FNV-1a: a stable 32-bit hash of a text, the seed of `seededRandom`. */
export function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** A small deterministic generator (xorshift), so re-running an image script gives identical files. */
export function seededRandom(seed: string): () => number {
  let state = hash(seed) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}
