import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanyBranding } from '../../src/features/branding/branding-schema.ts';
import { BrandingCard } from '../../src/features/branding/components/BrandingCard.tsx';
import { buttonIn, errorOf, fieldIn, type } from './support/form-dom.ts';

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

interface Answer {
  data: unknown;
  error: { code: string; message: string } | null;
}

const mocks = vi.hoisted(() => ({
  load: vi.fn<() => Answer>(),
  update: vi.fn<(values: unknown) => Answer>(),
  available: vi.fn<() => Answer>(),
  toast: { success: vi.fn(), error: vi.fn() },
}));
vi.mock('@/ui/toast.ts', () => ({ toast: mocks.toast }));
vi.mock('@/lib/supabase.ts', () => {
  // Just the supabase-js builder calls the card makes: companies by id (read, update) and the RPC.
  function companies() {
    let values: unknown = null;
    const chain = {
      select: () => chain,
      eq: () => chain,
      abortSignal: () => chain,
      update: (next: unknown) => {
        values = next;
        return chain;
      },
      single: () => Promise.resolve(mocks.load()),
      then: (resolve: (answer: Answer) => unknown) => Promise.resolve(mocks.update(values)).then(resolve),
    };
    return chain;
  }
  return {
    supabase: {
      from: companies,
      rpc: () => ({ abortSignal: () => Promise.resolve(mocks.available()) }),
    },
  };
});

const ACME: CompanyBranding = {
  id: 'acme-id',
  name: 'Acme AS',
  subdomain: 'acme',
  is_white_label_enabled: true,
  branding_config: null,
};

const STORED = {
  subdomain: 'acme',
  is_white_label_enabled: true,
  branding_config: { title: 'Acme Fordeler', primary_hsl: '214 84% 42%', theme: 'light' },
};

let root: Root | null = null;
let container: HTMLDivElement;

async function render(onSaved?: () => void): Promise<void> {
  await act(async () => {
    root = createRoot(container);
    root.render(<BrandingCard company={ACME} onSaved={onSaved} />);
    await Promise.resolve();
  });
  // The lazy supabase import and the read settle.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function save(): Promise<void> {
  await act(async () => {
    buttonIn(container, 'Lagre merkevare').click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  mocks.load.mockReturnValue({ data: STORED, error: null });
  mocks.update.mockReturnValue({ data: [{ id: ACME.id }], error: null });
  mocks.available.mockReturnValue({ data: true, error: null });
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  vi.clearAllMocks();
});

describe('the branding card', () => {
  it("shows the company's stored values", async () => {
    await render();
    expect(fieldIn(container, 'Sidetittel').value).toBe('Acme Fordeler');
    expect(fieldIn(container, 'Primærfarge').value).toBe('214 84% 42%');
    expect(container.querySelector('[role="switch"]')?.getAttribute('aria-checked')).toBe('true');
  });

  it("says 'Kunne ikke laste bedriftens data.' when the read fails", async () => {
    mocks.load.mockReturnValue({ data: null, error: { code: '500', message: 'boom' } });
    await render();
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      'Kunne ikke laste bedriftens data.',
    );
  });

  it('fills the HSL text from the colour picker', async () => {
    await render();
    const picker = container.querySelector<HTMLInputElement>('input[type="color"]');
    if (!picker) throw new Error('No colour picker');
    type(picker, '#ff0000');
    expect(fieldIn(container, 'Primærfarge').value).toBe('0 100% 50%');
  });

  it('warns when white text on the primary colour fails AA, and not when it passes', async () => {
    await render();
    expect(container.textContent).not.toContain('Lav kontrast');
    type(fieldIn(container, 'Primærfarge'), '50 90% 60%');
    expect(container.textContent).toContain('Lav kontrast');
  });

  it('checks every field before sending, with the spec messages', async () => {
    await render();
    type(fieldIn(container, 'Subdomene'), 'A');
    type(fieldIn(container, 'Logo (URL)'), 'javascript:alert(1)');
    type(fieldIn(container, 'Aksentfarge'), 'rød');
    await save();
    expect(errorOf(fieldIn(container, 'Subdomene'))).toBe('Ugyldig subdomain');
    expect(errorOf(fieldIn(container, 'Logo (URL)'))).toBe('Ugyldig URL');
    expect(errorOf(fieldIn(container, 'Aksentfarge'))).toBe('Ugyldig farge');
    expect(document.activeElement).toBe(fieldIn(container, 'Subdomene'));
    expect(mocks.update).not.toHaveBeenCalled();
  });

  // Issue 23: the database decides taken, reserved and held subdomains and says why, so the
  // card no longer refuses before the write (it said 'opptatt' for a reserved label too).
  it("says 'Subdomain opptatt' with the database's reason when another company holds the subdomain", async () => {
    mocks.update.mockReturnValue({
      data: null,
      error: { code: '23505', message: 'Subdomenet «fjord» er allerede i bruk' },
    });
    await render();
    type(fieldIn(container, 'Subdomene'), 'fjord');
    await save();
    expect(errorOf(fieldIn(container, 'Subdomene'))).toBe(
      'Subdomain opptatt: Subdomenet «fjord» er allerede i bruk',
    );
  });

  it("says why a pending company can't have a subdomain", async () => {
    const reason = 'Bedriften må være godkjent før den kan få subdomene eller eget design (white label)';
    mocks.update.mockReturnValue({ data: null, error: { code: '23514', message: reason } });
    await render();
    await save();
    expect(mocks.toast.error).toHaveBeenCalledWith(reason);
  });

  it("saves the columns, says 'Suksess!' and lets the page re-read the account", async () => {
    const onSaved = vi.fn();
    await render(onSaved);
    type(fieldIn(container, 'Sidetittel'), 'Acme Goder');
    await save();
    expect(mocks.update).toHaveBeenCalledWith(
      expect.objectContaining({
        subdomain: 'acme',
        is_white_label_enabled: true,
        branding_config: expect.objectContaining({ title: 'Acme Goder', logo_url: null }) as unknown,
      }),
    );
    expect(mocks.toast.success).toHaveBeenCalledWith('Suksess!', expect.anything());
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it("says 'Kunne ikke oppdatere innstillingene. Prøv igjen.' when the save fails", async () => {
    mocks.update.mockReturnValue({ data: null, error: { code: '42501', message: 'permission denied' } });
    const onSaved = vi.fn();
    await render(onSaved);
    await save();
    expect(mocks.toast.error).toHaveBeenCalledWith('Kunne ikke oppdatere innstillingene. Prøv igjen.');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
