import { z } from '@/lib/zod';
import { isIsoDate } from './dates';

/**
 * A form's day: zod's ISO date (`YYYY-MM-DD`), also a real calendar day between MIN_YEAR and MAX_YEAR (isIsoDate).
 * `message` is what the form shows for anything else. Apart from dates.ts so that showing a date never loads zod.
 */
export const isoDateSchema = (message = 'Choose a real date') =>
  z.iso.date(message).check(z.refine(isIsoDate, message));
