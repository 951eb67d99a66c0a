import { z } from '@/lib/zod';
import { URL_MAX } from '@/lib/safe-url';
import { formatCount } from '@/lib/format-number';

/** Length limits; the cloud `contact_messages` table and the `contact` Edge Function repeat them. */
export const CONTACT_LIMITS = { name: 200, email: 320, subject: 200, message: 5000 } as const;

/**
 * A required text field: trimmed first, so whitespace-only input counts as empty and nothing padded is sent.
 * Written with the tree-shakable `zod/mini`, as the sign-in forms are: the contact page is one of the site's pages,
 * and the full zod API would be a fifth of its JavaScript.
 */
const requiredText = (label: string, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `Please enter ${label}.`),
      z.maxLength(
        max,
        `${label[0]!.toUpperCase()}${label.slice(1)} must be ${formatCount(max)} characters or fewer.`,
      ),
    );

export const contactSchema = z.object({
  name: requiredText('your name', CONTACT_LIMITS.name),
  // Length is checked before the format so a huge paste gets the length message, not "invalid email".
  email: z.pipe(
    requiredText('your email address', CONTACT_LIMITS.email),
    z.email('Please enter a valid email address, like name@example.com.'),
  ),
  subject: requiredText('a subject', CONTACT_LIMITS.subject),
  message: requiredText('a message', CONTACT_LIMITS.message),
  // The honeypot: hidden from people, filled by bots; the backend drops a message that has it (never an error here).
  website: z.optional(z.string().check(z.maxLength(URL_MAX))),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;
