/** What a card or the detail page shows for an offer: an image, or the fallback emoji or text. */
export type OfferVisual = { kind: 'image'; src: string } | { kind: 'fallback'; text: string };

export const FALLBACK_VISUAL = '🎁';

// Stored images are absolute URLs or paths on the backend's origin; anything
// else in `image` is the spec's placeholder (an emoji or short text).
const IMAGE_URL = /^(?:https?:\/\/|\/(?!\/))/i;

/** A stored image path made absolute against the backend's URL (seeded images are relative). */
export function resolveImageUrl(url: string, backendUrl: string): string | null {
  try {
    return new URL(url, backendUrl).toString();
  } catch {
    return null;
  }
}

/** Every image of an offer, resolved, in order; `image` stands in when `images` is empty. */
export function offerImages(
  offer: { image: string | null; images: readonly string[] | null },
  backendUrl: string,
): string[] {
  const candidates = offer.images?.length ? offer.images : offer.image ? [offer.image] : [];
  return candidates.flatMap((url) => {
    if (!IMAGE_URL.test(url.trim())) return [];
    const resolved = resolveImageUrl(url.trim(), backendUrl);
    return resolved ? [resolved] : [];
  });
}

/** The first image of an offer, or its placeholder (the gift emoji when there is none). */
export function offerVisual(
  offer: { image: string | null; images: readonly string[] | null },
  backendUrl: string,
): OfferVisual {
  const [first] = offerImages(offer, backendUrl);
  if (first) return { kind: 'image', src: first };
  const text = offer.image?.trim() ?? '';
  return { kind: 'fallback', text: text !== '' && !IMAGE_URL.test(text) ? text : FALLBACK_VISUAL };
}
