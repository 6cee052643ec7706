// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { plural, pluralWord } from '@/lib/plural.ts';

const views = { one: 'visning', other: 'visninger' };

describe('plural', () => {
  it('uses the singular for exactly one', () => {
    expect(plural(1, views)).toBe('1 visning');
  });

  it('uses the plural for zero, two and more', () => {
    expect(plural(0, views)).toBe('0 visninger');
    expect(plural(2, views)).toBe('2 visninger');
    expect(plural(21, views)).toBe('21 visninger');
  });

  it('groups thousands the Norwegian way with a no-break space', () => {
    expect(plural(1234567, views)).toBe('1\u00a0234\u00a0567 visninger');
  });

  it('keeps nouns whose forms are alike', () => {
    expect(plural(1, { one: 'klikk', other: 'klikk' })).toBe('1 klikk');
    expect(plural(3, { one: 'klikk', other: 'klikk' })).toBe('3 klikk');
  });

  it('gives the noun alone for sentences that place the number elsewhere', () => {
    expect(pluralWord(1, { one: 'tilbud', other: 'tilbud' })).toBe('tilbud');
    expect(pluralWord(2, { one: 'ansatt', other: 'ansatte' })).toBe('ansatte');
  });
});
