type OfferAccessModule = typeof import('./OfferAccess.tsx');

let loaded: OfferAccessModule | null = null;

/**
 * The code box's own chunk (the vault with Dexie, the till mode's QR code), for a signed-in
 * user only: a visitor's page never loads it. It is precached, so it loads offline too.
 */
export const loadOfferAccess = (): Promise<OfferAccessModule> =>
  import('./OfferAccess.tsx').then((module) => (loaded = module));

/**
 * The code box's module once it has loaded (the list preloads it while idle): the offer page
 * then renders the box in the tap's own commit, with no Suspense fallback to wait out.
 */
export const loadedOfferAccess = (): OfferAccessModule | null => loaded;
