import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

export interface TestRoot {
  /** The element the root renders into, in the document. */
  readonly host: HTMLDivElement;
  readonly root: Root;
}

/**
 * A React root in a fresh element of the document for each test of the file
 * (call at its top level), unmounted and removed after the test.
 */
export function reactRootPerTest(): TestRoot {
  // The tests drive the root through act(): tell React so, or it warns on every update.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  let host: HTMLDivElement | null = null;
  let root: Root | null = null;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    const mounted = root;
    if (mounted) act(() => mounted.unmount());
    host?.remove();
    host = null;
    root = null;
  });
  const current = <T>(value: T | null): T => {
    if (value === null) throw new Error('reactRootPerTest: used outside a test');
    return value;
  };
  return {
    get host() {
      return current(host);
    },
    get root() {
      return current(root);
    },
  };
}
