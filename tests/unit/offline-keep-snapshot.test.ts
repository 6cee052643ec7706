import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SNAPSHOT_CACHE, SNAPSHOT_ELEMENT_ID, readSnapshot } from '../../src/lib/screen-snapshot.ts';
import { forgetScreenSnapshots } from '../../src/offline/snapshot/forget-snapshots.ts';
import {
  firstScreenItems,
  keepScreenSnapshot,
  serialiseScreen,
} from '../../src/offline/snapshot/keep-snapshot.ts';
import { type SnapshotTyping, releaseScreenSnapshot } from '../../src/offline/snapshot/release-snapshot.ts';

function card(index: number): string {
  return `<li><a href="/offer/${index}"><img src="https://cdn.test/${index}.webp" alt=""><h3 id="t${index}">Tilbud ${index}</h3></a></li>`;
}

function screen(cards: number, banner = ''): string {
  return [
    '<div><header><a href="/">Ordning</a></header>',
    `<div role="status" data-snapshot-banner="">${banner}</div>`,
    '<main id="main"><h1>Alle tilbud</h1>',
    `<ul data-snapshot-trim="" aria-label="Tilbud">${Array.from({ length: cards }, (_, i) => card(i + 1)).join('')}</ul>`,
    '<div data-snapshot-skip=""><button>Vis flere tilbud</button></div>',
    '</main><footer>Bunntekst</footer></div>',
  ].join('');
}

/** jsdom has no Cache Storage: a map-backed stand-in with the calls the modules make. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const cacheOf = (store: Map<string, Response>) => ({
    put: (key: string, response: Response) => Promise.resolve(void store.set(key, response)),
    match: (key: string | Request) =>
      Promise.resolve(store.get(typeof key === 'string' ? key : new URL(key.url).pathname)?.clone()),
    keys: () =>
      Promise.resolve([...store.keys()].map((key) => new Request(new URL(key, 'http://localhost')))),
    delete: (key: Request) => Promise.resolve(store.delete(new URL(key.url).pathname)),
  });
  return {
    stores,
    api: {
      open: vi.fn((name: string) => {
        const store = stores.get(name) ?? new Map<string, Response>();
        stores.set(name, store);
        return Promise.resolve(cacheOf(store));
      }),
      has: vi.fn((name: string) => Promise.resolve(stores.has(name))),
      match: vi.fn((key: string, { cacheName }: { cacheName: string }) => {
        const store = stores.get(cacheName);
        return Promise.resolve(store ? cacheOf(store).match(key) : undefined);
      }),
      delete: vi.fn((name: string) => Promise.resolve(stores.delete(name))),
    },
  };
}

let root: HTMLElement;

beforeEach(() => {
  root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  const script = document.createElement('script');
  script.type = 'module';
  script.src = '/assets/index-AbC123.js';
  document.head.append(script);
  window.history.replaceState(null, '', '/offers');
});

afterEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
  document.documentElement.removeAttribute('class');
  document.documentElement.removeAttribute('style');
  vi.unstubAllGlobals();
});

describe('serialiseScreen', () => {
  it('leaves only the live search box and what holds it working, named by its label', () => {
    root.innerHTML = [
      '<div><header><a href="/">Ordning</a></header><main id="main"><h1>Alle tilbud</h1>',
      '<div class="field"><label for="q">Søk i tilbud</label><div class="relative"><svg></svg>',
      '<input id="q" type="search" data-snapshot-live="" value=""></div></div>',
      `<ul data-snapshot-trim="" aria-label="Tilbud">${card(1)}</ul></main></div>`,
    ].join('');
    const host = document.createElement('div');
    host.innerHTML = serialiseScreen(root, 12).html;
    const box = host.querySelector('input[type="search"]');
    expect(box?.getAttribute('aria-label')).toBe('Søk i tilbud');
    expect(box?.closest('[inert]')).toBeNull();
    for (const selector of ['header', 'h1', 'label', 'svg', 'ul'])
      expect(host.querySelector(selector)?.closest('[inert]'), selector).not.toBeNull();
    // Every inert element sits beside the box's chain of parents, never on it.
    const inert = [...host.querySelectorAll('[inert]')];
    expect(inert.map((element) => element.tagName.toLowerCase())).toEqual([
      'header',
      'h1',
      'label',
      'svg',
      'ul',
    ]);
  });

  it('marks nothing inert in a screen without a live box (the whole snapshot is, when painted)', () => {
    root.innerHTML = screen(2);
    expect(serialiseScreen(root, 12).html).not.toContain('inert');
  });

  it("keeps the first screen's cards as rendered, without ids, the footer or skipped parts", () => {
    root.innerHTML = screen(20);
    const { html, banner } = serialiseScreen(root, 12);
    expect(banner).toBe('');
    const kept = document.createElement('div');
    kept.innerHTML = html;
    expect(kept.querySelectorAll('li')).toHaveLength(12);
    expect(kept.querySelector('li h3')?.textContent).toBe('Tilbud 1');
    expect(kept.querySelector('[id]')).toBeNull();
    expect(kept.querySelector('footer')).toBeNull();
    expect(html).not.toContain('Vis flere tilbud');
    expect(kept.querySelector('img')?.getAttribute('src')).toBe('https://cdn.test/1.webp');
    // The live page is untouched.
    expect(root.querySelectorAll('li')).toHaveLength(20);
    expect(root.querySelector('footer')).not.toBeNull();
  });

  it('drops object URLs, which die with the page', () => {
    root.innerHTML = '<main><img src="blob:http://localhost/1" alt=""></main>';
    expect(serialiseScreen(root, 12).html).not.toContain('blob:');
  });

  it('sanitises what it keeps', () => {
    root.innerHTML =
      '<main><img src="x" onerror="alert(1)" alt=""><a href="javascript:alert(1)">x</a></main>';
    const { html } = serialiseScreen(root, 12);
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('javascript:');
  });
  it('takes the offline banner out of its slot', () => {
    root.innerHTML = screen(3, '<p>Frakoblet · sist oppdatert i dag</p>');
    const { html, banner } = serialiseScreen(root, 12);
    expect(banner).toBe('<p>Frakoblet · sist oppdatert i dag</p>');
    expect(html).toContain('data-snapshot-banner=""></div>');
    expect(html).not.toContain('Frakoblet');
  });
});

/** A phone-sized window and screen (jsdom's window is 1024 x 768, its screen 0 high). */
function phoneScreen({ windowHeight = 844, screenHeight = 844 } = {}) {
  vi.stubGlobal('innerHeight', windowHeight);
  vi.stubGlobal('screen', { height: screenHeight });
}

