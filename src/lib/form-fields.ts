import { z } from '@/lib/zod';
import { conflictMessage } from './data/conflict-message';
import { SaveError } from './data/save-error';
import { isHttpUrl, URL_MAX } from './safe-url';

/**
 * Zod field builders shared by the planning tools' schemas, so every tool words its rules the same way and
 * stores optional text the same way: an empty optional field is stored as absent (never '' or null). Written with
 * the tree-shakable `zod/mini` (wrap them with `z.optional`, `z.pipe`, `.check(...)`, as its functional API does).
 */
const tooLong = (label: string, max: number) => `Keep the ${label.toLowerCase()} under ${max} characters`;

/** Required text, trimmed, with our length bound; empty says the spec's "… is required" unless a tool words it itself. */
export const requiredText = (label: string, max: number, missing = `${label} is required`) =>
  z.string().check(z.trim(), z.minLength(1, missing), z.maxLength(max, tooLong(label, max)));

/** Optional text stored as a string: trimmed, '' when left empty (or absent from an older record). */
export const textOrEmpty = (label: string, max: number) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, tooLong(label, max))), '');

/** Optional text, trimmed; '' becomes absent. */
export const optionalText = (label: string, max: number) =>
  z.optional(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(max, tooLong(label, max))),
      z.transform((v: string) => v || undefined),
    ),
  );

/** An optional web address: only http(s) is kept (anything else could become a `javascript:` link). */
export const optionalHttpUrl = (label = 'link') =>
  z.optional(
    z.pipe(
      z.string().check(
        z.trim(),
        z.maxLength(URL_MAX, `Keep the ${label} under ${URL_MAX} characters`),
        z.refine((v) => v === '' || isHttpUrl(v), 'Use a web address that starts with http:// or https://'),
      ),
      z.transform((v: string) => v || undefined),
    ),
  );

/** A required web address, http(s) only. */
export const requiredHttpUrl = (label = 'link') =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${label[0].toUpperCase()}${label.slice(1)} is required`),
      z.maxLength(URL_MAX, `Keep the ${label} under ${URL_MAX} characters`),
      z.refine(isHttpUrl, 'Use a web address that starts with http:// or https://'),
    );

/**
 * Why a form's save was refused, as its root error (`form.setError('root', saveFailure(error, noun))`): the schema's
 * own words for invalid input; that another tab, device or member changed the record (`type` 'conflict': the form
 * offers Keep mine and Take theirs, FormActions) or deleted it (the list shows it as it now is); otherwise that the
 * store refused. Either way nothing typed was lost (the form keeps its values).
 */
export function saveFailure(error: unknown, noun: string): { type: 'conflict' | 'failed'; message: string } {
  // zod/mini's and classic zod's errors are both `$ZodError`s.
  if (error instanceof z.core.$ZodError)
    return { type: 'failed', message: error.issues[0]?.message ?? `Please check the ${noun} details.` };
  if (error instanceof SaveError && error.conflict)
    return {
      type: error.conflict === 'changed' ? 'conflict' : 'failed',
      message: conflictMessage(noun, error.conflict, 'form', error.by),
    };
  return {
    type: 'failed',
    message: `Couldn't save the ${noun}. Your details are still here — please try again.`,
  };
}

/** `saveFailure`'s words alone, for a form that shows a plain message. */
export const saveFailureMessage = (error: unknown, noun: string) => saveFailure(error, noun).message;
