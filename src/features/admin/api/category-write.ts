import { requestCatalogueSync } from '@/offline/catalogue/sync-triggers.ts';

// What the category writes share: how a refusal is reported, and the
// catalogue sync after a change.

/** A refusal: `field` is the field the database's (Norwegian) message is about, when it names one. */
export type CategoryWriteResult =
  { ok: true } | { ok: false; field: 'key' | 'name' | null; serverMessage: string | null };

/** Which field a refusal is about: 23505 is the unique key; a check names its constraint in the message. */
export function refusedField(error: { code?: string; message: string }): 'key' | 'name' | null {
  if (error.code === '23505') return 'key';
  if (error.code !== '23514') return null;
  if (/nøkkel/i.test(error.message)) return 'key';
  if (/navn/i.test(error.message)) return 'name';
  return null;
}

/** Runs one write; after a good one the offline catalogue syncs at once (chips, badges). Never throws. */
export async function runCategoryWrite(
  run: () => PromiseLike<{ error: { code?: string; message: string } | null }>,
): Promise<CategoryWriteResult> {
  try {
    const { error } = await run();
    if (error) {
      console.warn('Category write refused', error);
      const field = refusedField(error);
      return { ok: false, field, serverMessage: field ? error.message : null };
    }
    void requestCatalogueSync();
    return { ok: true };
  } catch (error) {
    console.warn('Category write failed', error);
    return { ok: false, field: null, serverMessage: null };
  }
}
