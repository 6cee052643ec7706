/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY: string;
  readonly VITE_APP_DOMAIN?: string;
  readonly VITE_PLATFORM_DOMAINS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
