import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface FakeMembership {
  id: string;
  role: 'owner' | 'admin' | 'employee';
  company: { id: string; name: string };
}

const mocks = vi.hoisted(() => ({
  account: {
    selected: null as FakeMembership | null,
    memberships: [] as FakeMembership[],
    status: 'ready',
  },
  offers: { state: { status: 'ready', offers: [] as { id: string }[] }, reload: () => undefined },
  editorProps: [] as unknown[],
  listProps: [] as unknown[],
  wide: true,
}));

// The page's view links; the router itself is not what is tested here.
vi.mock('@tanstack/react-router', () => ({
  Link: ({ search, children, ...props }: { search?: { visning?: string }; children?: React.ReactNode }) => (
    <a href={`/company/offers${search?.visning ? `?visning=${search.visning}` : ''}`} {...props}>
      {children}
    </a>
  ),
  useNavigate: () => () => Promise.resolve(),
}));

vi.mock('@/features/account/signed-in.ts', () => ({
  useAccount: () => ({ ...mocks.account, userId: 'u1', retry: () => Promise.resolve() }),
  isCompanyManager: (role: string) => role === 'owner' || role === 'admin',
}));
vi.mock('@/features/offer-editor/index.ts', () => ({
  useManagedOffers: (_context: string, companyId: string | null, enabled: boolean) =>
    enabled && companyId ? mocks.offers : { state: { status: 'idle' }, reload: () => undefined },
  OfferEditor: (props: { company?: { name: string } }) => {
    mocks.editorProps.push(props);
    return <p>editor for {props.company?.name}</p>;
  },
  ManagedOfferList: (props: { renderCardFooter?: (offer: { id: string; title: string }) => unknown }) => {
    mocks.listProps.push(props);
    return <p>list</p>;
  },
}));

const { CompanyOffersPage } =
  await import('../../src/features/company-offers/components/CompanyOffersPage.tsx');

const ACME: FakeMembership = { id: 'm1', role: 'owner', company: { id: 'acme', name: 'Acme AS' } };
const FJORD: FakeMembership = {
  id: 'm2',
  role: 'employee',
  company: { id: 'fjord', name: 'Fjord Eiendom AS' },
};

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  mocks.wide = true;
  // jsdom has no matchMedia: the page asks it whether the form fits beside the list.
  window.matchMedia = ((query: string) => ({
    matches: mocks.wide,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  mocks.editorProps.length = 0;
  mocks.listProps.length = 0;
  mocks.offers.state = { status: 'ready', offers: [{ id: 'o1' }, { id: 'o2' }] };
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

async function render(element: React.ReactNode) {
  await act(async () => {
    root.render(element);
    await Promise.resolve();
  });
  return container.textContent;
}

describe('company offers page', () => {
  it("names the selected company in the subtitle, the form's heading and counts its offers", async () => {
    mocks.account = { selected: ACME, memberships: [ACME], status: 'ready' };
    const text = await render(<CompanyOffersPage />);
    expect(text).toContain('Opprett og administrer tilbudene til Acme AS.');
    expect(text).toContain('Nytt tilbud for Acme AS');
    expect(text).toContain('Dine tilbud (2)');
    expect(text).toContain('editor for Acme AS');
    expect(text).not.toContain('flere bedrifter');
  });

  it('points a member of several companies at the company selector', async () => {
    mocks.account = { selected: ACME, memberships: [ACME, FJORD], status: 'ready' };
    expect(await render(<CompanyOffersPage />)).toMatch(/Du er med i flere bedrifter.*Velg bedrift/);
  });

  it('asks for a company when none is selected, and says "din bedrift"', async () => {
    mocks.account = { selected: null, memberships: [], status: 'ready' };
    const text = await render(<CompanyOffersPage />);
    expect(text).toContain('din bedrift');
    expect(text).toContain('Velg en bedrift for å opprette tilbud');
    expect(text).toContain('Dine tilbud (0)');
    expect(mocks.editorProps).toHaveLength(0);
  });

  it('shows no form to a plain employee of the selected company', async () => {
    mocks.account = { selected: FJORD, memberships: [ACME, FJORD], status: 'ready' };
    const text = await render(<CompanyOffersPage />);
    expect(text).toContain('Bare eiere og administratorer i Fjord Eiendom AS kan publisere tilbud.');
    expect(mocks.editorProps).toHaveLength(0);
  });

  it('shows the statistics as a view of their own, and each card keeps its footer slot', async () => {
    mocks.account = { selected: ACME, memberships: [ACME], status: 'ready' };
    const footer = vi.fn(() => null);
    const list = await render(<CompanyOffersPage statistics={<p>Sammendrag</p>} renderCardFooter={footer} />);
    expect(list).not.toContain('Sammendrag');
    expect(container.querySelector('a[aria-current=page]')?.textContent).toBe('Tilbud');
    expect(mocks.listProps.at(-1)).toMatchObject({ renderCardFooter: footer, context: 'company' });

    const stats = await render(
      <CompanyOffersPage view="statistikk" statistics={<p>Sammendrag</p>} renderCardFooter={footer} />,
    );
    expect(stats).toContain('Sammendrag');
    expect(stats).not.toContain('Dine tilbud');
    expect(container.querySelector('a[aria-current=page]')?.textContent).toBe('Statistikk');
  });

  it('gives a plain employee no statistics tab', async () => {
    mocks.account = { selected: FJORD, memberships: [ACME, FJORD], status: 'ready' };
    const text = await render(<CompanyOffersPage view="statistikk" statistics={<p>Sammendrag</p>} />);
    expect(text).not.toContain('Sammendrag');
    expect(text).toContain('Dine tilbud (2)');
  });

  it('puts the offers first on a phone, with the form behind a Nytt tilbud link', async () => {
    mocks.wide = false;
    mocks.account = { selected: ACME, memberships: [ACME], status: 'ready' };
    const text = await render(<CompanyOffersPage statistics={<p>Sammendrag</p>} />);
    expect(text).toContain('Dine tilbud (2)');
    expect(text).not.toContain('Nytt tilbud for Acme AS');
    expect(mocks.editorProps).toHaveLength(0);
    const link = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Nytt tilbud');
    expect(link?.getAttribute('href')).toBe('/company/offers?visning=nytt');

    const form = await render(<CompanyOffersPage view="nytt" statistics={<p>Sammendrag</p>} />);
    expect(form).toContain('Nytt tilbud for Acme AS');
    expect(form).toContain('editor for Acme AS');
    expect(form).toContain('Tilbake til tilbudene');
    expect(form).not.toContain('Dine tilbud');
  });
});
