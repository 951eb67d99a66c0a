/**
 * The demo account's address, password and the flag that marks its session: what the entry needs (the sign-in page's
 * hint, the stored-session check) without the demo's auth wrapper (demo.ts), which only the backends' chunks load.
 */
export const DEMO_EMAIL = 'demo@weddingplanner.app';
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_FLAG = 'wp.demo';
