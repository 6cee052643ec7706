import { describe, expect, it } from 'vitest';
import { compareTimestamps } from '../../../src/offline/timestamps.ts';

describe('compareTimestamps', () => {
  it.each([
    [
      'microseconds Date would lose',
      '2025-11-21T12:00:00.123456+00:00',
      '2025-11-21T12:00:00.123457+00:00',
      -1,
    ],
    ['trimmed trailing zeros', '2025-11-21T12:00:00.5+00:00', '2025-11-21T12:00:00.45+00:00', 1],
    ['no fraction against a fraction', '2025-11-21T12:00:00+00:00', '2025-11-21T12:00:00.000001+00:00', -1],
    ['the same instant written two ways', '2025-11-21T12:00:00.1+00:00', '2025-11-21T12:00:00.100000Z', 0],
    ['different offsets', '2025-11-21T13:00:00+01:00', '2025-11-21T12:00:00+00:00', 0],
    ['short offsets', '2025-11-21T13:00:00+01', '2025-11-21T11:59:59.999999Z', 1],
    ['a space instead of T', '2025-11-21 12:00:01+00', '2025-11-21T12:00:00Z', 1],
    ['different days', '2025-11-20T23:59:59.999999Z', '2025-11-21T00:00:00Z', -1],
  ])('orders %s', (_name, a, b, sign) => {
    expect(Math.sign(compareTimestamps(a, b))).toBe(sign);
    expect(Math.sign(compareTimestamps(b, a))).toBe(-sign || 0);
  });

  it('falls back to text order for values that are not timestamps', () => {
    expect(Math.sign(compareTimestamps('abc', 'abd'))).toBe(-1);
    expect(compareTimestamps('x', 'x')).toBe(0);
  });
});
