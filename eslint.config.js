// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'dev-dist',
      'node_modules',
      '.data',
      'scratch',
      'coverage',
      'test-results',
      'playwright-report',
      'src/routeTree.gen.ts',
      // Deno entries: tiny wrappers type-checked by Deno at deploy time.
      'supabase/functions/*/index.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        project: ['./tsconfig.json', './tsconfig.node.json', './sw/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Import cycles, type-only imports included, are dependency-cruiser's
      // (npm run lint:cycles): import-x/no-cycle cannot count `import type`.
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      // Shared code flows one way: lib/ui/offline -> features -> routes; the app never reaches into
      // the backend but for the contracts it shares with the Edge Functions (@contracts/*), which
      // import only each other (and zod, see below).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: ['./src/lib', './src/ui', './src/offline'], from: ['./src/features', './src/routes'] },
            { target: './src/features', from: './src/routes' },
            {
              target: './src',
              from: ['./supabase', './tests', './sw'],
              except: ['./functions/_shared/contracts'],
            },
            { target: './sw', from: ['./src/features', './src/routes', './src/ui'] },
            { target: './supabase', from: ['./src', './sw'] },
            {
              target: './supabase/functions/_shared/contracts',
              from: './supabase',
              except: ['./functions/_shared/contracts'],
            },
          ],
        },
      ],
      // A feature is used through its index.ts only (the account also has signed-in.ts,
      // its entry for lazy signed-in pages, kept off the shell's first paint).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*/*', '!@/features/*/index.ts', '!@/features/account/signed-in.ts'],
              message: 'Import a feature through its index.ts.',
            },
            {
              group: ['@/lib/supabase.ts', '**/lib/supabase.ts'],
              message: 'Load the client with loadSupabase() from @/lib/load-supabase.ts.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        // The same for a dynamic import(): one way to load the supabase-js client.
        {
          selector: 'ImportExpression[source.value=/(^|\\/)lib\\/supabase\\.ts$/]',
          message: 'Load the client with loadSupabase() from @/lib/load-supabase.ts.',
        },
      ],
      // Web Storage through localStore() and sessionStore(), which survive blocked storage.
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Use localStore() from @/lib/web-storage.ts.' },
        { name: 'sessionStorage', message: 'Use sessionStore() from @/lib/web-storage.ts.' },
      ],
      // One online helper: src/lib/online.ts (and useOnline for rendering).
      'no-restricted-properties': [
        'error',
        {
          object: 'navigator',
          property: 'onLine',
          message: 'Use isOffline() or isOnline() from @/lib/online.ts.',
        },
        {
          object: 'window',
          property: 'localStorage',
          message: 'Use localStore() from @/lib/web-storage.ts.',
        },
        {
          object: 'window',
          property: 'sessionStorage',
          message: 'Use sessionStore() from @/lib/web-storage.ts.',
        },
      ],
    },
  },
  {
    // The contracts are bundled by Vite and by Deno alike: only imports both resolve the same way,
    // each other by a relative path with its .ts extension, and zod (every function's deno.json maps it).
    files: ['supabase/functions/_shared/contracts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(?!\./[\w-]+\.ts$|zod$)`,
              message:
                'A contract imports only ./other-contract.ts and zod, so the app and Deno both resolve it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests set the browser's answer; they may read it too.
    files: ['src/lib/online.ts', 'tests/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // In the app, one module of storage keys too (a later block replaces the list, so both are here).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/(^|\\/)lib\\/supabase\\.ts$/]',
          message: 'Load the client with loadSupabase() from @/lib/load-supabase.ts.',
        },
        // Hostnames and mail domains such as ordning.test are not keys.
        {
          selector: 'Literal[value=/^ordning\\.(?!test$|no$|localhost$)[a-z-]+(\\.v\\d+)?$/]',
          message: 'Name Web Storage keys in STORAGE_KEYS (@/lib/web-storage.ts).',
        },
      ],
    },
  },
  {
    // Tests may import the client's module to mock or drive it, and set storage directly.
    files: ['tests/**'],
    rules: { 'no-restricted-syntax': 'off', 'no-restricted-globals': 'off' },
  },
  {
    // The storage module itself.
    files: ['src/lib/web-storage.ts'],
    rules: { 'no-restricted-syntax': 'off', 'no-restricted-properties': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
