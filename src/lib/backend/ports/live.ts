/**
 * The live port: changes other people make to the current wedding's plan, as they land (issue 30: planning together).
 * The cloud hears them through Supabase Realtime. A local wedding has none (`UserBackend.live` null): it lives in one
 * browser, whose tabs already tell each other (lib/data/tab-sync.ts).
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

/** A line of the wedding's recent activity: who added, changed or removed how many records of a table on a day. */
export interface ActivityLine {
  /** The member's name (first name, else e-mail); null when no member did it (a guest's RSVP, a gone account). */
  actor: string | null;
  actorId: string | null;
  table: string;
  /** 'paid': one payment made (an instalment marked paid, or an expense ticked paid), told with `paid`. */
  action: 'added' | 'changed' | 'removed' | 'paid';
  count: number;
  /** What a payment made was for: the vendor's name, else the expense's description, and the instalment's note. */
  paid?: { vendor?: string; item?: string; note?: string };
  /** When the last of them happened (ISO). */
  at: string;
}

export interface LivePort {
  /** Calls `onChange` for every change to the current wedding's planning tables until the returned stop is called. */
  subscribe(onChange: (change: LiveChange) => void): () => void;
  /**
   * Who last changed a record of the wedding, by the name the other members know them by (first name, else e-mail),
   * for a write that someone else's change refused; null when no one is known.
   */
  changedBy(table: string, id: string): Promise<string | null>;
  /** The wedding's recent activity, newest first, at most `limit` lines. */
  activity(limit: number): Promise<ActivityLine[]>;
}
