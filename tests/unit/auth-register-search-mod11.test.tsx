import type { ReactNode } from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buttonIn, fieldIn, type } from './support/form-dom.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface InvokeAnswer {
  data: unknown;
  error: Error | null;
}

const mocks = vi.hoisted(() => ({
  invoke: vi.fn<(name: string, options: { body: unknown }) => Promise<InvokeAnswer>>(),
  onPick: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));
vi.mock('@/lib/supabase.ts', () => ({ supabase: { functions: { invoke: mocks.invoke } } }));
vi.mock('@/ui/toast.ts', () => ({ toast: mocks.toast }));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, to }: { children: ReactNode; to: string }) => <a href={to}>{children}</a>,
}));

const { RegisterCompanyLookup } =
  await import('../../src/features/auth/components/RegisterCompanyLookup.tsx');

const NORDLYS = { companyName: 'Nordlys Regnskap AS', organizationNumber: '903552905' };
const MESSAGE = 'Ugyldig organisasjonsnummer';

let root: Root | null = null;
let container: HTMLDivElement;

beforeEach(() => {
  mocks.invoke.mockResolvedValue({ data: { results: [NORDLYS] }, error: null });
  container = document.createElement('div');
  document.body.append(container);
  act(() => {
    root = createRoot(container);
    root.render(
      <RegisterCompanyLookup
        state={{ status: 'idle' }}
        onPick={mocks.onPick}
        onSearchAgain={() => undefined}
      />,
    );
  });
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  vi.clearAllMocks();
});

const search = () => fieldIn(container, 'Søk etter firma');

/** Lets the lazy import of supabase-js and the answer come back. */
async function settle() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function pressEnter() {
  const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
  act(() => {
    search().dispatchEvent(event);
  });
  await settle();
  return event;
}

async function clickSearch() {
  act(() => buttonIn(container, 'Søk').click());
  await settle();
}

const shownError = () => container.querySelector('#register-org-lookup-error')?.textContent ?? null;

describe('the register page searching for a nine-digit number', () => {
  it('refuses one that fails mod-11 on Enter, before any call', async () => {
    type(search(), '903 552 904');
    const enter = await pressEnter();
    expect(mocks.invoke).not.toHaveBeenCalled();
    expect(enter.defaultPrevented).toBe(true);
    expect(shownError()).toBe(MESSAGE);
  });

  it('refuses one that fails mod-11 on the search button, before any call', async () => {
    type(search(), '903552904');
    await clickSearch();
    expect(mocks.invoke).not.toHaveBeenCalled();
    expect(shownError()).toBe(MESSAGE);
  });

  it('gives the same message as leaving the field with it', async () => {
    type(search(), '903552904');
    act(() => search().blur());
    await settle();
    expect(mocks.invoke).not.toHaveBeenCalled();
    expect(shownError()).toBe(MESSAGE);
  });

  it('searches a valid number on Enter and on the button, and clears the message', async () => {
    type(search(), '903552904');
    await pressEnter();
    expect(shownError()).toBe(MESSAGE);

    type(search(), '903 552 905');
    await pressEnter();
    expect(shownError()).toBeNull();
    expect(mocks.invoke).toHaveBeenCalledWith('lookup-company', { body: { query: '903 552 905' } });

    mocks.invoke.mockClear();
    await clickSearch();
    expect(mocks.invoke).toHaveBeenCalledWith('lookup-company', { body: { query: '903 552 905' } });
  });

  it('still searches names and numbers that are not nine digits', async () => {
    type(search(), 'Nordlys');
    await pressEnter();
    expect(mocks.invoke).toHaveBeenCalledWith('lookup-company', { body: { query: 'Nordlys' } });
    type(search(), '90355290');
    await clickSearch();
    expect(mocks.invoke).toHaveBeenCalledWith('lookup-company', { body: { query: '90355290' } });
    expect(shownError()).toBeNull();
  });

  it('lets a result be picked', async () => {
    type(search(), 'Nordlys');
    await pressEnter();
    act(() => container.querySelector<HTMLButtonElement>('[data-result]')?.click());
    expect(mocks.onPick).toHaveBeenCalledWith(NORDLYS);
  });
});
