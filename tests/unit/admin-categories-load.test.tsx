import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buttonIn } from './support/form-dom.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// /admin/categories reads the live list with supabase-js; its failures are the
// spec's (section 8): a timeout after 8 s (section 9), else the error's message
// or 'Failed to fetch categories'.

type Answer = { data: unknown; error: { message: string } | null };

const backend = vi.hoisted(() => ({
  /** What the request answers, given its abort signal. */
  answer: vi.fn<(signal: AbortSignal) => Promise<Answer>>(),
  loadFails: null as Error | null,
}));

vi.mock('@/lib/load-supabase.ts', () => ({
  loadSupabase: () => {
    if (backend.loadFails) return Promise.reject(backend.loadFails);
    const query = {
      select: () => query,
      order: () => query,
      abortSignal: (signal: AbortSignal) => backend.answer(signal),
    };
    return Promise.resolve({ from: () => query });
  },
}));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, to }: { children: ReactNode; to: string }) => <a href={to}>{children}</a>,
}));

const { CATEGORIES_TIMEOUT_MS, fetchAdminCategories } =
  await import('../../src/features/admin/api/fetch-admin-categories.ts');
const { CategoriesAdminPage } = await import('../../src/features/admin/components/CategoriesAdminPage.tsx');

const CATEGORIES = [
  { id: 'c1', key: 'car', name: 'Bil', display_order: 1 },
  { id: 'c2', key: 'sport', name: 'Sport', display_order: 2 },
];

/** An answer that never comes, except supabase-js's own error when the request is aborted. */
function hangUntilAborted(signal: AbortSignal): Promise<Answer> {
  return new Promise((resolve) => {
    signal.addEventListener('abort', () =>
      resolve({ data: null, error: { message: 'AbortError: This operation was aborted' } }),
    );
  });
}

beforeEach(() => {
  backend.answer.mockReset();
  backend.loadFails = null;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('loading the categories for the admin', () => {
  it('answers the parsed list', async () => {
    backend.answer.mockResolvedValue({ data: CATEGORIES, error: null });
    await expect(fetchAdminCategories()).resolves.toEqual(CATEGORIES);
  });

  it(`gives up after ${String(CATEGORIES_TIMEOUT_MS / 1000)} s with the spec's timeout text`, async () => {
    expect(CATEGORIES_TIMEOUT_MS).toBe(8000);
    vi.useFakeTimers();
    backend.answer.mockImplementation(hangUntilAborted);
    const loading = fetchAdminCategories();
    const outcome = expect(loading).rejects.toMatchObject({
      failure: 'timeout',
      message: 'Request timeout - please check your connection',
    });
    await vi.advanceTimersByTimeAsync(CATEGORIES_TIMEOUT_MS - 1);
    expect(backend.answer.mock.calls[0]?.[0].aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it("shows the server's error message", async () => {
    backend.answer.mockResolvedValue({
      data: null,
      error: { message: 'permission denied for table categories' },
    });
    await expect(fetchAdminCategories()).rejects.toMatchObject({
      failure: 'error',
      message: 'permission denied for table categories',
    });
  });

  it.each([
    ['an error without a message', { data: null, error: { message: '' } }],
    ['an answer it cannot read', { data: [{ id: 1 }], error: null }],
  ])("falls back to 'Failed to fetch categories' on %s", async (_name, answer) => {
    backend.answer.mockResolvedValue(answer);
    await expect(fetchAdminCategories()).rejects.toMatchObject({
      failure: 'error',
      message: 'Failed to fetch categories',
    });
  });

  it('reports a client that does not load with its message', async () => {
    backend.loadFails = new TypeError('Failed to fetch dynamically imported module');
    await expect(fetchAdminCategories()).rejects.toMatchObject({
      failure: 'error',
      message: 'Failed to fetch dynamically imported module',
    });
  });
});

describe('the category admin page', () => {
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

  async function settle(): Promise<void> {
    for (let round = 0; round < 3; round++) {
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    }
  }

  it('shows the timeout text with a retry that loads the list', async () => {
    vi.useFakeTimers();
    backend.answer.mockImplementationOnce(hangUntilAborted);
    backend.answer.mockResolvedValueOnce({ data: CATEGORIES, error: null });
    await act(async () => {
      root.render(<CategoriesAdminPage />);
      await Promise.resolve();
    });
    expect(container.textContent).toContain('Laster kategorier...');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CATEGORIES_TIMEOUT_MS);
    });
    expect(container.querySelector('[role=alert]')?.textContent).toContain(
      'Request timeout - please check your connection',
    );
    vi.useRealTimers();

    await act(async () => {
      buttonIn(container, 'Prøv igjen').click();
      await Promise.resolve();
    });
    await settle();
    expect(backend.answer).toHaveBeenCalledTimes(2);
    expect(container.querySelector('[role=alert]')).toBeNull();
    expect(container.textContent).toContain('Bil');
    expect(container.textContent).toContain('Sport');
  });

  it("shows 'Failed to fetch categories' when the failure has no message", async () => {
    backend.answer.mockResolvedValue({ data: null, error: { message: '' } });
    await act(async () => {
      root.render(<CategoriesAdminPage />);
      await Promise.resolve();
    });
    await settle();
    expect(container.querySelector('[role=alert]')?.textContent).toContain('Failed to fetch categories');
    expect(buttonIn(container, 'Prøv igjen')).toBeTruthy();
  });
});
