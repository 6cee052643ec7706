import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FallbackToasts } from '../../src/ui/FallbackToasts.tsx';
import { fallbackToasts } from '../../src/ui/fallback-toasts.ts';

let host: HTMLDivElement;
let root: Root;

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root.render(<FallbackToasts />));
});

afterEach(() => {
  act(() => fallbackToasts.dismiss());
  act(() => root.unmount());
  host.remove();
  vi.useRealTimers();
});

const byRole = (role: string) => [...host.querySelectorAll(`[role="${role}"]`)];

describe('the fallback toasts (sonner could not load)', () => {
  it('announces an error at once and a success politely, each with a close button', () => {
    act(() => {
      fallbackToasts.add({
        id: 'a',
        kind: 'error',
        message: 'Ingen nettverkstilkobling',
        description: 'Prøv igjen.',
      });
      fallbackToasts.add({ id: 'b', kind: 'success', message: 'Kopiert!' });
    });
    expect(byRole('alert').map((node) => node.textContent)).toEqual(['Ingen nettverkstilkoblingPrøv igjen.']);
    expect(byRole('status').map((node) => node.textContent)).toEqual(['Kopiert!']);
    const close = byRole('alert')[0]?.querySelector<HTMLButtonElement>('button[aria-label="Lukk varsel"]');
    act(() => close?.click());
    expect(byRole('alert')).toHaveLength(0);
    expect(byRole('status')).toHaveLength(1);
  });

  it('leaves after its duration, and keeps one entry per id', () => {
    vi.useFakeTimers();
    act(() => {
      fallbackToasts.add({ id: 'x', kind: 'info', message: 'Først', duration: 1000 });
      fallbackToasts.add({ id: 'x', kind: 'info', message: 'Så', duration: 1000 });
    });
    expect(byRole('status').map((node) => node.textContent)).toEqual(['Så']);
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(byRole('status')).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(byRole('status')).toHaveLength(0);
  });

  it('keeps a toast with an endless duration until it is closed', () => {
    vi.useFakeTimers();
    act(() => fallbackToasts.add({ id: 'y', kind: 'warning', message: 'Venter', duration: Infinity }));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(byRole('status').map((node) => node.textContent)).toEqual(['Venter']);
  });
});
