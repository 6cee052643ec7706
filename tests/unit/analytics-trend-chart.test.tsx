import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TrendChart } from '../../src/features/analytics/components/TrendChart.tsx';
import type { DayPoint } from '../../src/features/analytics/shaping.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const points: DayPoint[] = Array.from({ length: 30 }, (_, index) => ({
  day: `2026-11-${String(index + 1).padStart(2, '0')}`,
  views: index,
  codeReveals: index % 3,
  linkOpens: index % 2,
}));

let host: HTMLDivElement;
let root: Root;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

function toggle(): HTMLButtonElement {
  const button = host.querySelector('button');
  if (!button) throw new Error('no table toggle');
  return button;
}

describe('TrendChart', () => {
  it('keeps the full chart’s figures in a visually hidden table for screen readers', () => {
    act(() => root.render(<TrendChart title="Hendelser per dag, siste 30 dager" points={points} />));
    const table = host.querySelector('table');
    expect(table?.querySelector('caption')?.textContent).toBe('Hendelser per dag, siste 30 dager');
    expect(table?.querySelectorAll('tbody tr')).toHaveLength(30);
    expect(table?.parentElement?.className).toBe('sr-only');
  });

  it('renders a card’s compact table only once opened, and drops it when closed', () => {
    act(() => root.render(<TrendChart compact title="Kaffe: hendelser per dag" points={points} />));
    expect(host.querySelector('table')).toBeNull();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle().getAttribute('aria-controls') ?? '')).not.toBeNull();

    act(() => toggle().click());
    expect(toggle().textContent).toBe('Skjul tabell');
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    const table = host.querySelector('table');
    expect(table?.querySelectorAll('tbody tr')).toHaveLength(30);
    expect(table?.parentElement?.className).not.toBe('sr-only');

    act(() => toggle().click());
    expect(host.querySelector('table')).toBeNull();
  });
});
