import 'fake-indexeddb/auto';
import { provideUserData } from '../../src/features/auth/user-data-port.ts';
import { createUserData } from '../../src/offline/user-data/user-data.ts';

// As app/runtime.ts does before the session starts: what the session does with a user's data on this device.
provideUserData(createUserData());
