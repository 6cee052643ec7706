// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_MESSAGES,
  CategoryFormSchema,
  normaliseCategoryKey,
  parseDisplayOrder,
} from '../../src/features/admin/category-form-schema.ts';
import { offersUsingText } from '../../src/features/admin/components/DeleteCategoryDialog.tsx';
import { refusedField } from '../../src/features/admin/api/category-write.ts';
import { fieldErrors } from '../../src/ui/form-errors.ts';

function errorsOf(input: { key: string; name: string; display_order: string }) {
  const result = CategoryFormSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('category form', () => {
  it('accepts a slug key, a name and an integer order', () => {
    expect(
      CategoryFormSchema.parse({ key: ' food-drink ', name: ' Mat og drikke ', display_order: ' 3 ' }),
    ).toEqual({
      key: 'food-drink',
      name: 'Mat og drikke',
      display_order: 3,
    });
  });

  it('defaults an empty order to 0 and accepts negative orders', () => {
    expect(CategoryFormSchema.parse({ key: 'a', name: 'A', display_order: '' }).display_order).toBe(0);
    expect(parseDisplayOrder('-2')).toBe(-2);
  });

  it('requires key and name after trimming', () => {
    const errors = errorsOf({ key: '  ', name: ' ', display_order: '0' });
    expect(errors.key).toBe('Både nøkkel og navn er påkrevd.');
    expect(errors.name).toBe('Både nøkkel og navn er påkrevd.');
  });

  it.each(['Food', 'food_drink', '-food', 'food-', 'mat og drikke', 'bil/båt', 'æøå'])(
    'refuses the key %s as not slug-shaped',
    (key) => {
      expect(errorsOf({ key, name: 'X', display_order: '0' }).key).toBe(CATEGORY_MESSAGES.keyShape);
    },
  );

  it('refuses an order that is not a whole number', () => {
    expect(errorsOf({ key: 'a', name: 'A', display_order: '1.5' }).display_order).toBe(
      CATEGORY_MESSAGES.displayOrder,
    );
    expect(parseDisplayOrder('abc')).toBeNull();
  });

  it('lower-cases keys and turns spaces into hyphens as they are typed', () => {
    expect(normaliseCategoryKey('Mat Og Drikke')).toBe('mat-og-drikke');
  });

  it("quotes the spec's toasts", () => {
    expect([CATEGORY_MESSAGES.created, CATEGORY_MESSAGES.updated, CATEGORY_MESSAGES.deleted]).toEqual([
      'Kategori opprettet.',
      'Kategori oppdatert.',
      'Kategori slettet.',
    ]);
  });
});

describe('delete confirmation count', () => {
  it('says how many offers use the category', () => {
    expect(offersUsingText(0)).toBe('Ingen tilbud bruker denne kategorien.');
    expect(offersUsingText(3)).toMatch(/^3 tilbud bruker denne kategorien/);
    expect(offersUsingText(undefined)).toMatch(/Teller/);
    expect(offersUsingText(null)).toMatch(/Kunne ikke telle/);
  });
});

describe('category refusals from the database', () => {
  it('puts a taken key and a key or name rule on its field', () => {
    expect(refusedField({ code: '23505', message: 'Nøkkelen «car» er allerede i bruk.' })).toBe('key');
    expect(refusedField({ code: '23514', message: 'Nøkkelen kan være høyst 50 tegn.' })).toBe('key');
    expect(refusedField({ code: '23514', message: 'Navnet kan være høyst 100 tegn.' })).toBe('name');
  });

  it('leaves other failures to the toast', () => {
    expect(refusedField({ code: '42501', message: 'permission denied' })).toBeNull();
  });
});
