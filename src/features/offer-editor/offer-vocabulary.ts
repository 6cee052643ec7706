import type { BadgeVariant } from '@/ui/Badge.tsx';

/**
 * The one set of words for an offer's state and for what can be done to it,
 * shared by /admin and /company/offers so both screens speak alike (issue 26).
 * 'Snart' is the spec's word for an offer that is not active yet (the public
 * catalogue shows it as 'Kommer snart'); 'Skjult' is independent of it.
 */
export type OfferStatus = 'active' | 'coming' | 'hidden';

export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  active: 'Aktiv',
  coming: 'Snart',
  hidden: 'Skjult',
};

export const OFFER_STATUS_BADGES: Record<OfferStatus, BadgeVariant> = {
  active: 'success',
  coming: 'warning',
  hidden: 'outline',
};

/** The words of the buttons that act on offers, one or many. */
export const OFFER_ACTIONS = {
  create: 'Nytt tilbud',
  edit: 'Rediger',
  hide: 'Skjul',
  show: 'Vis',
  delete: 'Slett',
  stats: 'Statistikk',
} as const;

/**
 * The badges an offer carries: its activity (Aktiv or Snart) and, when
 * hidden, Skjult beside it, since a hidden offer keeps its activity for when
 * it is shown again.
 */
export function offerStatuses(offer: { active: boolean; hidden: boolean }): OfferStatus[] {
  const activity: OfferStatus = offer.active ? 'active' : 'coming';
  return offer.hidden ? [activity, 'hidden'] : [activity];
}
