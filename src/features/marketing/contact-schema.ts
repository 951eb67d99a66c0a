import { z } from 'zod';

/** Length limits; the cloud `contact_messages` table and the `contact` Edge Function repeat them. */
export const CONTACT_LIMITS = { name: 200, email: 320, subject: 200, message: 5000 } as const;

/**
 * A required text field: trimmed first, so whitespace-only input counts as empty and nothing padded is sent.
 */
const requiredText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Please enter ${label}.`)
    .max(
      max,
      `${label[0]!.toUpperCase()}${label.slice(1)} must be ${max.toLocaleString('en-US')} characters or fewer.`,
    );

export const contactSchema = z.object({
  name: requiredText('your name', CONTACT_LIMITS.name),
  // Length is checked before the format so a huge paste gets the length message, not "invalid email".
  email: requiredText('your email address', CONTACT_LIMITS.email).pipe(
    z.email('Please enter a valid email address, like name@example.com.'),
  ),
  subject: requiredText('a subject', CONTACT_LIMITS.subject),
  message: requiredText('a message', CONTACT_LIMITS.message),
  // The honeypot: hidden from people, filled by bots; the backend drops a message that has it (never an error here).
  website: z.string().max(2048).optional(),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;