/** Lays the list's cards out as rows of `rowHeight`, the first at `top` (jsdom has no layout). */
function layOutCards(top: number, rowHeight: number) {
  root.querySelectorAll('li').forEach((item, index) => {
    vi.spyOn(item, 'getBoundingClientRect').mockReturnValue(
      new DOMRect(0, top + index * rowHeight - window.scrollY, 390, rowHeight),
    );
  });
}

describe('firstScreenItems', () => {
  it('counts the cards that begin within the first screen, at most the first frame', () => {
    phoneScreen();
    root.innerHTML = screen(20);
    // Cards at 300, 430, 560, 690 and 820 begin within 844 px; the next at 950 does not.
    layOutCards(300, 130);
    expect(firstScreenItems(root, 12)).toBe(5);
    expect(firstScreenItems(root, 3)).toBe(3);
    layOutCards(0, 10);
    expect(firstScreenItems(root, 12)).toBe(12);
  });

  it('measures from the top of the page, wherever it is scrolled, and by the taller of window and screen', () => {
    phoneScreen({ windowHeight: 600 });
    vi.stubGlobal('scrollY', 500);
    root.innerHTML = screen(20);
    layOutCards(300, 130);
    expect(firstScreenItems(root, 12)).toBe(5);
  });

  it('keeps no card when none begins within the first screen, and all without a layout', () => {
    phoneScreen();
    root.innerHTML = screen(20);
    layOutCards(900, 130);
    expect(firstScreenItems(root, 12)).toBe(0);
    root.innerHTML = screen(20);
    expect(firstScreenItems(root, 12)).toBe(12);
  });
});

