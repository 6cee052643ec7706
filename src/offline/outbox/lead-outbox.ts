import type { LeadKind } from '../store/schemas.ts';
import { createLeadSender } from './lead-delivery.ts';
import { requestOutboxSync } from './outbox-sync.ts';
import { type SendLead, deliverNow, dismissRejected, drainOutbox, nextDueAt, queueLead } from './outbox.ts';
import { isOffline } from '@/lib/online.ts';

export type { LeadKind } from '../store/schemas.ts';

/** Why a lead waits on the device: no network at all, or no answer from the server. */
export type SavedReason = 'offline' | 'unreachable';

export type LeadOutcome =
  | { status: 'sent' }
  | { status: 'saved'; id: string; reason: SavedReason }
  | { status: 'rejected'; message: string };

let sender: Promise<SendLead> | null = null;

/** The app's sender; env is read on first use, so tests can pass their own sender without it. */
function defaultSender(): Promise<SendLead> {
  sender ??= import('@/lib/env.ts').then(({ env }) =>
    createLeadSender({ supabaseUrl: env.supabaseUrl, anonKey: env.supabaseAnonKey }),
  );
  return sender;
}

// Entries whose fate a form is awaiting right now: it reports the outcome
// itself, so the shell's "sent later" notice must not announce them twice.
const awaitedByForm = new Set<string>();

/** Whether a form is reporting this entry's outcome itself. */
export function isAwaitedByForm(id: string): boolean {
  return awaitedByForm.has(id);
}

/**
 * A lead form was submitted: the lead goes to the outbox first (so that a
 * closed tab or a dead network cannot lose it), then one send is tried at
 * once. 'saved' means it waits on this device and is sent automatically;
 * 'rejected' means the server refused it, and the entry is removed, since
 * the form still holds the data and shows why. Throws only when the device
 * cannot store the lead at all.
 */
export async function submitLead(
  kind: LeadKind,
  payload: Record<string, unknown>,
  send?: SendLead,
): Promise<LeadOutcome> {
  const entry = await queueLead(kind, payload);
  if (isOffline()) return keepForLater(entry.id);
  // Kept after 'sent' too: the shell may see the entry's change after this returns.
  awaitedByForm.add(entry.id);
  const outcome = await deliverNow(entry.id, send ?? (await defaultSender())).catch((error: unknown) => {
    // The lead is stored; only this first try failed oddly. It waits like any other.
    console.warn('First send of a lead failed', error);
    return null;
  });
  if (outcome?.status === 'sent') return { status: 'sent' };
  if (outcome?.status === 'rejected') {
    await dismissRejected(entry.id);
    return { status: 'rejected', message: outcome.message };
  }
  awaitedByForm.delete(entry.id);
  return keepForLater(entry.id);
}

/** The lead waits on the device: the service worker and this tab's timer will send it. */
function keepForLater(id: string): LeadOutcome {
  void requestOutboxSync();
  scheduleNextDrain();
  return { status: 'saved', id, reason: isOffline() ? 'offline' : 'unreachable' };
}

/** Sends what waits now (the indicator's 'Send nå', coming online). */
export async function sendWaitingLeads(send?: SendLead): Promise<void> {
  if (isOffline()) return;
  try {
    const result = await drainOutbox(send ?? (await defaultSender()), { ignoreBackoff: true });
    if (result.pending > 0) void requestOutboxSync();
  } catch (error) {
    console.warn('Sending waiting leads failed', error);
  } finally {
    scheduleNextDrain();
  }
}

let timer: ReturnType<typeof setTimeout> | null = null;
let running = false;

/** Wakes up when the next pending lead's backoff ends (only while the outbox runs in this tab). */
function scheduleNextDrain(): void {
  if (!running) return;
  void nextDueAt().then((due) => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (due === null || !running) return;
    timer = setTimeout(
      () => {
        timer = null;
        if (isOffline()) return;
        defaultSender()
          .then((send) => drainOutbox(send))
          .catch((error: unknown) => console.warn('Lead outbox drain failed', error))
          .finally(scheduleNextDrain);
      },
      Math.max(0, due - Date.now()),
    );
  });
}

/**
 * Keeps the outbox moving in this tab: everything waiting is sent on start,
 * whenever the browser comes online and when the app is shown again; in
 * between, each entry's backoff timer. Background Sync (service worker)
 * covers the time when no tab is open. Returns stop.
 */
export function startLeadOutbox(): () => void {
  running = true;
  const sendAll = () => void sendWaitingLeads();
  const onVisible = () => {
    if (document.visibilityState === 'visible') sendAll();
  };
  window.addEventListener('online', sendAll);
  document.addEventListener('visibilitychange', onVisible);
  sendAll();
  return () => {
    running = false;
    window.removeEventListener('online', sendAll);
    document.removeEventListener('visibilitychange', onVisible);
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
}
