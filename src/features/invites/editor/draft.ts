import { parseDesign, type Design } from '../design/document';

/**
 * Unsaved changes kept in this browser while the couple edits, so a reload or a closed tab loses nothing. A draft
 * is read back through `parseDesign` like any stored design: a tampered one is dropped, never opened.
 */
export const draftKey = (userId: string, inviteId: string) => `wp.invite-draft.${userId}.${inviteId}`;

type DraftStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readDraft(store: DraftStore, key: string): Design | null {
  let raw: string | null;
  try {
    raw = store.getItem(key);
  } catch {
    return null;
  }
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    store.removeItem(key);
    return null;
  }
  const checked = parseDesign(value);
  if (checked.ok) return checked.design;
  store.removeItem(key);
  return null;
}

/** Keeps the draft; false when the browser refused (storage full or off), which the editor tells the couple. */
export function writeDraft(store: DraftStore, key: string, design: Design): boolean {
  try {
    store.setItem(key, JSON.stringify(design));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(store: DraftStore, key: string) {
  try {
    store.removeItem(key);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/** Two designs are the same when they serialise alike (they are small plain data). */
export const sameDesign = (a: Design, b: Design) => a === b || JSON.stringify(a) === JSON.stringify(b);
