/** The contact port: messages from the site's contact form. */

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The honeypot: a field people never see. Filled (by a bot), the message is dropped as if it were sent. */
  website?: string;
  /** Cloud mode with a CAPTCHA configured: the Turnstile token the form got. */
  captchaToken?: string;
}

/** A contact message the server refused for a reason the sender can act on; `message` says what to do. */
export class ContactError extends Error {
  readonly code: 'rate_limited' | 'busy' | 'captcha_failed' | 'invalid';
  constructor(code: ContactError['code'], message: string) {
    super(message);
    this.name = 'ContactError';
    this.code = code;
  }
}

export interface ContactPort {
  send(message: ContactMessage): Promise<void>;
}
