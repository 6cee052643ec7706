import { afterAll, beforeAll } from 'vitest';

/**
 * One backend per test file: started in beforeAll, closed in afterAll. The
 * returned getter hands it out inside tests and later hooks (the backend does
 * not exist yet while the file is being collected).
 */
export function backendForFile<B extends { close(): Promise<void> }>(start: () => Promise<B>): () => B {
  let backend: B | undefined;
  beforeAll(async () => {
    backend = await start();
  });
  afterAll(async () => {
    await backend?.close();
  });
  return () => {
    if (!backend) throw new Error('the backend is not started: use it inside a test or hook');
    return backend;
  };
}
