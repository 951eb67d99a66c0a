import { EMPTY_APPLICATION, type ApplicationValues } from './model';

/**
 * The application being filled in, kept in this tab's sessionStorage: it survives a reload and the round trip
 * through sign-in or sign-up that Submit asks a visitor for (`submit`: send it as soon as they are back).
 */
const KEY = 'wp.vendorApplicationDraft';

export interface Draft {
  values: ApplicationValues;
  step: number;
  submit: boolean;
}

export function readDraft(): Draft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Draft>;
    const values = { ...EMPTY_APPLICATION };
    for (const key of Object.keys(values) as (keyof ApplicationValues)[]) {
      const v = parsed.values?.[key];
      // Only strings of a sane size: the draft is this tab's, but storage is never trusted blindly.
      if (typeof v === 'string' && v.length <= 10_000) values[key] = v;
    }
    const step = Number.isInteger(parsed.step) ? Math.min(Math.max(parsed.step as number, 0), 2) : 0;
    return { values, step, submit: parsed.submit === true };
  } catch {
    return null;
  }
}

export function saveDraft(draft: Draft) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still holds the values.
  }
}

export const clearDraft = () => sessionStorage.removeItem(KEY);
