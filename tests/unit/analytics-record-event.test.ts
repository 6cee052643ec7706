import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordOfferEvent } from '../../src/features/offer-detail/record-click.ts';
import { flushClickQueue } from '../../src/offline/clicks/click-queue.ts';
import { clearOfflineData, db } from '../../src/offline/store/db.ts';
import type { OfferClick } from '../../src/offline/store/click-schemas.ts';
import { createSupabaseClickSender } from '../../src/offline/clicks/supabase-click-sender.ts';

const server = vi.hoisted(() => ({
  inserted: [] as unknown[],
  answer: { error: null as { code: string; message: string } | null, status: 201 },
}));

vi.mock('@/lib/supabase.ts', () => ({
  supabase: {
    from: () => ({
      insert: (row: unknown) => {
        server.inserted.push(row);
        return Promise.resolve(server.answer);
      },
    }),
  },
}));

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

beforeEach(async () => {
  await clearOfflineData();
  server.inserted = [];
  server.answer = { error: null, status: 201 };
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('recording an offer event', () => {
  it('sends the event with its kind, a uuid and the time it happened', async () => {
    const before = Date.now();
    recordOfferEvent('offer-1', 'user-1', 'code_reveal');
    await vi.waitFor(() => expect(server.inserted).toHaveLength(1));
    const [sent] = server.inserted as OfferClick[];
    expect(sent).toMatchObject({
      offer_id: 'offer-1',
      user_id: 'user-1',
      kind: 'code_reveal',
      ip_address: null,
    });
    expect(sent?.event_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Date.parse(sent?.occurred_at ?? '')).toBeGreaterThanOrEqual(before);
  });

  it('keeps an offline event on the device with its time, and sends it once back online', async () => {
    setOnline(false);
    recordOfferEvent('offer-2', null, 'view');
    await vi.waitFor(async () => expect(await db.click_queue.count()).toBe(1));
    const [queued] = await db.click_queue.toArray();
    const happened = queued?.click.occurred_at;
    expect(queued?.click.kind).toBe('view');
    expect(server.inserted).toHaveLength(0);

    setOnline(true);
    const { supabase } = await import('@/lib/supabase.ts');
    const send = createSupabaseClickSender(supabase);
    expect(await flushClickQueue(send, { ignoreBackoff: true })).toMatchObject({ sent: 1 });
    // The server already has it (a lost answer, then a retry): 23505 counts as sent, nothing is queued again.
    server.answer = { error: { code: '23505', message: 'duplicate key' }, status: 409 };
    await send((server.inserted as OfferClick[])[0] as OfferClick);
    expect(server.inserted).toHaveLength(2);
    expect((server.inserted as OfferClick[]).map((event) => event.occurred_at)).toEqual([happened, happened]);
    expect(await db.click_queue.count()).toBe(0);
  });
});
