import type { createAdminClient } from './admin-client.ts';
import type { Json } from './contracts/database.types.ts';

export type LeadKind = 'partoutcar' | 'eiendomsdrift';

/**
 * public.lead_requests.status: 'received' while its mail is being sent (or
 * before the first attempt), 'mailed' once the sales inbox has it, 'failed'
 * after a failed attempt, until a retry with the same key claims it again.
 */
export type LeadStatus = 'received' | 'mailed' | 'failed';

export interface LeadRow {
  id: string;
  kind: LeadKind;
  payload: Record<string, unknown>;
  idempotency_key: string;
  status: LeadStatus;
  created_at: string;
  mailed_at: string | null;
  attempt_started_at: string;
}

type AdminClient = ReturnType<typeof createAdminClient>;

/** Who sent a lead, as far as the rate limits need: a keyed hash of the address and the contact e-mail. */
export interface LeadSender {
  clientKey?: string | null;
  email?: string | null;
}

/** The table could not be read or written; the client should retry later. */
export class LeadStoreError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'LeadStoreError';
  }
}

const COLUMNS = 'id, kind, payload, idempotency_key, status, created_at, mailed_at, attempt_started_at';
const UNIQUE_VIOLATION = '23505';

/**
 * lead_requests through the service role (the table has no grants for the
 * API roles). Every state change is a conditional update, so concurrent
 * requests for one key can never both believe they own the row.
 */
export class LeadRequests {
  constructor(private readonly client: AdminClient) {}

  /** Stores a new lead; null when the key is already taken (the unique constraint decides). */
  async insert(
    kind: LeadKind,
    idempotencyKey: string,
    payload: { [key: string]: Json },
    sender: LeadSender = {},
  ): Promise<LeadRow | null> {
    const { data, error } = await this.client
      .from('lead_requests')
      .insert({
        kind,
        payload,
        idempotency_key: idempotencyKey,
        client_key: sender.clientKey ?? null,
        contact_email: sender.email ?? null,
      })
      .select(COLUMNS)
      .single<LeadRow>();
    if (error?.code === UNIQUE_VIOLATION) return null;
    if (error) throw new LeadStoreError(`insert failed: ${error.message}`, { cause: error });
    return data;
  }

  /** Leads stored since `since` whose column holds `value`, for the rate limits. */
  async countSince(column: 'client_key' | 'contact_email', value: string, since: Date): Promise<number> {
    const { count, error } = await this.client
      .from('lead_requests')
      .select('id', { count: 'exact', head: true })
      .eq(column, value)
      .gte('created_at', since.toISOString());
    if (error) throw new LeadStoreError(`counting leads failed: ${error.message}`, { cause: error });
    return count ?? 0;
  }

  async findByKey(idempotencyKey: string): Promise<LeadRow | null> {
    const { data, error } = await this.client
      .from('lead_requests')
      .select(COLUMNS)
      .eq('idempotency_key', idempotencyKey)
      .maybeSingle<LeadRow>();
    if (error) throw new LeadStoreError(`read failed: ${error.message}`, { cause: error });
    return data;
  }

  /** Takes a failed lead back to 'received' for a new mail attempt; false when someone else already did. */
  async claimFailed(id: string): Promise<boolean> {
    return this.transition(id, 'failed', {
      status: 'received',
      attempt_started_at: new Date().toISOString(),
    });
  }

  /**
   * Takes over a 'received' lead whose attempt began at `startedAt` and has
   * clearly ended without a result (its function died); false when the row
   * moved on or another request took it over first.
   */
  async claimStale(id: string, startedAt: string): Promise<boolean> {
    const { data, error } = await this.client
      .from('lead_requests')
      .update({ attempt_started_at: new Date().toISOString() })
      .eq('id', id)
      .eq('status', 'received')
      .eq('attempt_started_at', startedAt)
      .select('id');
    if (error) throw new LeadStoreError(`claiming a stale lead failed: ${error.message}`, { cause: error });
    return data.length === 1;
  }

  async markMailed(id: string): Promise<void> {
    await this.transition(id, 'received', { status: 'mailed', mailed_at: new Date().toISOString() });
  }

  async markFailed(id: string): Promise<void> {
    await this.transition(id, 'received', { status: 'failed' });
  }

  private async transition(
    id: string,
    from: LeadStatus,
    to: Partial<Pick<LeadRow, 'status' | 'attempt_started_at' | 'mailed_at'>>,
  ): Promise<boolean> {
    const { data, error } = await this.client
      .from('lead_requests')
      .update(to)
      .eq('id', id)
      .eq('status', from)
      .select('id');
    if (error)
      throw new LeadStoreError(`update to ${to.status ?? '?'} failed: ${error.message}`, { cause: error });
    return data.length === 1;
  }
}
