import { createStore } from 'jotai';

// The only module that imports jotai: React code and plain modules (the sync
// engine, the outbox) share this one store, so there is never a second copy of
// the state. The app mounts it with <Provider store={store}>.
export { Provider, atom, useAtomValue } from 'jotai';

export const store = createStore();
