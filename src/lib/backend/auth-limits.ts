/** Limits every auth form and both adapters apply (the spec's minimum; GoTrue's and bcrypt's maximums). */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 72;
export const MAX_EMAIL_LENGTH = 254;
