import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsSummary } from '../../src/features/analytics/components/AnalyticsSummary.tsx';
import { OfferStatsFooter } from '../../src/features/analytics/components/OfferStatsFooter.tsx';
import { addDays, osloToday } from '../../src/features/analytics/period.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ACME = '0c0a0000-0000-4000-8000-000000000001';

const backend = vi.hoisted(() => ({
  rpc: vi.fn(),
  role: 'owner',
  // The screen's query is cached per company and day: each test is its own company.
  companyId: '',
}));

vi.mock('@/lib/load-supabase.ts', () => ({
  loadSupabase: () =>
    Promise.resolve({
      rpc: (name: string, args: unknown) => ({
        range: () => backend.rpc(name, args) as Promise<unknown>,
      }),
    }),
}));
vi.mock('@/features/account/signed-in.ts', () => ({
  useAccount: () => ({
    selected: { role: backend.role, company: { id: backend.companyId, name: 'Acme AS' } },
  }),
  isCompanyManager: (role: string) => role === 'owner' || role === 'admin',
}));

const today = osloToday();
function row(offerId: string, title: string, daysAgo: number, views: number, reveals = 0, links = 0) {
  return {
    offer_id: offerId,
    offer_title: title,
    day: addDays(today, -daysAgo),
    views,
    code_reveals: reveals,
    code_copies: 0,
    till_opens: 0,
    link_opens: links,
    email_copies: 0,
    email_sends: 0,
    other_clicks: 0,
    distinct_users: null,
  };
}

let root: Root | null = null;
let container: HTMLDivElement;

