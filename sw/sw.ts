/// <reference lib="webworker" />
import { setUpBackgroundSync } from './background-sync.ts';
import { listenForMessages } from './messages.ts';
import { setUpNavigationFallback } from './navigation.ts';
import { setUpPrecache } from './precache.ts';
import { setUpRuntimeCaching } from './runtime-cache.ts';

// Only wiring: each job lives in its own module. Order matters: precache
// first, so its route answers shell assets before any other route is asked.
setUpPrecache();
setUpNavigationFallback();
setUpRuntimeCaching();
listenForMessages();
setUpBackgroundSync();
