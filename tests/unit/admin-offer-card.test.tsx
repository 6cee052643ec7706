import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ManagedOfferCard } from '../../src/features/offer-editor/components/ManagedOfferCard.tsx';
import type { OfferCardView } from '../../src/features/offer-editor/managed-offer.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
vi.mock('@/lib/env.ts', () => ({
  env: {
    supabaseUrl: 'http://backend.test',
    supabaseAnonKey: 'anon',
    appDomain: 'ordning.no',
    platformDomains: [],
  },
}));

const VIEW: OfferCardView = {
  id: 'o1',
  title: 'Sykkeltilbud',
  company: 'Acme AS',
  imageUrl: '/storage/v1/object/public/offer-images/acme/1.jpg',
  description: '20 % på alle sykler',
  audienceLabel: 'Begge',
  categoryNames: ['Sport', 'Opplevelser'],
  active: true,
  hidden: false,
};

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function render(context: 'admin' | 'company', view: Partial<OfferCardView> = {}, footer?: string) {
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  act(() =>
    root.render(
      <ManagedOfferCard
        context={context}
        view={{ ...VIEW, ...view }}
        onEdit={onEdit}
        onDelete={onDelete}
        footer={footer}
      />,
    ),
  );
  return { onEdit, onDelete, text: container.textContent };
}

describe('management list card', () => {
  it('shows the company list status as Aktiv or Inaktiv', () => {
    expect(render('company').text).toContain('Aktiv');
    expect(render('company', { active: false }).text).toContain('Inaktiv');
  });

  it("shows the admin list's green check when active and 'Snart' when not", () => {
    render('admin');
    expect(container.querySelector('[role="img"][aria-label="Aktiv"]')).not.toBeNull();
    expect(container.textContent).not.toContain('Snart');
    render('admin', { active: false });
    expect(container.querySelector('[aria-label="Aktiv"]')).toBeNull();
    expect(container.textContent).toContain('Snart');
  });

  it("marks hidden offers 'Skjult' and lists audience and categories", () => {
    const { text } = render('company', { hidden: true });
    expect(text).toContain('Skjult');
    expect(text).toContain('Begge');
    expect(text).toContain('Sport');
    expect(text).toContain('Opplevelser');
    expect(container.querySelector('p.line-clamp-2')?.textContent).toBe('20 % på alle sykler');
  });

  it('shows the first image only when there is one', () => {
    render('company');
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      'http://backend.test/storage/v1/object/public/offer-images/acme/1.jpg',
    );
    render('company', { imageUrl: null });
    expect(container.querySelector('img')).toBeNull();
  });

  it('names its edit and delete buttons after the offer and renders the footer slot', () => {
    const { onEdit, onDelete, text } = render('admin', {}, 'Statistikk');
    act(() => container.querySelector<HTMLButtonElement>('[aria-label="Rediger Sykkeltilbud"]')?.click());
    act(() => container.querySelector<HTMLButtonElement>('[aria-label="Slett Sykkeltilbud"]')?.click());
    expect(onEdit).toHaveBeenCalledOnce();
    expect(onDelete).toHaveBeenCalledOnce();
    expect(text).toContain('Statistikk');
  });
});
