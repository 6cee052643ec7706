import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bootstrap } from '@/app/bootstrap.ts';
import { router } from '@/app/router.ts';
import { Provider, store } from '@/lib/store.ts';
import './styles.css';

bootstrap();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
