/**
 * The live port: changes other people make to the current wedding's plan, as they land (issue 30: planning together).
 * The cloud hears them through Supabase Realtime; a local wedding lives in one browser, whose tabs already tell each
 * other (lib/data/tab-sync.ts), so there is nothing more to hear.
 */

/** One row of a planning table written or removed, as far as the store says. */
export interface LiveChange {
  /** The planning table (the collection) it changed. */
  table: string;
  kind: 'put' | 'remove';
  /** The record's id, when the store says (it always does for the cloud's tables). */
  id: string | null;
  /** The record's version after a put (`versionOf`'s value, as the store wrote it), when known. */
  version: string | null;
  /** The user id of whoever wrote it (null: unknown, a guest, or a remove). */
  by: string | null;
}

export interface LivePort {
  /** Calls `onChange` for every change to the current wedding's planning tables until the returned stop is called. */
  subscribe(onChange: (change: LiveChange) => void): () => void;
  /**
   * Who last changed a record of the wedding, by the name the other members know them by (first name, else e-mail),
   * for a write that someone else's change refused; null when no one is known (local mode: only this browser writes).
   */
  changedBy(table: string, id: string): Promise<string | null>;
}
