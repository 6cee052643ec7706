import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rememberFirstImage } from '../../src/ui/first-image-hint.ts';
import { STORAGE_KEYS } from '../../src/lib/web-storage.ts';

// The page's first image is remembered per address, so index.html's inline
// script can preload it with the page on the next visit.

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.firstImage) ?? 'null') as unknown;

function visit(address: string) {
  window.history.replaceState(null, '', address);
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  visit('/');
});

describe('the first image hint', () => {
  it('remembers the image per address, search included', () => {
    visit('/offers');
    rememberFirstImage('https://cdn.test/a.webp');
    visit('/offers?category=sport');
    rememberFirstImage('https://cdn.test/b.webp');

    expect(stored()).toEqual({
      '/offers': 'https://cdn.test/a.webp',
      '/offers?category=sport': 'https://cdn.test/b.webp',
    });
  });

  it('forgets an address whose first offer has no image, and replaces a changed one', () => {
    visit('/offers');
    rememberFirstImage('https://cdn.test/a.webp');
    rememberFirstImage('https://cdn.test/c.webp');
    expect(stored()).toEqual({ '/offers': 'https://cdn.test/c.webp' });

    rememberFirstImage(null);
    expect(stored()).toEqual({});
  });

  it('keeps only the 20 most recent addresses', () => {
    for (let index = 0; index < 25; index++) {
      visit(`/offer/${index}`);
      rememberFirstImage(`https://cdn.test/${index}.webp`);
    }
    const addresses = Object.keys(stored() as object);
    expect(addresses).toHaveLength(20);
    expect(addresses[0]).toBe('/offer/5');
    expect(addresses.at(-1)).toBe('/offer/24');
  });

  it('starts over from a damaged value, and never throws', () => {
    visit('/offers');
    localStorage.setItem(STORAGE_KEYS.firstImage, '[1,2');
    expect(() => rememberFirstImage('https://cdn.test/a.webp')).not.toThrow();
    localStorage.setItem(STORAGE_KEYS.firstImage, '["not", "an object"]');
    rememberFirstImage('https://cdn.test/a.webp');
    expect(stored()).toEqual({ '/offers': 'https://cdn.test/a.webp' });
  });

  it("is read by index.html's inline script under the same key", () => {
    const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
    expect(html).toContain(`localStorage.getItem('${STORAGE_KEYS.firstImage}')`);
  });
});
