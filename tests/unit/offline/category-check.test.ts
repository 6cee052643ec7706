// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readableCategories } from '../../../src/offline/catalogue/cached-offer.ts';
import {
  isPlainCategory,
  isStoredCategory,
  toCategory,
} from '../../../src/offline/catalogue/offer-checks.ts';
import { CategorySchema } from '../../../src/offline/store/schemas.ts';

const category = { id: 'c1', key: 'food-drink', name: 'Mat og drikke', display_order: 2 };
const rows: Record<string, unknown> = {
  'a row as stored': category,
  'a field beyond the schema': { ...category, created_at: '2026-11-27' },
  'an empty id': { ...category, id: '' },
  'an empty key': { ...category, key: '' },
  'an empty name': { ...category, name: '' },
  'a numeric name': { ...category, name: 1 },
  'a fractional display order': { ...category, display_order: 1.5 },
  'a negative display order': { ...category, display_order: -3 },
  'display order as text': { ...category, display_order: '2' },
  'an infinite display order': { ...category, display_order: Number.POSITIVE_INFINITY },
  'no display order': { ...category, display_order: undefined },
  'a list': [category],
  null: null,
};

describe('checking a category without the schema', () => {
  for (const [name, row] of Object.entries(rows)) {
    it(`agrees with CategorySchema on ${name}`, () => {
      const parsed = CategorySchema.safeParse(row);
      expect(isPlainCategory(row)).toBe(parsed.success);
      if (isPlainCategory(row)) expect(toCategory(row)).toStrictEqual(parsed.data);
      // A stored row is used as it is: only one the schema returns unchanged.
      if (isStoredCategory(row)) expect(parsed).toStrictEqual({ success: true, data: row });
      expect(readableCategories([row])).toStrictEqual(parsed.success ? [parsed.data] : []);
    });
  }

  it('uses a stored row as it is only without fields beyond the schema', () => {
    expect(isStoredCategory(category)).toBe(true);
    expect(isStoredCategory({ ...category, created_at: '2026-11-27' })).toBe(false);
  });
});