async function settle(): Promise<void> {
  for (let round = 0; round < 3; round++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

const SKI = { id: 'ski', title: 'Skiutstyr' };
const SYKKEL = { id: 'sykkel', title: 'Sykkelservice' };
const SHOWN = [SKI, SYKKEL];

function screen(offers: readonly { id: string; title: string }[]) {
  return (
    <>
      <AnalyticsSummary scope="company" />
      {offers.map((offer) => (
        <OfferStatsFooter key={offer.id} scope="company" offer={offer} />
      ))}
    </>
  );
}

/** Mounts the screen (a visit) and waits for its query, unless told not to wait. */
async function renderScreen(offers = SHOWN, { wait = true } = {}): Promise<void> {
  await act(async () => {
    root = createRoot(container);
    root.render(screen(offers));
    await Promise.resolve();
  });
  if (wait) await settle();
}

/** The page re-renders its cards (after its own offer changes). */
async function rerenderScreen(offers: readonly { id: string; title: string }[]): Promise<void> {
  await act(async () => {
    root?.render(screen(offers));
    await Promise.resolve();
  });
  await settle();
}

/** Navigating away: the screen unmounts. */
function leaveScreen(): void {
  act(() => root?.unmount());
  root = null;
}

const text = () => container.textContent.replace(/\u00a0/g, ' ');
const radio = (label: string) =>
  [...container.querySelectorAll<HTMLInputElement>('input[type=radio]')].find((input) =>
    input.parentElement?.textContent.includes(label),
  );

let companies = 0;
beforeEach(() => {
  companies += 1;
  backend.companyId = companies === 1 ? ACME : `0c0a0000-0000-4000-8000-00000000010${companies}`;
  container = document.createElement('div');
  document.body.append(container);
  backend.role = 'owner';
  backend.rpc.mockReset();
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

describe('the company screen', () => {
  it('asks the server once for the summary and every card, and shows nb-NO figures', async () => {
    backend.rpc.mockResolvedValue({
      data: [
        row('ski', 'Skiutstyr', 1, 1200, 40, 7),
        row('ski', 'Skiutstyr', 45, 500),
        row('sykkel', 'Sykkelservice', 3, 30, 2, 1),
      ],
      error: null,
    });
    await renderScreen();

    expect(backend.rpc).toHaveBeenCalledTimes(1);
    expect(backend.rpc).toHaveBeenCalledWith('offer_daily_stats', {
      p_company_id: ACME,
      p_from: addDays(today, -89),
      p_to: today,
    });
    // 30 days: the 45-day-old row is left out of the totals.
    expect(text()).toContain('Visninger1 230');
    const cards = container.querySelectorAll('[data-testid=offer-stats]');
    expect(cards[0]?.textContent.replace(/\u00a0/g, ' ')).toContain('1 200');
    expect(cards[1]?.textContent).toContain('30');
    // Best offers, most used first.
    const best = [...container.querySelectorAll('ol li')].map((item) => item.textContent);
    expect(best[0]).toContain('Skiutstyr');
    // Every chart has its table for screen readers.
    expect(container.querySelectorAll('svg[aria-hidden=true] polyline').length).toBeGreaterThan(0);
    expect(container.querySelector('table caption')?.textContent).toBe('Hendelser per dag, siste 30 dager');

    // A period change shows its figures at once from the same rows, and asks again in the background.
    await act(async () => {
      radio('90 dager')?.click();
      await Promise.resolve();
    });
    expect(text()).toContain('Visninger1 730');
    expect(backend.rpc).toHaveBeenCalledTimes(2);
    await settle();
    expect(backend.rpc).toHaveBeenCalledTimes(2);
  });

  it('names each best offer beside its figures, counted in nb-NO singular and plural', async () => {
    backend.rpc.mockResolvedValue({
      data: [row('ski', 'Skiutstyr', 1, 2, 0, 3), row('sykkel', 'Sykkelservice', 2, 1, 1, 1)],
      error: null,
    });
    await renderScreen();
    const best = [...container.querySelectorAll('ol li')].map((item) => item.textContent);
    expect(best).toEqual([
      expect.stringContaining('Skiutstyr2 visninger · 0 kodevisninger · 3 lenkeklikk'),
      expect.stringContaining('Sykkelservice1 visning · 1 kodevisning · 1 lenkeklikk'),
    ]);
    expect(text()).not.toMatch(/\b1 (visninger|kodevisninger)/);
  });

  it('says so when the period has no events, and still offers the CSV', async () => {
    backend.rpc.mockResolvedValue({ data: [], error: null });
    await renderScreen();
    expect(text()).toContain('Ingen visninger eller klikk i perioden ennå.');
    expect(text()).toContain('Ingen aktivitet siste 30 dager.');
    expect(text()).toContain('Last ned CSV');
  });

  it('shows a Norwegian error with a retry that asks again', async () => {
    backend.rpc.mockResolvedValueOnce({ data: null, error: { message: 'permission denied' } });
    backend.rpc.mockResolvedValueOnce({ data: [row('ski', 'Skiutstyr', 0, 3)], error: null });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderScreen();
    expect(container.querySelector('[role=alert]')?.textContent).toContain('Kunne ikke laste statistikken.');
    expect(text()).toContain('Statistikken er ikke tilgjengelig.');

    const retry = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Prøv igjen',
    );
    await act(async () => {
      retry?.click();
      await Promise.resolve();
    });
    await settle();
    expect(backend.rpc).toHaveBeenCalledTimes(2);
    expect(text()).toContain('Visninger3');
  });

  it('shows the last figures at once on a second visit and the new numbers after asking again', async () => {
    backend.rpc.mockResolvedValueOnce({ data: [row('ski', 'Skiutstyr', 1, 5, 2, 1)], error: null });
    await renderScreen();
    expect(text()).toContain('Visninger5');
    leaveScreen();

    let answer: (value: unknown) => void = () => undefined;
    backend.rpc.mockReturnValueOnce(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    await renderScreen(SHOWN, { wait: false });
    // Cached: the figures are there before the server answers, with no loading state.
    expect(backend.rpc).toHaveBeenCalledTimes(2);
    expect(text()).toContain('Visninger5');
    expect(text()).not.toContain('Laster statistikk...');
    expect(text()).toContain('Oppdaterer...');

    await act(async () => {
      answer({ data: [row('ski', 'Skiutstyr', 1, 9, 4, 3)], error: null });
      await Promise.resolve();
    });
    await settle();
    expect(text()).toContain('Visninger9');
    expect(text()).not.toContain('Oppdaterer...');
    const card = container.querySelector('[data-testid=offer-stats]')?.textContent ?? '';
    expect(card).toContain('9');
    expect(card).toContain('4');
  });

  it('keeps the last figures when the background refresh fails, and says so', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.rpc.mockResolvedValueOnce({ data: [row('ski', 'Skiutstyr', 1, 5)], error: null });
    await renderScreen();
    leaveScreen();
    backend.rpc.mockResolvedValueOnce({ data: null, error: { message: 'Failed to fetch' } });
    backend.rpc.mockResolvedValueOnce({ data: [row('ski', 'Skiutstyr', 1, 6)], error: null });
    await renderScreen();
    expect(text()).toContain('Visninger5');
    expect(container.querySelector('[role=alert]')?.textContent).toContain(
      'Kunne ikke oppdatere statistikken.',
    );
    const retry = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Prøv igjen',
    );
    await act(async () => {
      retry?.click();
      await Promise.resolve();
    });
    await settle();
    expect(text()).toContain('Visninger6');
    expect(container.querySelector('[role=alert]')).toBeNull();
  });

  it('asks again after the page renames or deletes an offer, not when its cards first appear', async () => {
    backend.rpc.mockResolvedValue({ data: [row('ski', 'Skiutstyr', 1, 5)], error: null });
    // The list answers after the figures: the cards come later in the same visit.
    await renderScreen([]);
    await rerenderScreen(SHOWN);
    expect(backend.rpc).toHaveBeenCalledTimes(1);

    // An edit that keeps the titles (hide, a new image) needs no new figures.
    await rerenderScreen([...SHOWN]);
    expect(backend.rpc).toHaveBeenCalledTimes(1);

    await rerenderScreen([{ id: 'ski', title: 'Skiutstyr og skismøring' }, SYKKEL]);
    expect(backend.rpc).toHaveBeenCalledTimes(2);

    await rerenderScreen([{ id: 'ski', title: 'Skiutstyr og skismøring' }]);
    expect(backend.rpc).toHaveBeenCalledTimes(3);
  });

  it('shows nothing to a plain employee and asks the server nothing', async () => {
    backend.role = 'employee';
    await renderScreen();
    expect(container.textContent).toBe('');
    expect(backend.rpc).not.toHaveBeenCalled();
  });
});
