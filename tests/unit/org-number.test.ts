// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  isValidOrgNumber,
  normalizeOrgNumber,
  orgNumberCheckDigit,
} from '../../supabase/functions/_shared/contracts/org-number.ts';

describe('isValidOrgNumber', () => {
  it.each([
    ['a registered public body', '974760673'],
    ['another registered public body', '991825827'],
    ['the seeded Acme AS', '914563720'],
    ['the seeded Fjord Eiendom AS', '928714055'],
    ['a number whose remainder is 0 (check digit 0)', '910000020'],
    ['a number written in groups of three', '914 563 720'],
    ['a number with stray spaces around it', ' 914563720 '],
  ])('accepts %s: "%s"', (_what, value) => {
    expect(isValidOrgNumber(value)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '914563721'],
    ['two swapped digits', '914563702'],
    ['eight digits', '91456372'],
    ['ten digits', '9145637200'],
    ['letters', '91456372A'],
    ['hyphens as separators', '914-563-720'],
    ['an empty string', ''],
    ['only spaces', '   '],
    ['a remainder of 1 with check digit 0', '910000080'],
    ['a remainder of 1 with check digit 1', '910000081'],
    ['a remainder of 1 with check digit 9', '910000089'],
    ['a number with a decimal point', '91456372.0'],
  ])('rejects %s: "%s"', (_what, value) => {
    expect(isValidOrgNumber(value)).toBe(false);
  });
});

describe('orgNumberCheckDigit', () => {
  it.each([
    ['91456372', 0],
    ['92871405', 5],
    ['97476067', 3],
    ['91000002', 0],
    ['91000008', null],
    ['1234567', null],
    ['1234567x', null],
  ])('gives %s the check digit %s', (firstEight, expected) => {
    expect(orgNumberCheckDigit(firstEight)).toBe(expected);
  });
});

describe('normalizeOrgNumber', () => {
  it('removes every kind of whitespace and keeps everything else', () => {
    expect(normalizeOrgNumber(' 914\u00a0563\t720 ')).toBe('914563720');
    expect(normalizeOrgNumber('914-563-720')).toBe('914-563-720');
  });
});
