import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localBackend } from './supabase/local/vite-plugin.ts';

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    // The embedded Supabase-compatible backend on the app's own origin.
    localBackend(),
  ],
  resolve: {
    alias: { '@': new URL('./src', import.meta.url).pathname },
  },
  server: { port: 5173, strictPort: false, host: 'localhost' },
  preview: { port: 4173, host: 'localhost' },
  build: { target: 'es2022', sourcemap: true },
});
