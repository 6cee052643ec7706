import * as z from 'zod/mini';

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

const View = z.enum(COMPANY_OFFERS_VIEWS);

/** Never throws: an unknown view falls back to the list, which stays out of the URL. */
export function parseCompanyOffersSearch(search: Record<string, unknown>): CompanyOffersSearch {
  const view = View.safeParse(search.visning);
  return { visning: view.success && view.data !== 'tilbud' ? view.data : undefined };
}
