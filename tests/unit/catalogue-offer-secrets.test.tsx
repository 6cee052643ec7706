import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOfferSecrets } from '../../src/features/offer-detail/use-offer-secrets.ts';
import { clearOfflineData, db } from '../../src/offline/store/db.ts';
import { ensureVaultOwner } from '../../src/offline/vault/vault.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Answer {
  data: unknown;
  error: { message: string } | null;
  status: number;
}

const backend = vi.hoisted(() => ({
  answer: (): Promise<Answer> => Promise.resolve({ data: null, error: null, status: 200 }),
  signOut: vi.fn(() => Promise.resolve()),
}));

vi.mock('@/lib/supabase.ts', () => {
  const builder = {
    select: () => builder,
    eq: () => builder,
    maybeSingle: () => backend.answer(),
  };
  return { supabase: { from: () => builder } };
});
vi.mock('@/features/auth/index.ts', () => ({ signOut: backend.signOut }));

const SECRETS = {
  discount_code: 'KODE-1',
  offer_email: 'hei@firma.test',
  offer_url: 'firma.test/tilbud',
  website: null,
};

function Secrets({ userId }: { userId: string | null }) {
  const state = useOfferSecrets(userId, 'offer-1');
  if (state === null) return <p>skjult</p>;
  return <p>{state.status === 'ready' ? `ready:${state.secrets.discount_code ?? ''}` : state.status}</p>;
}

let root: Root | null = null;
let container: HTMLDivElement;

async function render(userId: string | null) {
  await act(async () => {
    root = createRoot(container);
    root.render(<Secrets userId={userId} />);
    await Promise.resolve();
  });
}

beforeEach(async () => {
  await clearOfflineData();
  container = document.createElement('div');
  document.body.append(container);
  backend.signOut.mockClear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  vi.restoreAllMocks();
});

describe('useOfferSecrets', () => {
  it('shows nothing and reads nothing without a signed-in user', async () => {
    const answer = vi.spyOn(backend, 'answer');
    await render(null);
    expect(container.textContent).toBe('skjult');
    expect(answer).not.toHaveBeenCalled();
  });

  it('fetches the secrets with the session and keeps them in the vault', async () => {
    backend.answer = () => Promise.resolve({ data: SECRETS, error: null, status: 200 });
    await render('u1');
    await vi.waitFor(() => expect(container.textContent).toBe('ready:KODE-1'));
    expect((await db.vault.get(['u1', 'offer-1']))?.offer_email).toBe('hei@firma.test');
  });

  it('says so when the offer has no secrets', async () => {
    backend.answer = () => Promise.resolve({ data: null, error: null, status: 200 });
    await render('u1');
    await vi.waitFor(() => expect(container.textContent).toBe('none'));
  });

  it('reads the vault offline, and cannot tell what is not in it', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const answer = vi.spyOn(backend, 'answer');
    await ensureVaultOwner('u1');
    await db.vault.put({
      user_id: 'u1',
      offer_id: 'offer-1',
      ...SECRETS,
      fetched_at: '2025-11-21T12:00:00Z',
    });
    await render('u1');
    await vi.waitFor(() => expect(container.textContent).toBe('ready:KODE-1'));

    await db.vault.clear();
    await vi.waitFor(() => expect(container.textContent).toBe('unavailable'));
    expect(answer).not.toHaveBeenCalled();
  });

  it('signs out when the server rejects the session, and shows no code', async () => {
    await ensureVaultOwner('u1');
    await db.vault.put({
      user_id: 'u1',
      offer_id: 'offer-1',
      ...SECRETS,
      fetched_at: '2025-11-21T12:00:00Z',
    });
    backend.answer = () => Promise.resolve({ data: null, error: { message: 'JWT expired' }, status: 401 });
    await render('u1');
    await vi.waitFor(() => expect(backend.signOut).toHaveBeenCalled());
    await vi.waitFor(() => expect(container.textContent).toBe('unavailable'));
    expect(await db.vault.count()).toBe(0);
  });
});
