import { config } from '@/lib/config';
import { lazyPort } from './lazy-port';
import type { AuthPort, Backend, MailboxPort } from './types';

export type * from './types';
export {
  AuthError,
  EmailError,
  PublicInputError,
  REPORT_LIMITS,
  VendorApplicationError,
  VersionConflictError,
} from './types';
export { versionOf } from './versions';
export { APPLICATION_LIMITS, PRICE_RANGES, REVIEW_NOTE_MAX, VENDOR_CATEGORIES } from './vendor-rules';
export type { PriceRange, VendorCategory } from './vendor-rules';
export { MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH, MAX_EMAIL_LENGTH } from './auth-limits';
export { DEMO_EMAIL, DEMO_PASSWORD } from './demo-keys';
export { defaultProfile } from './profile-defaults';
export { inviteImageName } from './published';
export { hasStoredSession } from './stored-session';

let backend: Promise<Backend> | null = null;

/**
 * The backend for the mode in force. Each adapter is its own chunk, so supabase-js is never downloaded in
 * local mode and IndexedDB code stays small in cloud mode.
 */
export function loadBackend(): Promise<Backend> {
  backend ??=
    config.mode === 'cloud'
      ? import('./supabase').then((m) => m.createSupabaseBackend(config))
      : import('./local').then((m) => m.createLocalBackend(config));
  return backend;
}

/**
 * The backend for a visitor whose browser holds no session (hasStoredSession): handed out at once, so the pages
 * render signed out without waiting for the backend's code, which loads the first time anything is asked of it, or
 * its auth changes are listened to (the auth provider does that just after the first render). Every port forwards
 * to the real backend, so a visitor who signs in goes on with this one. `forUser` is only ever called with a session
 * the real backend gave, so it is loaded by then.
 */
export function deferredBackend(): Backend {
  let loaded: Backend | null = null;
  let loading: Promise<Backend> | null = null;
  const load = () =>
    (loading ??= loadBackend().then(
      (real) => (loaded = real),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const onChange: AuthPort['onChange'] = (listener) => {
    let unsubscribe: (() => void) | null = null;
    let stopped = false;
    void load().then(
      (real) => {
        if (!stopped) unsubscribe = real.auth.onChange(listener);
      },
      () => undefined,
    );
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  };
  return {
    mode: config.mode,
    auth: lazyPort(() => load().then((real) => real.auth), { onChange }),
    public: lazyPort(() => load().then((real) => real.public)),
    contact: lazyPort(() => load().then((real) => real.contact)),
    vendorApplications: lazyPort(() => load().then((real) => real.vendorApplications)),
    mailbox:
      config.mode === 'local' ? lazyPort<MailboxPort>(() => load().then((real) => real.mailbox!)) : null,
    forUser(session) {
      if (!loaded) throw new Error('forUser needs the backend a session came from');
      return loaded.forUser(session);
    },
  };
}
export {
  GUEST_LIMITS,
  QUESTION_KINDS,
  SLUG_PATTERN,
  TRAVEL_MODE_LABELS,
  TRAVEL_MODES,
  answerId,
  plusOneId,
  type QuestionKind,
  type TravelMode,
} from './guest-limits';
