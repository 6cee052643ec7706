import type { UserData } from '@/offline/user-data/user-data.ts';

let provided: UserData | null = null;

/**
 * The composition root (app/runtime.ts) hands the session what it does with
 * a user's data on this device (the vault, queued events, saved offers)
 * before the session starts; the session only says when.
 */
export function provideUserData(userData: UserData): void {
  provided = userData;
}

export function userData(): UserData {
  if (!provided) throw new Error('The session needs provideUserData() before it starts (app/runtime.ts)');
  return provided;
}
