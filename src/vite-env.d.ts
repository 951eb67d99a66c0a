/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_PUBLISHABLE_KEY?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_LOCAL_CONFIRM_EMAIL?: string;
  readonly VITE_AI_BASE_URL?: string;
  readonly VITE_AI_API_KEY?: string;
  readonly VITE_AI_CHAT_MODEL?: string;
  readonly VITE_AI_IMAGE_MODEL?: string;
  readonly VITE_GEO_URL?: string;
  readonly VITE_TURNSTILE_SITE_KEY?: string;
  readonly VITE_LOCAL_MAILBOX?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
