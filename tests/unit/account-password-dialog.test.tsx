import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SetPasswordDialog } from '../../src/features/account/components/SetPasswordDialog.tsx';
import { buttonIn, errorOf, fieldIn, type } from './support/form-dom.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mocks = vi.hoisted(() => ({
  createClient: vi.fn(),
  updateUser: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn() },
}));
vi.mock('@/ui/toast.ts', () => ({ toast: mocks.toast }));
vi.mock('@/lib/env.ts', () => ({
  env: { supabaseUrl: 'http://localhost', supabaseAnonKey: 'x'.repeat(24) },
}));
// Validation never reaches the server: any call to it fails the test.
vi.mock('@supabase/supabase-js', () => ({ createClient: mocks.createClient }));
vi.mock('@/lib/supabase.ts', () => ({ supabase: { auth: { updateUser: mocks.updateUser } } }));

let root: Root | null = null;
let container: HTMLDivElement;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  act(() => {
    root = createRoot(container);
    root.render(<SetPasswordDialog email="kari@acme.test" />);
  });
  act(() => buttonIn(container, 'Endre passord').click());
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  document.body.innerHTML = '';
  vi.clearAllMocks();
});

const dialog = () => {
  const found = document.querySelector<HTMLElement>('[role="dialog"]');
  if (!found) throw new Error('The dialog is not open');
  return found;
};
const submit = async () => {
  await act(async () => {
    buttonIn(dialog(), 'Lagre nytt passord').click();
    await Promise.resolve();
  });
};

describe('the set-password dialog', () => {
  it("says 'Alle feltene må fylles ut.' once, marks the empty fields and focuses the first", async () => {
    type(fieldIn(dialog(), 'Nytt passord'), 'Nytt-passord-2');
    await submit();
    const alert = dialog().querySelector('[role="alert"]');
    expect(alert?.textContent).toBe('Alle feltene må fylles ut.');
    const current = fieldIn(dialog(), 'Nåværende passord');
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(current.getAttribute('aria-describedby')).toBe(alert?.id);
    expect(fieldIn(dialog(), 'Nytt passord').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(current);
    expect(mocks.createClient).not.toHaveBeenCalled();
    expect(mocks.updateUser).not.toHaveBeenCalled();
  });

  it('shows the length and match messages on their fields', async () => {
    type(fieldIn(dialog(), 'Nåværende passord'), 'Gammelt-passord-1');
    type(fieldIn(dialog(), 'Nytt passord'), 'kort');
    type(fieldIn(dialog(), 'Gjenta nytt passord'), 'annet');
    await submit();
    expect(errorOf(fieldIn(dialog(), 'Nytt passord'))).toBe('Det nye passordet må være minst 8 tegn langt.');
    expect(errorOf(fieldIn(dialog(), 'Gjenta nytt passord'))).toBe('De nye passordene stemmer ikke overens.');
    expect(document.activeElement).toBe(fieldIn(dialog(), 'Nytt passord'));
  });

  it('clears a message once its field is edited', async () => {
    type(fieldIn(dialog(), 'Nåværende passord'), 'Gammelt-passord-1');
    type(fieldIn(dialog(), 'Nytt passord'), 'kort');
    type(fieldIn(dialog(), 'Gjenta nytt passord'), 'kort');
    await submit();
    type(fieldIn(dialog(), 'Nytt passord'), 'kort-men-lenger');
    expect(errorOf(fieldIn(dialog(), 'Nytt passord'))).toBeNull();
  });
});
