import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileButton } from '../../src/ui/FileButton.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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

function pick(input: HTMLInputElement, files: File[]): void {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('FileButton', () => {
  it('names the hidden input by its label and says no file is chosen', () => {
    act(() => root.render(<FileButton label="Velg CSV-fil" accept=".csv" onFile={() => undefined} />));
    const input = container.querySelector<HTMLInputElement>('input[type=file]');
    expect(input?.labels?.[0]?.textContent).toBe('Velg CSV-fil');
    expect(input?.className).toContain('sr-only');
    expect(input?.accept).toBe('.csv');
    const status = document.getElementById(input?.getAttribute('aria-describedby') ?? '');
    expect(status?.textContent).toBe('Ingen fil valgt');
  });

  it('hands over the picked file and shows the name it is given', () => {
    const onFile = vi.fn();
    const onFiles = vi.fn();
    act(() => root.render(<FileButton label="Velg bilde" multiple onFile={onFile} onFiles={onFiles} />));
    const input = container.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no input');
    const files = [new File(['a'], 'strand.png'), new File(['b'], 'fjell.png')];
    pick(input, files);
    expect(onFile).toHaveBeenCalledWith(files[0]);
    expect(onFiles).toHaveBeenCalledWith(files);

    act(() => root.render(<FileButton label="Velg bilde" fileName="strand.png" onFile={onFile} />));
    expect(container.textContent).toContain('strand.png');
    expect(container.textContent).not.toContain('Ingen fil valgt');
  });

  it('reports nothing when the picker is closed without a file, and can be disabled', () => {
    const onFile = vi.fn();
    act(() => root.render(<FileButton label="Velg bilde" disabled onFile={onFile} />));
    const input = container.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no input');
    expect(input.disabled).toBe(true);
    pick(input, []);
    expect(onFile).not.toHaveBeenCalled();
  });
});
