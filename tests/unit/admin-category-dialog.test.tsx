import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buttonIn, errorOf, fieldIn, type } from './support/form-dom.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mocks = vi.hoisted(() => ({
  create: vi.fn(),
  update: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn() },
}));
vi.mock('@/ui/toast.ts', () => ({ toast: mocks.toast }));
vi.mock('../../src/features/admin/api/save-category.ts', () => ({
  createCategory: mocks.create,
  updateCategory: mocks.update,
}));

const { CategoryDialog } = await import('../../src/features/admin/components/CategoryDialog.tsx');

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  vi.clearAllMocks();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function open(target: Parameters<typeof CategoryDialog>[0]['target']) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  act(() => root.render(<CategoryDialog target={target} onClose={onClose} onSaved={onSaved} />));
  // Radix renders the dialog in a portal on body.
  const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error('No dialog');
  return { dialog, onClose, onSaved };
}

async function submit(dialog: HTMLElement, name: string) {
  await act(async () => {
    buttonIn(dialog, name).click();
    await Promise.resolve();
  });
}

describe('category dialog', () => {
  it("is titled 'Ny Kategori' and requires key and name before any call", async () => {
    const { dialog } = open('new');
    expect(dialog.textContent).toContain('Ny Kategori');
    await submit(dialog, 'Opprett');
    expect(errorOf(fieldIn(dialog, 'Navn'))).toBe('Både nøkkel og navn er påkrevd.');
    expect(errorOf(fieldIn(dialog, 'Nøkkel'))).toBe('Både nøkkel og navn er påkrevd.');
    expect(document.activeElement).toBe(fieldIn(dialog, 'Navn'));
    expect(mocks.create).not.toHaveBeenCalled();
  });

  it('lower-cases the key as typed and sends the trimmed values with the order as a number', async () => {
    mocks.create.mockResolvedValue({ ok: true });
    const { dialog, onSaved, onClose } = open('new');
    type(fieldIn(dialog, 'Navn'), ' Reise ');
    type(fieldIn(dialog, 'Nøkkel'), 'Reise Og Ferie');
    expect(fieldIn(dialog, 'Nøkkel').value).toBe('reise-og-ferie');
    type(fieldIn(dialog, 'Visningsrekkefølge'), '8');
    await submit(dialog, 'Opprett');
    expect(mocks.create).toHaveBeenCalledWith({ key: 'reise-og-ferie', name: 'Reise', display_order: 8 });
    expect(mocks.toast.success).toHaveBeenCalledWith('Kategori opprettet.');
    expect(onSaved).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("is titled 'Rediger' for a category and shows the database's refusal on the key", async () => {
    mocks.update.mockResolvedValue({
      ok: false,
      field: 'key',
      serverMessage: 'Nøkkelen «car» er allerede i bruk.',
    });
    const { dialog, onClose } = open({ id: 'c9', key: 'reise', name: 'Reise', display_order: 8 });
    expect(dialog.textContent).toContain('Rediger');
    expect(fieldIn(dialog, 'Nøkkel').value).toBe('reise');
    type(fieldIn(dialog, 'Nøkkel'), 'car');
    await submit(dialog, 'Oppdater');
    expect(mocks.update).toHaveBeenCalledWith('c9', { key: 'car', name: 'Reise', display_order: 8 });
    expect(errorOf(fieldIn(dialog, 'Nøkkel'))).toBe('Nøkkelen «car» er allerede i bruk.');
    expect(mocks.toast.error).toHaveBeenCalledWith('Feil', { description: 'Kunne ikke oppdatere kategori.' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
