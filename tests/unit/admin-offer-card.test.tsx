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

// The card no longer differs by screen (issue 26: one vocabulary); the first argument
// names which screen's call a case stands for.
function render(_screen: 'admin' | 'company', view: Partial<OfferCardView> = {}, footer?: string) {
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  act(() =>
    root.render(
      <ManagedOfferCard view={{ ...VIEW, ...view }} onEdit={onEdit} onDelete={onDelete} footer={footer} />,
    ),
  );
  return { onEdit, onDelete, text: container.textContent };
}

describe('management list card', () => {
  it("shows the shared status words: 'Aktiv' when active and 'Snart' when not, on both screens", () => {
    for (const screen of ['admin', 'company'] as const) {
      expect(render(screen).text).toContain('Aktiv');
      expect(container.textContent).not.toContain('Snart');
      const inactive = render(screen, { active: false }).text;
      expect(inactive).toContain('Snart');
      expect(inactive).not.toContain('Aktiv');
      expect(inactive).not.toContain('Inaktiv');
    }
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
