/** The wedding port: which wedding the signed-in pages show and write (issue 30: the wedding owns the plan). */

export type WeddingRole = 'owner' | 'partner' | 'planner' | 'family';

export interface WeddingChoice {
  id: string;
  /** What the header names it by: the wedding's name, else the couple's first names, else the owner's e-mail. */
  label: string;
  /** The signed-in user's role in it. */
  role: WeddingRole;
}

export interface WeddingPort extends WeddingMembersPort {
  /** Whether this store can share a wedding with other people (cloud mode); a local wedding lives in one browser. */
  readonly shared: boolean;
  /** The wedding the pages show: the one chosen last on this device if still a member, else the first listed. */
  current(): Promise<WeddingChoice>;
  /** Every wedding the user is in: owned first, then by when they joined. */
  list(): Promise<WeddingChoice[]>;
  /** Remember `id` as this device's choice. The data already read belongs to the old one: the caller reloads. */
  choose(id: string): void;
}

/** The roles a join link offers: the owner changes only by handing the wedding over. */
export type InviteRole = Exclude<WeddingRole, 'owner'>;

export interface WeddingMember {
  userId: string;
  /** First and last name from their profile, else their e-mail. */
  name: string;
  email: string;
  role: WeddingRole;
  /** ISO timestamp. */
  joinedAt: string;
}

/** A join link not yet used, revoked or expired. */
export interface PendingJoinLink {
  id: string;
  role: InviteRole;
  /** The address it was sent to, if any. */
  email: string | null;
  /** ISO timestamp. */
  expiresAt: string;
}

/**
 * Planning together (issue 30, item 3): the members of the current wedding and the ways in and out. Cloud mode only;
 * a local wedding refuses every one in words (LOCAL_ONLY).
 */
export interface WeddingMembersPort {
  /** The current wedding's members: owner, partners, planners, family, each by when they joined. */
  members(): Promise<WeddingMember[]>;
  /** Its open join links, newest first (owner and partner only). */
  pendingLinks(): Promise<PendingJoinLink[]>;
  /** A single-use link for `role` (7 days), optionally naming who it is for; its URL is shown once. */
  createLink(role: InviteRole, email?: string): Promise<PendingJoinLink & { url: string }>;
  revokeLink(id: string): Promise<void>;
  /** Creates a link for `email` and sends it by e-mail (the `send-email` function). */
  invite(email: string, role: InviteRole): Promise<PendingJoinLink>;
  /** Joins the wedding a link's token is for; answers that wedding's id (the caller chooses it and reloads). */
  accept(token: string): Promise<string>;
  setRole(userId: string, role: InviteRole): Promise<void>;
  remove(userId: string): Promise<void>;
  /** Makes `userId` the owner; the caller becomes a partner. */
  transfer(userId: string): Promise<void>;
  /** The caller leaves the current wedding (an owner's passes to a partner). The caller reloads. */
  leave(): Promise<void>;
}

export const LOCAL_ONLY = 'Planning together needs a cloud account.';
