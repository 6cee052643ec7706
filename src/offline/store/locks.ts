/**
 * Runs `task` while holding a named lock shared by every tab of the app (Web
 * Locks), so two tabs never sync or drain a queue at the same time. Where the
 * API is missing the task runs directly; callers keep their own in-tab guard.
 */
export async function withTabLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | undefined);
  if (!locks) return task();
  return locks.request(`ordning:${name}`, task);
}
