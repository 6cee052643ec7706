// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseHsl } from '../../src/features/branding/color-contrast.ts';
import { companyAddress } from '../../src/features/branding/company-address.ts';
import {
  hexToHsl,
  hexToHslText,
  hslTextToHex,
  normaliseHex,
} from '../../src/features/branding/hex-colour.ts';

describe('hex colours for the branding card', () => {
  it('normalises the ways people write a hex colour', () => {
    expect(normaliseHex('#1F6FEB')).toBe('#1f6feb');
    expect(normaliseHex('1f6feb')).toBe('#1f6feb');
    expect(normaliseHex(' #1fe ')).toBe('#11ffee');
  });

  it.each(['', '#', '#12', '#12345', '#1234567', '#ggg000', 'blå', 'rgb(1,2,3)', '214 84% 42%'])(
    'refuses %j',
    (text) => {
      expect(normaliseHex(text)).toBeNull();
      expect(hexToHsl(text)).toBeNull();
      expect(hexToHslText(text)).toBeNull();
    },
  );

  it('turns a hex colour into the stored HSL text', () => {
    expect(hexToHslText('#ff0000')).toBe('0 100% 50%');
    expect(hexToHslText('#ffffff')).toBe('0 0% 100%');
    expect(hexToHslText('#000')).toBe('0 0% 0%');
    expect(hexToHslText('#1f6feb')).toBe('216.5 83.6% 52.2%');
  });

  it('writes HSL text the database and parseHsl accept', () => {
    for (const hex of ['#1f6feb', '#0f766e', '#ff00ff', '#123456', '#fefefe']) {
      const text = hexToHslText(hex);
      expect(text).toMatch(/^\d{1,3}(\.\d+)? \d{1,3}(\.\d+)?% \d{1,3}(\.\d+)?%$/);
      expect(parseHsl(text)).not.toBeNull();
    }
  });

  it('turns stored HSL text into hex', () => {
    expect(hslTextToHex('214 84% 42%')).toBe('#115fc5');
    expect(hslTextToHex('0 0% 100%')).toBe('#ffffff');
  });

  it.each(['', '214 84 42', '400 10% 10%', '#1f6feb', 'rød'])('gives no hex for the HSL text %j', (text) => {
    expect(hslTextToHex(text)).toBeNull();
  });

  it('gives back exactly the hex colour that was picked, for colours across the whole range', () => {
    const wrong: string[] = [];
    // Every 211th colour of the 16.7 million: all hues, saturations and lightnesses.
    for (let value = 0; value <= 0xffffff; value += 211) {
      const hex = `#${value.toString(16).padStart(6, '0')}`;
      if (hslTextToHex(hexToHslText(hex) ?? '') !== hex) wrong.push(hex);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps a stored HSL colour within rounding when it goes through hex and back', () => {
    const back = parseHsl(hexToHslText(hslTextToHex('214 84% 42%') ?? ''));
    expect(back?.h).toBeCloseTo(214, -0.5);
    expect(back?.s).toBeCloseTo(84, -0.5);
    expect(back?.l).toBeCloseTo(42, -0.5);
  });
});

describe("the company's address", () => {
  it('joins the subdomain and the product domain', () => {
    expect(companyAddress('acme', 'ordning.no')).toBe('https://acme.ordning.no');
    expect(companyAddress('acme', 'ordning.localhost')).toBe('https://acme.ordning.localhost');
  });

  it('has no address without a subdomain', () => {
    expect(companyAddress('', 'ordning.no')).toBeNull();
    expect(companyAddress('  ', 'ordning.no')).toBeNull();
  });
});
