import { buildOfferClick, recordOfferClick } from '@/offline/clicks/click-queue.ts';
import { createSupabaseClickSender } from '@/offline/clicks/supabase-click-sender.ts';
import { rememberRecentCode } from '@/offline/favourites/recent-codes.ts';
import type { OfferEventKind } from '@/offline/store/click-schemas.ts';
import { loadSupabaseQuietly } from '@/lib/load-supabase.ts';

/** The events that put an offer in the person's 'Sist brukte koder' on the home page. */
const CODE_USES: ReadonlySet<OfferEventKind> = new Set(['code_reveal', 'code_copy', 'till_open']);

/**
 * Records an event on an offer (a view, a code reveal or copy, a till-mode
 * open, or one of the spec's clicks: e-mail copy, e-mail send, link open).
 * Sent at once online, queued offline with the time it happened; failures
 * are only logged, as the spec says.
 */
export function recordOfferEvent(offerId: string, userId: string | null, kind: OfferEventKind): void {
  const click = buildOfferClick(offerId, userId, kind);
  if (userId && CODE_USES.has(kind)) {
    rememberRecentCode(userId, offerId).catch((error: unknown) =>
      console.warn('Could not remember the recently used code', error),
    );
  }
  void (async () => {
    const supabase = await loadSupabaseQuietly();
    await recordOfferClick(click, createSupabaseClickSender(supabase));
  })().catch((error: unknown) => console.warn('Could not record the offer event', error));
}
