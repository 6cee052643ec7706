import { buildOfferClick, recordOfferClick } from '@/offline/click-queue.ts';
import { createSupabaseClickSender } from '@/offline/supabase-source.ts';

/**
 * Records a click on an offer's e-mail or link (never on the code). Sent at
 * once online, queued offline; failures are only logged, as the spec says.
 */
export function recordClick(offerId: string, userId: string | null): void {
  void (async () => {
    const { supabase } = await import('@/lib/supabase.ts');
    await recordOfferClick(buildOfferClick(offerId, userId), createSupabaseClickSender(supabase));
  })().catch((error: unknown) => console.warn('Could not record the offer click', error));
}
