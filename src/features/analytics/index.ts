// Partner analytics: figures per offer and day for a company's owners and
// admins (/company/offers) and for platform admins (/admin). Lazy: the
// wrappers below load the feature's code on first render.
export { AnalyticsSummary, OfferStats } from './lazy-entry.tsx';
