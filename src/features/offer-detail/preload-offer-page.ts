import { loadOfferAccess } from './components/load-offer-access.ts';
import { preloadOfferTap } from './offer-tap.ts';

/**
 * The employee at the till opens the list to tap one offer and show its code. Fetched and
 * evaluated while the list is idle, the code box's chunk is ready before the tap instead of
 * after the offer page has mounted (a second chunk load in the tap's path, slow at 4x CPU).
 */
export function preloadOfferAccess(): void {
  // A failure here is the lazy component's to report if it is ever rendered.
  loadOfferAccess().catch(() => undefined);
  preloadOfferTap().catch(() => undefined);
}
