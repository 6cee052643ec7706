/**
 * /company/offers has three views, kept in the URL (`?visning=`) so a reload,
 * the back button and a shared link keep them: the company's offers (with the
 * new-offer form beside them from 768 px), the new-offer form alone (phones),
 * and the statistics.
 */
export const COMPANY_OFFERS_VIEWS = ['tilbud', 'nytt', 'statistikk'] as const;
export type CompanyOffersView = (typeof COMPANY_OFFERS_VIEWS)[number];

export interface CompanyOffersSearch {
  /** Absent for the default view, 'tilbud'. */
  visning?: CompanyOffersView | undefined;
}

/**
 * Never throws: an unknown view falls back to the list, which stays out of the
 * URL. Checked by hand, not with zod: the route tree (and so this) is in the
 * entry chunk, which zod would otherwise join.
 */
export function parseCompanyOffersSearch(search: Record<string, unknown>): CompanyOffersSearch {
  const view = COMPANY_OFFERS_VIEWS.find((known) => known === search.visning);
  return { visning: view === 'tilbud' ? undefined : view };
}
