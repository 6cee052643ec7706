/**
 * FNV-1a (32 bits), base 36: a short, stable fingerprint of a text, for
 * versions and change checks. Not a security hash.
 */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
