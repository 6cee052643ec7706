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
vi.mock('@/lib/env.ts', () => ({
  env: {
    supabaseUrl: 'https://project.supabase.co',
    supabaseAnonKey: 'anon-key-for-the-unit-tests',
    appDomain: 'ordning.no',
    platformDomains: [],
  },
}));
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

/** What choosing a file does: the input holds it and fires change. */
function pick(input: HTMLInputElement, file: File): void {
  act(() => {
    Object.defineProperty(input, 'files', { configurable: true, value: [file] });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

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
    // The stored '214 84% 42%' as its hex code.
    expect(fieldIn(container, 'Primærfarge').value).toBe('#115fc5');
    expect(container.querySelector('[role="switch"]')?.getAttribute('aria-checked')).toBe('true');
  });

  it("says 'Kunne ikke laste bedriftens data.' when the read fails", async () => {
    mocks.load.mockReturnValue({ data: null, error: { code: '500', message: 'boom' } });
    await render();
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      'Kunne ikke laste bedriftens data.',
    );
  });

  it('shows the colour picked with the picker as its hex code, and saves it as HSL', async () => {
    await render();
    const picker = container.querySelector<HTMLInputElement>('input[type="color"]');
    if (!picker) throw new Error('No colour picker');
    type(picker, '#ff0000');
    expect(fieldIn(container, 'Primærfarge').value).toBe('#ff0000');
    await save();
    expect(mocks.update).toHaveBeenCalledWith(
      expect.objectContaining({
        branding_config: expect.objectContaining({ primary_hsl: '0 100% 50%' }) as unknown,
      }),
    );
  });

  it('takes a typed hex code, sets the picker to it and saves it as HSL', async () => {
    await render();
    type(fieldIn(container, 'Sekundærfarge'), '#0F766E');
    const pickers = container.querySelectorAll<HTMLInputElement>('input[type="color"]');
    expect(pickers[1]?.value).toBe('#0f766e');
    await save();
    expect(mocks.update).toHaveBeenCalledWith(
      expect.objectContaining({
        branding_config: expect.objectContaining({ secondary_hsl: '175.3 77.4% 26.1%' }) as unknown,
      }),
    );
  });

  it('says in plain words whether white text reads on the primary colour', async () => {
    await render();
    expect(container.textContent).toContain('God kontrast mot hvit tekst');
    expect(container.textContent).not.toContain('For lav kontrast');
    type(fieldIn(container, 'Primærfarge'), '#f5d033');
    expect(container.textContent).toContain('For lav kontrast mot hvit tekst');
    expect(container.textContent).not.toContain('God kontrast');
  });

  it('shows the address the subdomain gives, as it is typed', async () => {
    await render();
    expect(container.textContent).toContain('Adressen blir: https://acme.ordning.no');
    type(fieldIn(container, 'Subdomene'), 'Acme-Fordeler');
    expect(container.textContent).toContain('Adressen blir: https://acme-fordeler.ordning.no');
    type(fieldIn(container, 'Subdomene'), '-acme');
    expect(container.textContent).not.toContain('Adressen blir');
  });

  it('speaks plainly: no OG-bilde, no URL fields in sight, upload buttons for the pictures', async () => {
    await render();
    expect(container.textContent).not.toContain('OG-bilde');
    expect(container.textContent).toContain('Bilde for lenkedeling');
    const labels = Array.from(container.querySelectorAll('label')).map((label) => label.textContent.trim());
    expect(labels).toEqual(
      expect.arrayContaining(['Last opp logo', 'Last opp app-ikon', 'Last opp bilde']) as unknown,
    );
    for (const input of container.querySelectorAll<HTMLInputElement>('input[type="file"]')) {
      expect(input.className).toContain('sr-only');
    }
  });

  it('refuses a picture of the wrong type or size with a Norwegian reason, before uploading', async () => {
    await render();
    const [logo, icon] = Array.from(container.querySelectorAll<HTMLInputElement>('input[type="file"]'));
    if (!logo || !icon) throw new Error('No file inputs');
    pick(logo, new File(['hei'], 'logo.txt', { type: 'text/plain' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(errorOf(logo)).toBe('Filtypen støttes ikke. Velg et bilde i PNG, JPG, GIF eller WebP.');
    pick(icon, new File([new Uint8Array(11 * 1024 * 1024)], 'ikon.png', { type: 'image/png' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(errorOf(icon)).toBe('Bildet er for stort (11 MB). Største tillatte størrelse er 10 MB.');
  });

  it('checks every field before sending, with the spec messages', async () => {
    await render();
    type(fieldIn(container, 'Subdomene'), 'A');
    type(fieldIn(container, 'Nettadresse til logo'), 'javascript:alert(1)');
    type(fieldIn(container, 'Aksentfarge'), 'rød');
    await save();
    expect(errorOf(fieldIn(container, 'Subdomene'))).toBe('Ugyldig subdomain');
    expect(errorOf(fieldIn(container, 'Nettadresse til logo'))).toBe('Ugyldig URL');
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
