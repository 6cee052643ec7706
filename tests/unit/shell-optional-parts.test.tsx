import { act, type JSX } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startWithRetry } from '../../src/app/start-with-retry.ts';
import { optionalLazy } from '../../src/ui/optional-lazy.ts';

// A first visit that loses the network before a lazy part of the shell arrived: the page
// must stay up, and the part must come back once the browser is online again.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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
  vi.restoreAllMocks();
});

function chunkError(): Error {
  return new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/part.js');
}

/** Lets the pending import promises and the state updates they cause settle. */
async function settle(): Promise<void> {
  await act(async () => {
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  });
}

describe('optionalLazy', () => {
  it('renders the component once its code has loaded', async () => {
    const Part = optionalLazy(() => Promise.resolve(({ name }: { name: string }) => <p>Hei {name}</p>));
    act(() => root.render(<Part name="Kari" />));
    await settle();
    expect(host.textContent).toBe('Hei Kari');
  });

  it('renders nothing when the import fails, and loads it on the next online event', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<() => JSX.Element>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValueOnce(() => <p>Varsel</p>);
    const Part = optionalLazy(load);
    act(() =>
      root.render(
        <main>
          <h1>Tilbud</h1>
          <Part />
        </main>,
      ),
    );
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(host.querySelector('h1')?.textContent).toBe('Tilbud');
    expect(host.querySelector('p')).toBeNull();

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await settle();
    expect(host.querySelector('p')?.textContent).toBe('Varsel');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the stand-in with the same props while loading, then failed, then the part once online', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail!: (error: Error) => void;
    const load = vi
      .fn<() => Promise<(props: { text: string }) => JSX.Element>>()
      .mockReturnValueOnce(new Promise((_, reject) => (fail = reject)))
      .mockResolvedValueOnce(({ text }) => <p>Rik: {text}</p>);
    const Part = optionalLazy(load, ({ text, failed }) => <p>{failed ? `Ren: ${text}` : 'Laster'}</p>);
    act(() => root.render(<Part text="Kaffe" />));
    expect(host.textContent).toBe('Laster');

    fail(chunkError());
    await settle();
    expect(host.textContent).toBe('Ren: Kaffe');

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await settle();
    expect(host.textContent).toBe('Rik: Kaffe');
  });

  it('loads the code once for every place that renders it', async () => {
    const load = vi.fn(() => Promise.resolve(() => <span>del</span>));
    const Part = optionalLazy(load);
    act(() =>
      root.render(
        <>
          <Part />
          <Part />
        </>,
      ),
    );
    await settle();
    expect(host.querySelectorAll('span')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('startWithRetry', () => {
  it('starts once when the code loads', async () => {
    const start = vi.fn(() => Promise.resolve());
    startWithRetry('the sync', start);
    await Promise.resolve();
    window.dispatchEvent(new Event('online'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('reports a failure and starts again when the browser is back online, once per failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onFailure = vi.fn();
    const start = vi.fn<() => Promise<void>>().mockRejectedValueOnce(chunkError()).mockResolvedValue();
    startWithRetry('the sync', start, onFailure);
    await vi.waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
    expect(start).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(2));
    window.dispatchEvent(new Event('online'));
    await Promise.resolve();
    expect(start).toHaveBeenCalledTimes(2);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});