describe('keepScreenSnapshot', () => {
  it("stores only the first screen's cards", async () => {
    const { api, stores } = fakeCaches();
    vi.stubGlobal('caches', api);
    phoneScreen();
    root.innerHTML = screen(20);
    layOutCards(300, 130);
    await keepScreenSnapshot({ items: 12, signedIn: false });
    const kept = document.createElement('div');
    kept.innerHTML =
      readSnapshot(await stores.get(SNAPSHOT_CACHE)?.get('/__snapshot/offers')?.clone().json())?.html ?? '';
    expect([...kept.querySelectorAll('li h3')].map((title) => title.textContent)).toEqual([
      'Tilbud 1',
      'Tilbud 2',
      'Tilbud 3',
      'Tilbud 4',
      'Tilbud 5',
    ]);
  });

  it("stores /offers's first screen with the theme and this build's entry", async () => {
    const { api, stores } = fakeCaches();
    vi.stubGlobal('caches', api);
    root.innerHTML = screen(3);
    document.documentElement.className = 'dark';
    document.documentElement.setAttribute('style', '--primary: 1 2% 3%;');
    await keepScreenSnapshot({ items: 12, signedIn: false });
    const stored = stores.get(SNAPSHOT_CACHE)?.get('/__snapshot/offers');
    const snapshot = readSnapshot(await stored?.json());
    expect(snapshot).toMatchObject({
      htmlClass: 'dark',
      htmlStyle: '--primary: 1 2% 3%;',
      entry: '/assets/index-AbC123.js',
    });
    expect(snapshot?.html).toContain('Tilbud 3');
  });

  it('keeps the banner last shown offline for the next offline visit', async () => {
    const { api, stores } = fakeCaches();
    vi.stubGlobal('caches', api);
    const stored = async () =>
      readSnapshot(await stores.get(SNAPSHOT_CACHE)?.get('/__snapshot/offers')?.clone().json());
    root.innerHTML = screen(3, '<p>Frakoblet</p>');
    await keepScreenSnapshot({ items: 12, signedIn: false });
    expect((await stored())?.offlineBanner).toBe('<p>Frakoblet</p>');
    root.innerHTML = screen(4);
    await keepScreenSnapshot({ items: 12, signedIn: false });
    expect((await stored())?.html).toContain('Tilbud 4');
    expect((await stored())?.offlineBanner).toBe('<p>Frakoblet</p>');
  });

  it('does not take the same screen again, and takes a changed one', async () => {
    const { api, stores } = fakeCaches();
    vi.stubGlobal('caches', api);
    const store = () => stores.get(SNAPSHOT_CACHE);
    root.innerHTML = screen(3);
    // A picture stored for offline use shows through an object URL, another on every visit.
    root.querySelector('img')?.setAttribute('src', 'blob:http://localhost/5f0c');
    await keepScreenSnapshot({ items: 12, signedIn: false });
    const first = store()?.get('/__snapshot/offers');
    expect(first).toBeDefined();
    await keepScreenSnapshot({ items: 12, signedIn: false });
    expect(store()?.get('/__snapshot/offers')).toBe(first);
    // Another visit's object URLs are no change; another card, a session or a theme are.
    root.querySelector('img')?.setAttribute('src', 'blob:http://localhost/9e1d');
    await keepScreenSnapshot({ items: 12, signedIn: false });
    expect(store()?.get('/__snapshot/offers')).toBe(first);
    await keepScreenSnapshot({ items: 12, signedIn: true });
    const signedIn = store()?.get('/__snapshot/offers');
    expect(signedIn).not.toBe(first);
    document.documentElement.className = 'dark';
    await keepScreenSnapshot({ items: 12, signedIn: true });
    const themed = store()?.get('/__snapshot/offers');
    expect(themed).not.toBe(signedIn);
    root.innerHTML = screen(4);
    await keepScreenSnapshot({ items: 12, signedIn: true });
    expect(store()?.get('/__snapshot/offers')).not.toBe(themed);
    expect(readSnapshot(await store()?.get('/__snapshot/offers')?.clone().json())?.html).toContain(
      'Tilbud 4',
    );
  });

  it('keeps nothing for a filtered list', async () => {
    const { api, stores } = fakeCaches();
    vi.stubGlobal('caches', api);
    window.history.replaceState(null, '', '/offers?q=kaffe');
    root.innerHTML = screen(3);
    await keepScreenSnapshot({ items: 12, signedIn: false });
    expect(stores.size).toBe(0);
  });

  it('keeps nothing larger than a first screen should be', async () => {
    const { api, stores } = fakeCaches();
    vi.stubGlobal('caches', api);
    root.innerHTML = `<main><p>${'x'.repeat(210_000)}</p></main>`;
    await keepScreenSnapshot({ items: 12, signedIn: false });
    expect(stores.size).toBe(0);
  });

  it('does nothing without Cache Storage', async () => {
    vi.stubGlobal('caches', undefined);
    root.innerHTML = screen(3);
    await expect(keepScreenSnapshot({ items: 12, signedIn: false })).resolves.toBeUndefined();
  });

  it("records whether it was taken signed in, and sign-out forgets only a signed-in one's", async () => {
    const { api, stores } = fakeCaches();
    vi.stubGlobal('caches', api);
    root.innerHTML = screen(3);
    const stored = () => stores.get(SNAPSHOT_CACHE)?.get('/__snapshot/offers');

    await keepScreenSnapshot({ items: 12, signedIn: false });
    await forgetScreenSnapshots();
    expect(readSnapshot(await stored()?.clone().json())?.signedIn).toBe(false);

    await keepScreenSnapshot({ items: 12, signedIn: true });
    expect(readSnapshot(await stored()?.clone().json())?.signedIn).toBe(true);
    await forgetScreenSnapshots();
    expect(stored()).toBeUndefined();
  });

  it('forgets an unreadable snapshot too', async () => {
    const { api, stores } = fakeCaches();
    vi.stubGlobal('caches', api);
    stores.set(SNAPSHOT_CACHE, new Map([['/__snapshot/offers', new Response('{not json')]]));
    await forgetScreenSnapshots();
    expect(stores.get(SNAPSHOT_CACHE)?.size).toBe(0);
  });

  it('forgets nothing when nothing was kept, or without Cache Storage', async () => {
    const { api } = fakeCaches();
    vi.stubGlobal('caches', api);
    await forgetScreenSnapshots();
    expect(api.open).not.toHaveBeenCalled();
    vi.stubGlobal('caches', undefined);
    await expect(forgetScreenSnapshots()).resolves.toBeUndefined();
  });
});

