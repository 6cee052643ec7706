import { useLiveQuery } from '../store/use-live-query.ts';
import { type OutboxSummary, readOutbox } from './outbox.ts';

const EMPTY: OutboxSummary = { pending: [], rejected: [], sent: [] };

/** The lead outbox as it is now, kept current across tabs and the service worker. */
export function useOutbox(): OutboxSummary {
  const result = useLiveQuery('lead-outbox', readOutbox);
  return result.status === 'ready' ? result.value : EMPTY;
}
