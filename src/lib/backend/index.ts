import { config } from '@/lib/config';
import type { Backend } from './types';

export type * from './types';
export {
  AuthError,
  EmailError,
  PublicInputError,
  VendorApplicationError,
  VersionConflictError,
} from './types';
export { versionOf } from './versions';
export { APPLICATION_LIMITS, PRICE_RANGES, REVIEW_NOTE_MAX, VENDOR_CATEGORIES } from './vendor-rules';
export type { PriceRange, VendorCategory } from './vendor-rules';
export { MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH, MAX_EMAIL_LENGTH } from './auth-limits';
export { DEMO_EMAIL, DEMO_PASSWORD } from './demo';
export { defaultProfile } from './profile-defaults';
export { inviteImageName } from './published';

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
export { GUEST_LIMITS, SLUG_PATTERN, answerId, plusOneId } from './guest-limits';
