// @ts-check
/**
 * The production builds the end-to-end suite serves, one definition for the suite (playwright.config.ts), the build
 * step of `npm test` (scripts/build-e2e.mjs) and `npm run perf -- --e2e-build`, which measures the main build the
 * suite tests instead of making its own. E2E_PORT_BASE lets several people run the suite side by side.
 *  - app: the main local-mode build, AI in direct mode pointed at the fake provider;
 *  - alt: email confirmation on and no AI settings.
 * Both keep the local mailbox page (/dev/mailbox), which a production build has only when asked: the specs read the
 * mail the app sends there.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4173);
export const ports = { app: base, alt: base + 1, ai: base + 2 };
export const FAKE_AI_URL = `http://127.0.0.1:${ports.ai}`;

const common = {
  VITE_MODE: 'local',
  VITE_SUPABASE_URL: '',
  VITE_SUPABASE_PUBLISHABLE_KEY: '',
  VITE_SUPABASE_ANON_KEY: '',
  // The fake provider answers the currency guess's lookup too (US).
  VITE_GEO_URL: `${FAKE_AI_URL}/geo`,
  VITE_LOCAL_MAILBOX: 'true',
};

/** @type {Record<'app' | 'alt', { outDir: string, port: number, env: Record<string, string> }>} */
export const builds = {
  app: {
    outDir: `dist-e2e-${ports.app}`,
    port: ports.app,
    env: { ...common, VITE_AI_BASE_URL: `${FAKE_AI_URL}/v1`, VITE_AI_API_KEY: 'test-key' },
  },
  alt: {
    outDir: `dist-e2e-${ports.alt}`,
    port: ports.alt,
    env: { ...common, VITE_LOCAL_CONFIRM_EMAIL: 'true', VITE_AI_BASE_URL: '' },
  },
};
