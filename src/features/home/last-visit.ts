import { META, readMeta, writeMeta } from '@/offline/store/meta.ts';

// 'Nytt siden sist': the offers created since the person's previous app start
// on which they opened 'Mine fordeler'. Worked out once per app start, so
// coming back to the page (or React running an effect twice) does not empty it.

const thresholds = new Map<string, Promise<string | null>>();

/** When this person last opened the home page before this app start; null the first time on this device. */
export function previousHomeVisit(userId: string, now: () => number = Date.now): Promise<string | null> {
  let known = thresholds.get(userId);
  if (!known) {
    known = (async () => {
      const stored = await readMeta(META.homeLastVisit);
      await writeMeta(META.homeLastVisit, { user_id: userId, at: new Date(now()).toISOString() });
      return stored?.user_id === userId ? stored.at : null;
    })();
    thresholds.set(userId, known);
  }
  return known;
}
