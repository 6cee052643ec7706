type OfferAccessBox = (typeof import('./OfferAccess.tsx'))['OfferAccess'];

let loaded: OfferAccessBox | null = null;

/**
 * The code box's own chunk (the vault with Dexie, the till mode's QR code), for a signed-in
 * user only: a visitor's page never loads it. It is precached, so it loads offline too.
 */
export const loadOfferAccess = (): Promise<OfferAccessBox> =>
  import('./OfferAccess.tsx').then(({ OfferAccess }) => (loaded = OfferAccess));

/**
 * The code box once its chunk has loaded (the list preloads it while idle): the offer page
 * then renders it in the tap's own commit, with no Suspense fallback to wait out.
 */
export const loadedOfferAccess = (): OfferAccessBox | null => loaded;
