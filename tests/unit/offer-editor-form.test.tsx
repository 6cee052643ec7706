import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ManagedOffer } from '../../src/features/offer-editor/managed-offer.ts';
import { buttonIn, fieldIn, type } from './support/form-dom.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// Radix's switch measures its thumb; jsdom has no ResizeObserver.
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  },
);

const mocks = vi.hoisted(() => ({
  save: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
vi.mock('@/ui/toast.ts', () => ({ toast: mocks.toast }));
vi.mock('../../src/features/offer-editor/save-with-images.ts', () => ({ saveWithImages: mocks.save }));
vi.mock('../../src/features/offer-editor/api/fetch-companies.ts', () => ({
  fetchCompanyOptions: () => Promise.resolve([{ id: 'acme', name: 'Acme AS' }]),
}));
vi.mock('@/features/categories/index.ts', () => ({
  useCategories: () => ({
    status: 'ready',
    value: [
      { id: 'c-sport', key: 'sport', name: 'Sport', display_order: 1 },
      { id: 'c-bil', key: 'car', name: 'Bil', display_order: 2 },
    ],
  }),
}));
// Quill needs a real layout; the form's wiring is what is under test here.
vi.mock('../../src/features/offer-editor/components/RichTextEditor.tsx', () => ({
  default: (props: { value: string; onChange: (html: string) => void; labelId: string }) => (
    <textarea
      aria-labelledby={props.labelId}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  ),
}));

const { OfferEditor } = await import('../../src/features/offer-editor/components/OfferEditor.tsx');

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  vi.clearAllMocks();
  mocks.save.mockResolvedValue({ ok: true, id: 'o-new', failedUploads: [] });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

async function render(element: React.ReactNode) {
  await act(async () => {
    root.render(element);
    // The lazy editor chunk.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function submit(name: string) {
  await act(async () => {
    buttonIn(container, name).click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function setDescription(textarea: HTMLTextAreaElement, html: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(textarea, html);
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const checkbox = (name: string) =>
  Array.from(container.querySelectorAll<HTMLInputElement>('input[type=checkbox]')).find(
    (input) => input.parentElement?.textContent.trim() === name,
  ) as HTMLInputElement;

const ACME = { id: 'acme', name: 'Acme AS' };

describe('the offer editor in the company context', () => {
  it('shows the company messages and sends nothing', async () => {
    await render(<OfferEditor context="company" mode="create" company={ACME} />);
    await submit('Opprett tilbud');
    expect(container.textContent).toContain('Tittel og beskrivelse er påkrevd.');
    expect(container.textContent).toContain('Velg minst én kategori.');
    expect(document.activeElement).toBe(fieldIn(container, 'Tittel'));
    expect(mocks.save).not.toHaveBeenCalled();
  });

  it("creates for the selected company with 'Se tilbud', toasts and clears the form", async () => {
    const onSaved = vi.fn();
    await render(<OfferEditor context="company" mode="create" company={ACME} onSaved={onSaved} />);
    expect(fieldIn(container, 'Bedrift').disabled).toBe(true);
    expect(fieldIn(container, 'Bedrift').value).toBe('Acme AS');
    type(fieldIn(container, 'Tittel'), 'Sykkeltilbud');
    setDescription(container.querySelector('textarea') as HTMLTextAreaElement, '<p>Hei</p>');
    act(() => checkbox('Sport').click());
    act(() => checkbox('Bil').click());
    type(fieldIn(container, 'Nettside'), 'https://sykkel.no');
    await submit('Opprett tilbud');
    expect(mocks.save).toHaveBeenCalledOnce();
    const input = mocks.save.mock.calls[0]?.[0] as { offerId: null; discount: string; values: object };
    expect(input.offerId).toBeNull();
    expect(input.discount).toBe('Se tilbud');
    expect(input.values).toMatchObject({
      company_id: 'acme',
      title: 'Sykkeltilbud',
      category_ids: ['c-sport', 'c-bil'],
      website: 'https://sykkel.no',
      offer_active: true,
      hidden: false,
    });
    expect(mocks.toast.success).toHaveBeenCalledWith('Tilbudet ble opprettet.');
    expect(onSaved).toHaveBeenCalledWith('o-new');
    expect(fieldIn(container, 'Tittel').value).toBe('');
  });

  it('keeps the form and says why when the save is refused', async () => {
    mocks.save.mockResolvedValue({ ok: false, serverMessage: 'Du har ikke tilgang.' });
    await render(<OfferEditor context="company" mode="create" company={ACME} />);
    type(fieldIn(container, 'Tittel'), 'Sykkeltilbud');
    setDescription(container.querySelector('textarea') as HTMLTextAreaElement, '<p>Hei</p>');
    act(() => checkbox('Sport').click());
    await submit('Opprett tilbud');
    expect(mocks.toast.error).toHaveBeenCalledWith('Feil', {
      description: 'Kunne ikke opprette tilbudet. Prøv igjen.',
    });
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Kunne ikke opprette tilbudet. Prøv igjen. Du har ikke tilgang.',
    );
    expect(fieldIn(container, 'Tittel').value).toBe('Sykkeltilbud');
  });
});

describe('the offer editor in the admin context', () => {
  const OFFER: ManagedOffer = {
    id: 'o1',
    title: 'Gammelt tilbud',
    company: 'Acme AS',
    company_id: 'acme',
    discount: 'Spør oss',
    description: '<p>Hei</p>',
    image: '/storage/v1/object/public/offer-images/acme/a.png',
    images: ['/storage/v1/object/public/offer-images/acme/a.png'],
    target_audience: 'business',
    offer_active: true,
    hidden: false,
    created_at: '2026-11-25T10:00:00Z',
    secrets: { discount_code: 'KODE', website: '', offer_url: '', offer_email: '' },
    categories: [{ id: 'c-sport', name: 'Sport', key: 'sport' }],
  };

  it('uses the admin messages', async () => {
    await render(<OfferEditor context="admin" mode="create" />);
    type(fieldIn(container, 'Nettside'), 'sykkel.no');
    await submit('Legg til tilbud');
    expect(container.textContent).toContain('Du må velge minst en kategori.');
    expect(container.textContent).toContain('Nettside må være en gyldig HTTP/HTTPS URL.');
  });

  it('edits a stored offer: hides it, removes its image and keeps its discount text', async () => {
    await render(<OfferEditor context="admin" mode="edit" offer={OFFER} />);
    expect(fieldIn(container, 'Tittel').value).toBe('Gammelt tilbud');
    expect(fieldIn(container, 'Rabattkode').value).toBe('KODE');
    expect(checkbox('Sport').checked).toBe(true);
    const hidden = container.querySelectorAll<HTMLButtonElement>('button[role="switch"]')[1];
    act(() => hidden?.click());
    act(() => buttonIn(container, 'Fjern Bilde 1').click());
    await submit('Oppdater tilbud');
    const input = mocks.save.mock.calls[0]?.[0] as {
      offerId: string;
      discount: string;
      removedUrls: string[];
      items: unknown[];
      values: { hidden: boolean; target_audience: string };
    };
    expect(input.offerId).toBe('o1');
    expect(input.discount).toBe('Spør oss');
    expect(input.items).toEqual([]);
    expect(input.removedUrls).toEqual(['/storage/v1/object/public/offer-images/acme/a.png']);
    expect(input.values).toMatchObject({ hidden: true, target_audience: 'business' });
    expect(mocks.toast.success).toHaveBeenCalledWith('Tilbudet ble oppdatert!');
  });
});
