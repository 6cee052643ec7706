import { buildOfferClick, recordOfferClick } from '@/offline/click-queue.ts';
import type { OfferEventKind } from '@/offline/click-schemas.ts';
import { createSupabaseClickSender } from '@/offline/supabase-source.ts';

/**
 * Records an event on an offer (a view, a code reveal or copy, a till-mode
 * open, or one of the spec's clicks: e-mail copy, e-mail send, link open).
 * Sent at once online, queued offline with the time it happened; failures
 * are only logged, as the spec says.
 */
export function recordOfferEvent(offerId: string, userId: string | null, kind: OfferEventKind): void {
  const click = buildOfferClick(offerId, userId, kind);
  void (async () => {
    const { supabase } = await import('@/lib/supabase.ts');
    await recordOfferClick(click, createSupabaseClickSender(supabase));
  })().catch((error: unknown) => console.warn('Could not record the offer event', error));
}
