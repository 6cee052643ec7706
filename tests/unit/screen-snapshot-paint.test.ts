// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  SNAPSHOT_ELEMENT_ID,
  SNAPSHOT_MAX_CHARS,
  paintSnapshot,
  readSnapshot,
  snapshotKey,
  type ScreenSnapshot,
} from '../../src/lib/screen-snapshot.ts';

// The shell as the build writes it (scripts/vite-first-paint.ts makes the stylesheet non-blocking).
const SHELL = [
  '<!doctype html><html lang="nb"><head>',
  '<script type="module" crossorigin src="/assets/index-AbC123.js"></script>',
  '<link rel="preload" as="style" crossorigin href="/assets/main-X1.css">',
  `<link rel="stylesheet" crossorigin href="/assets/main-X1.css" media="print" onload="this.media='all'">`,
  '</head><body><div id="root"><div aria-hidden="true">boot</div></div></body></html>',
].join('');

const SNAPSHOT: ScreenSnapshot = {
  html: '<main><ul data-snapshot-trim=""><li><a href="/offer/1">Kaffe</a></li></ul></main>',
  htmlClass: 'dark',
  htmlStyle: '--primary: 214 84% 42%; color-scheme: dark;',
  entry: '/assets/index-AbC123.js',
  signedIn: false,
  offlineBanner: '',
  source: '1a2b3c4d',
};
const ONLINE = { offline: false };

describe('snapshotKey', () => {
  it('names a key for /offers with no filter in the address', () => {
    expect(snapshotKey({ pathname: '/offers', search: '' })).toBe('/__snapshot/offers');
  });

  it('has none for a filtered list or another page', () => {
    expect(snapshotKey({ pathname: '/offers', search: '?q=kaffe' })).toBeNull();
    expect(snapshotKey({ pathname: '/offers', search: '?category=mat' })).toBeNull();
    expect(snapshotKey({ pathname: '/', search: '' })).toBeNull();
    expect(snapshotKey({ pathname: '/offer/1', search: '' })).toBeNull();
    expect(snapshotKey({ pathname: '/offers/', search: '' })).toBeNull();
  });
});

describe('readSnapshot', () => {
  it('reads back a sound snapshot', () => {
    expect(readSnapshot(JSON.parse(JSON.stringify(SNAPSHOT)))).toStrictEqual(SNAPSHOT);
  });

  it('reads one kept before it had a source, or with a source that is no hash, as having none', () => {
    const { source: _source, ...older } = SNAPSHOT;
    expect(readSnapshot(older)).toStrictEqual({ ...SNAPSHOT, source: '' });
    expect(readSnapshot({ ...SNAPSHOT, source: '<script>' })).toStrictEqual({ ...SNAPSHOT, source: '' });
    expect(readSnapshot({ ...SNAPSHOT, source: 42 })).toStrictEqual({ ...SNAPSHOT, source: '' });
  });

  it.each([
    ['null', null],
    ['an array', [SNAPSHOT]],
    ['a string', 'html'],
    ['no html', { ...SNAPSHOT, html: undefined }],
    ['empty html', { ...SNAPSHOT, html: '' }],
    ['too large html', { ...SNAPSHOT, html: 'x'.repeat(SNAPSHOT_MAX_CHARS + 1) }],
    ['a numeric class', { ...SNAPSHOT, htmlClass: 1 }],
    ['a missing style', { ...SNAPSHOT, htmlStyle: null }],
    ['an entry on another origin', { ...SNAPSHOT, entry: 'https://evil.test/x.js' }],
    ['an entry with a quote', { ...SNAPSHOT, entry: '/assets/x".js' }],
    ['an entry that is not a script', { ...SNAPSHOT, entry: '/assets/main.css' }],
    ['no signed-in flag', { ...SNAPSHOT, signedIn: undefined }],
    ['a signed-in flag as text', { ...SNAPSHOT, signedIn: 'true' }],
    ['no offline banner', { ...SNAPSHOT, offlineBanner: undefined }],
    ['an offline banner far too long', { ...SNAPSHOT, offlineBanner: 'x'.repeat(2_001) }],
  ])('refuses %s', (_name, value) => {
    expect(readSnapshot(value)).toBeNull();
  });
});

