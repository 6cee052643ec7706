// First: on a first visit it requests the catalogue before the rest of the app is evaluated.
import '@/app/catalogue-start.ts';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { reportCaughtError } from '@/app/caught-errors.ts';
import { createAppRouter } from '@/app/router.ts';
import { createRuntime } from '@/app/runtime.ts';
import { Provider, store } from '@/lib/store.ts';
import { SNAPSHOT_TIMEOUT_MS, releaseScreenSnapshot } from '@/offline/snapshot/release-snapshot.ts';
import './styles.css';

/**
 * The built index.html loads its stylesheet without blocking the placeholder
 * shell's paint (vite-first-paint.ts); the app renders only once it has
 * arrived, so nothing paints unstyled. (In development Vite injects the styles.)
 */
function stylesheetsLoaded(): Promise<unknown> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => link.sheet === null,
  );
  return Promise.all(
    pending.map(
      (link) =>
        new Promise((resolve) => {
          link.addEventListener('load', resolve, { once: true });
          link.addEventListener('error', resolve, { once: true });
        }),
    ),
  );
}

const runtime = createRuntime();
runtime.start();
const router = createAppRouter(runtime.routerContext);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
void stylesheetsLoaded().then(() => {
  createRoot(root, { onCaughtError: reportCaughtError }).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
  // A painted snapshot's page releases it when its own content is in; never later than this.
  window.setTimeout(releaseScreenSnapshot, SNAPSHOT_TIMEOUT_MS);
});
