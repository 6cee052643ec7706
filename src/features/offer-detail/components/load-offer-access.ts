/**
 * The code box's own chunk (the vault with Dexie, the till mode's QR code), for a signed-in
 * user only: a visitor's page never loads it. It is precached, so it loads offline too.
 */
export const loadOfferAccess = () => import('./OfferAccess.tsx');