describe('releaseScreenSnapshot', () => {
  function paintedSnapshot(value: string): HTMLInputElement {
    const snapshot = document.createElement('div');
    snapshot.id = SNAPSHOT_ELEMENT_ID;
    snapshot.innerHTML = `<div inert=""><h1>Alle tilbud</h1></div><input type="search" data-snapshot-live="" value="">`;
    document.body.prepend(snapshot);
    const box = snapshot.querySelector('input');
    if (!box) throw new Error('no box');
    box.value = value;
    return box;
  }

  it('hands over what was typed, with the caret, once #root shows and before the snapshot goes', () => {
    const box = paintedSnapshot('padel');
    box.focus();
    box.setSelectionRange(3, 3);
    const seen: { typing: SnapshotTyping; snapshotThere: boolean; hidesRoot: boolean }[] = [];
    releaseScreenSnapshot((typing) =>
      seen.push({
        typing,
        snapshotThere: box.isConnected,
        hidesRoot: document.getElementById(SNAPSHOT_ELEMENT_ID) !== null,
      }),
    );
    expect(seen).toEqual([
      {
        typing: { value: 'padel', focused: true, selectionStart: 3, selectionEnd: 3 },
        snapshotThere: true,
        hidesRoot: false,
      },
    ]);
    expect(box.isConnected).toBe(false);
  });

  it('hands over a focused empty box (the keyboard is up), and nothing when the box was not used', () => {
    const handOver = vi.fn();
    paintedSnapshot('').focus();
    releaseScreenSnapshot(handOver);
    expect(handOver).toHaveBeenCalledWith({ value: '', focused: true, selectionStart: 0, selectionEnd: 0 });
    handOver.mockClear();
    paintedSnapshot('');
    releaseScreenSnapshot(handOver);
    expect(handOver).not.toHaveBeenCalled();
    expect(document.getElementById(SNAPSHOT_ELEMENT_ID)).toBeNull();
  });

  it('removes the painted snapshot, which shows #root again', () => {
    const snapshot = document.createElement('div');
    snapshot.id = SNAPSHOT_ELEMENT_ID;
    document.body.prepend(snapshot);
    releaseScreenSnapshot();
    expect(document.getElementById(SNAPSHOT_ELEMENT_ID)).toBeNull();
    expect(() => releaseScreenSnapshot()).not.toThrow();
  });
});