describe('paintSnapshot', () => {
  it('paints the snapshot, inert, before #root, with the theme on <html> and a blocking stylesheet', () => {
    const html = paintSnapshot(SHELL, SNAPSHOT, ONLINE);
    expect(html).not.toBeNull();
    expect(html).toContain(`<div id="${SNAPSHOT_ELEMENT_ID}" inert>${SNAPSHOT.html}</div><div id="root">`);
    expect(html).toContain(
      '<html lang="nb" class="dark" style="--primary: 214 84% 42%; color-scheme: dark;">',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/main-X1.css">');
    expect(html).not.toContain('media="print"');
    // The boot placeholder stays in #root (index.html hides it while the snapshot shows).
    expect(html).toContain('<div id="root"><div aria-hidden="true">boot</div></div>');
  });

  it('leaves the container live when the snapshot has a live search box (its neighbours are inert)', () => {
    const live = {
      ...SNAPSHOT,
      html: '<main><div inert=""><h1>Alle tilbud</h1></div><div><input type="search" data-snapshot-live="" aria-label="Søk i tilbud"></div></main>',
    };
    expect(paintSnapshot(SHELL, live, ONLINE)).toContain(
      `<div id="${SNAPSHOT_ELEMENT_ID}">${live.html}</div><div id="root">`,
    );
  });

  it.each([
    ['as words', '<p>data-snapshot-live</p>'],
    ['in a longer name', '<p data-snapshot-lively="">Tilbud</p>'],
  ])('keeps the whole snapshot inert when the live attribute appears only %s', (_name, html) => {
    expect(paintSnapshot(SHELL, { ...SNAPSHOT, html }, ONLINE)).toContain(
      `<div id="${SNAPSHOT_ELEMENT_ID}" inert>${html}</div>`,
    );
  });

  it('leaves <html> as it is for the default theme', () => {
    expect(paintSnapshot(SHELL, { ...SNAPSHOT, htmlClass: '', htmlStyle: '' }, ONLINE)).toContain(
      '<html lang="nb"><head>',
    );
  });

  it('escapes the attributes it writes', () => {
    const html = paintSnapshot(SHELL, { ...SNAPSHOT, htmlClass: 'a" onload="x', htmlStyle: '<&>' }, ONLINE);
    expect(html).toContain('class="a&quot; onload=&quot;x" style="&lt;&amp;>"');
  });

  it('paints the offline banner it kept only when the worker is offline', () => {
    const banner = '<p>Frakoblet · sist oppdatert 27.11.2026, 20:08</p>';
    const withSlot: ScreenSnapshot = {
      ...SNAPSHOT,
      html: '<div><div role="status" aria-live="polite" data-snapshot-banner=""></div><main>Liste</main></div>',
      offlineBanner: banner,
    };
    expect(paintSnapshot(SHELL, withSlot, { offline: true })).toContain(
      `<div role="status" aria-live="polite" data-snapshot-banner="">${banner}</div><main>`,
    );
    expect(paintSnapshot(SHELL, withSlot, ONLINE)).toContain('data-snapshot-banner=""></div><main>');
    // Never kept offline: nothing to paint.
    expect(paintSnapshot(SHELL, { ...withSlot, offlineBanner: '' }, { offline: true })).toContain(
      'data-snapshot-banner=""></div><main>',
    );
  });

  it('finds the banner slot beside a live search box, where the slot is marked inert too', () => {
    const banner = '<p>Frakoblet</p>';
    const html =
      '<div><div role="status" data-snapshot-banner="" inert=""></div><main><input type="search" data-snapshot-live=""></main></div>';
    expect(paintSnapshot(SHELL, { ...SNAPSHOT, html, offlineBanner: banner }, { offline: true })).toContain(
      `<div role="status" data-snapshot-banner="" inert="">${banner}</div><main>`,
    );
  });

  it('paints markup with dollar signs as it is', () => {
    const html = '<main><p>Spar $& og $1 og $$</p></main>';
    expect(paintSnapshot(SHELL, { ...SNAPSHOT, html }, ONLINE)).toContain(`inert>${html}</div>`);
  });

  it('refuses a snapshot another build rendered', () => {
    expect(paintSnapshot(SHELL, { ...SNAPSHOT, entry: '/assets/index-Old999.js' }, ONLINE)).toBeNull();
  });

  it('refuses a shell without #root', () => {
    expect(paintSnapshot(SHELL.replace('<div id="root">', '<div>'), SNAPSHOT, ONLINE)).toBeNull();
  });

  it("hides #root in index.html's own styles while a snapshot is painted", () => {
    const index = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    expect(index).toMatch(new RegExp(`#${SNAPSHOT_ELEMENT_ID} ~ #root \\{\\s*display: none;`));
    expect(index).toContain('<div id="root">');
  });
});
