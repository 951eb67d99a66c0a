import { z } from 'zod';
import { conflictMessage, conflictOf } from './data/save-error';
import { isHttpUrl, URL_MAX } from './safe-url';

/**
 * Zod field builders shared by the planning tools' schemas, so every tool words its rules the same way and
 * stores optional text the same way: an empty optional field is stored as absent (never '' or null).
 */
/** Required text, trimmed, with the spec's "required" and our length bound. */
export const requiredText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `Keep the ${label.toLowerCase()} under ${max} characters`);

/** Optional text, trimmed; '' becomes absent. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep the ${label.toLowerCase()} under ${max} characters`)
    .transform((v) => v || undefined)
    .optional();

/** An optional web address: only http(s) is kept (anything else could become a `javascript:` link). */
export const optionalHttpUrl = (label = 'link') =>
  z
    .string()
    .trim()
    .max(URL_MAX, `Keep the ${label} under ${URL_MAX} characters`)
    .refine((v) => v === '' || isHttpUrl(v), 'Use a web address that starts with http:// or https://')
    .transform((v) => v || undefined)
    .optional();

/** A required web address, http(s) only. */
export const requiredHttpUrl = (label = 'link') =>
  z
    .string()
    .trim()
    .min(1, `${label[0].toUpperCase()}${label.slice(1)} is required`)
    .max(URL_MAX, `Keep the ${label} under ${URL_MAX} characters`)
    .refine(isHttpUrl, 'Use a web address that starts with http:// or https://');

/**
 * What a form says when its save is refused: the schema's own words for invalid input; that another tab or device
 * changed or deleted the record (the list shows it as it now is); otherwise that the store refused. Either way
 * nothing typed was lost (the form keeps its values).
 */
export function saveFailureMessage(error: unknown, noun: string) {
  if (error instanceof z.ZodError) return error.issues[0]?.message ?? `Please check the ${noun} details.`;
  const conflict = conflictOf(error);
  if (conflict) return conflictMessage(noun, conflict, 'form');
  return `Couldn't save the ${noun}. Your details are still here — please try again.`;
}
