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

vi.mock('@/features/auth/index.ts', () => ({
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

async function renderScreen(): Promise<void> {
  await act(async () => {
    root = createRoot(container);
    root.render(
      <>
        <AnalyticsSummary scope="company" />
        <OfferStatsFooter scope="company" offer={{ id: 'ski', title: 'Skiutstyr' }} />
        <OfferStatsFooter scope="company" offer={{ id: 'sykkel', title: 'Sykkelservice' }} />
      </>,
    );
    await Promise.resolve();
  });
  await settle();
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

    await act(async () => {
      radio('90 dager')?.click();
      await Promise.resolve();
    });
    expect(text()).toContain('Visninger1 730');
    expect(backend.rpc).toHaveBeenCalledTimes(1);
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

  it('shows nothing to a plain employee and asks the server nothing', async () => {
    backend.role = 'employee';
    await renderScreen();
    expect(container.textContent).toBe('');
    expect(backend.rpc).not.toHaveBeenCalled();
  });
});
