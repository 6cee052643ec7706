/// <reference lib="webworker" />
import { setUpBackgroundSync } from './background-sync.ts';
import { setUpBrandedManifest } from './branded-manifest.ts';
import { listenForMessages } from './messages.ts';
import { setUpBrandedNavigation, setUpNavigationFallback } from './navigation.ts';
import { setUpPrecache } from './precache.ts';
import { setUpRuntimeCaching } from './runtime-cache.ts';

// Only wiring: each job lives in its own module. Order matters: the branded
// manifest first (the precache holds the build's own manifest), then the
// precache, so it answers shell assets before any other route is asked.
setUpBrandedManifest();
// Before the precache, which would answer '/' with the unbranded shell.
setUpBrandedNavigation();
setUpPrecache();
setUpNavigationFallback();
setUpRuntimeCaching();
listenForMessages();
setUpBackgroundSync();
