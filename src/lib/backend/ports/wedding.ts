/** The wedding port: which wedding the signed-in pages show and write (issue 30: the wedding owns the plan). */

export type WeddingRole = 'owner' | 'partner' | 'planner' | 'family';

export interface WeddingChoice {
  id: string;
  /** What the header names it by: the wedding's name, else the couple's first names, else the owner's e-mail. */
  label: string;
  /** The signed-in user's role in it. */
  role: WeddingRole;
}

export interface WeddingPort {
  /** Whether this store can share a wedding with other people (cloud mode); a local wedding lives in one browser. */
  readonly shared: boolean;
  /** The wedding the pages show: the one chosen last on this device if still a member, else the first listed. */
  current(): Promise<WeddingChoice>;
  /** Every wedding the user is in: owned first, then by when they joined. */
  list(): Promise<WeddingChoice[]>;
  /** Remember `id` as this device's choice. The data already read belongs to the old one: the caller reloads. */
  choose(id: string): void;
}
