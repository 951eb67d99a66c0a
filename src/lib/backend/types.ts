/**
 * The ports: everything the UI asks of a backend. Two adapters implement them — `local/` (IndexedDB, the
 * no-configuration default) and `supabase/` (cloud mode). Features never import an adapter; they get a
 * `Backend` from `useBackend()`.
 */

export type UserRole = 'user' | 'admin' | 'super_admin';
export type AuthProvider = 'email' | 'google' | 'facebook' | 'demo';

export interface AuthUser {
  id: string;
  email: string;
  fullName: string | null;
  provider: AuthProvider;
  /** ISO time the address was confirmed; null while unconfirmed. */
  confirmedAt: string | null;
  createdAt: string;
  isDemo: boolean;
}

export interface AuthSession {
  user: AuthUser;
  /** Bearer token for server calls (cloud: Supabase JWT; local and demo: null). */
  accessToken: string | null;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export type AuthEvent = 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED' | 'PASSWORD_RECOVERY';

/** Stable codes the UI maps to the spec's messages (lib/auth/auth-errors.ts). */
export type AuthErrorCode =
  | 'email_not_confirmed'
  | 'confirmation_required'
  | 'invalid_credentials'
  | 'email_already_in_use'
  | 'invalid_email'
  | 'weak_password'
  | 'password_too_long'
  | 'email_too_long'
  | 'popup_blocked'
  | 'oauth_unavailable'
  | 'session_missing'
  | 'invalid_link'
  | 'rate_limited'
  | 'network'
  | 'account_suspended'
  | 'unknown';

export class AuthError extends Error {
  readonly code: AuthErrorCode;
  constructor(code: AuthErrorCode, message?: string) {
    super(message ?? code);
    this.name = 'AuthError';
    this.code = code;
  }
}

export interface SignUpResult {
  /** True when the account must be confirmed by email before signing in. */
  needsConfirmation: boolean;
  session: AuthSession | null;
}

export interface AuthPort {
  /** The session as it stands at start-up (verified, never trusted blindly). */
  getSession(): Promise<AuthSession | null>;
  /** Subscribe to auth changes; returns an unsubscribe function. */
  onChange(listener: (event: AuthEvent, session: AuthSession | null) => void): () => void;
  signUp(input: { email: string; password: string; fullName?: string }): Promise<SignUpResult>;
  signIn(input: { email: string; password: string; remember: boolean }): Promise<AuthSession>;
  signOut(): Promise<void>;
  resendConfirmation(email: string): Promise<void>;
  requestPasswordReset(email: string): Promise<void>;
  /** Sets a new password for the signed-in (or recovering) user. */
  updatePassword(newPassword: string, currentPassword?: string): Promise<void>;
  signInWithOAuth(provider: 'google' | 'facebook'): Promise<void>;
  /** Completes an email-confirmation, recovery or OAuth redirect from the current URL. */
  completeRedirect(url: string): Promise<{ session: AuthSession | null; recovery: boolean }>;
  /**
   * Deletes the signed-in account and everything it owns (records, files, published files, public links, vendor
   * application, sessions), then signs out. `confirmation` is the account's email address as the user typed it;
   * anything else is refused, so a stray call can never delete an account.
   */
  deleteAccount(confirmation: string): Promise<void>;
}

/** A record kept in a collection: every record has a string id. */
export interface Entity {
  id: string;
}

/** What a list reads: a projection leaves heavy columns (an invitation's design) to `get`. */
export interface ListOptions {
  /** Only these fields of each record (always with `id`). */
  fields?: readonly string[];
}

/**
 * Records that go with a parent and must go when it goes: e.g. a household's guests (`{ table: 'guests', field:
 * 'householdId' }`). Cloud tables say the same with `on delete cascade` foreign keys; the local adapter removes
 * the children in the same transaction as the parent.
 */
export interface CascadeRule {
  table: string;
  /** The child's field holding the parent's id. */
  field: string;
  /** The child's own children, removed with it. */
  cascade?: readonly CascadeRule[];
}

export interface RemoveOptions {
  cascade?: readonly CascadeRule[];
}

export interface PutOptions {
  /**
   * The version (`versionOf`) of the record this write was based on. The store refuses the write with a
   * `VersionConflictError` when the record has been written since (`changed`) or is gone (`deleted`): a stale tab
   * never overwrites another tab's change, and an edit never brings back a record deleted elsewhere. Without it the
   * write is a plain insert-or-replace (a new record, an undone delete, a restored backup).
   */
  base?: string;
}

/** A write based on a version the record no longer has (see `PutOptions.base`). */
export class VersionConflictError extends Error {
  readonly reason: 'changed' | 'deleted';
  constructor(reason: 'changed' | 'deleted') {
    super(reason === 'changed' ? 'The record was changed elsewhere.' : 'The record was deleted elsewhere.');
    this.name = 'VersionConflictError';
    this.reason = reason;
  }
}

export interface PutManyOptions {
  /**
   * Place the records in the order given, after every record not among them, even those already stored (a restored
   * backup puts its lists back as they were). Otherwise a stored record keeps its place and a new one goes last.
   */
  inOrder?: boolean;
}

/** What `CollectionPort.take` removed, parents first: only the adapter that took it reads `position`. */
export interface TakenRecords {
  rows: readonly { table: string; record: Entity; position: number | string | null }[];
}

/**
 * The signed-in user's records of one kind. Every record `list`, `get` and `put` return carries its version beside
 * it (read with `versionOf`; see versions.ts): the store sets it on each write.
 */
export interface CollectionPort {
  list<T extends Entity>(table: string, options?: ListOptions): Promise<T[]>;
  /** One whole record, or null when there is none with that id. */
  get<T extends Entity>(table: string, id: string): Promise<T | null>;
  /** Insert or update by id; with `base`, only if the record still has that version. Returns the stored record. */
  put<T extends Entity>(table: string, item: T, options?: PutOptions): Promise<T>;
  /** Insert or update many records at once: all of them are stored, or (on any failure) none. */
  putMany<T extends Entity>(table: string, items: readonly T[], options?: PutManyOptions): Promise<T[]>;
  remove(table: string, id: string, options?: RemoveOptions): Promise<void>;
  /** Removes many records (and their cascaded children) at once: all of them, or (on any failure) none. */
  removeMany(table: string, ids: readonly string[], options?: RemoveOptions): Promise<void>;
  /**
   * Removes records like `removeMany` and hands back everything that went — the records, what cascaded from them,
   * and each one's place in its list — so `putBack` can undo the delete exactly.
   */
  take(table: string, ids: readonly string[], options?: RemoveOptions): Promise<TakenRecords>;
  /** Undoes a `take`: the same records under the same ids, each in the place it had, parents before children. */
  putBack(taken: TakenRecords): Promise<void>;
  /**
   * Gives a table its sample records once per user: unless it was seeded before, stores `items` and marks the
   * table seeded, so a user who deletes every sample never sees them return. A seed cut short (a reload in
   * the middle) is completed by the next call, never duplicated. True when it seeded now.
   */
  seed<T extends Entity>(table: string, items: T[]): Promise<boolean>;
  /** A one-time marker under `name`: true the first time, false ever after (e.g. an offer shown once). */
  claimSeed(name: string): Promise<boolean>;
}

export interface ProfileData {
  profile: { firstName: string; lastName: string; email: string; phone: string };
  wedding: {
    partnerFirstName: string;
    partnerLastName: string;
    weddingDate: string;
    guestCount: number | null;
    location: string;
  };
  notifications: {
    email: boolean;
    browser: boolean;
    reminders: boolean;
    weeklyUpdates: boolean;
    vendorMessages: boolean;
  };
  /** How long before each reminder it is alerted; whether alerts come at all is `notifications.browser`. */
  reminders: { frequency: string };
  budget: { total: number; currency: string };
  /** Per-task reminder switches for Upcoming Tasks, keyed by task id (default on). */
  taskReminders: Record<string, boolean>;
}

/** Some fields of some sections; the store merges them field by field (reminder switches key by key). */
export type ProfilePatch = {
  [K in Exclude<keyof ProfileData, 'taskReminders'>]?: Partial<ProfileData[K]>;
} & {
  taskReminders?: Record<string, boolean>;
};

export interface ProfilePort {
  get(): Promise<ProfileData | null>;
  save(patch: ProfilePatch): Promise<ProfileData>;
}

export interface FilePort {
  /** Stores a blob under a key of the user's; returns the key. */
  put(key: string, blob: Blob): Promise<string>;
  get(key: string): Promise<Blob | null>;
  remove(key: string): Promise<void>;
  /**
   * Publishes a blob that anyone holding its name can fetch and nobody can list: an invitation's image, named by the
   * invitation's 128-bit token (`invites/<token>.png`). Cloud: a public Storage bucket whose policies let only the
   * invitation's owner write that name; local: the owner's files in this browser.
   */
  publish(name: string, blob: Blob): Promise<void>;
  /** Reads back something this user published (null when there is none). */
  readPublished(name: string): Promise<Blob | null>;
  unpublish(name: string): Promise<void>;
}

export type UserStatus = 'active' | 'suspended' | 'pending';

export interface AdminUserRow {
  id: string;
  email: string;
  createdAt: string;
  lastSignInAt: string | null;
  /** Has an approved vendor application. */
  isVendor: boolean;
  isAdmin: boolean;
  role: UserRole;
  /** `pending`: signed up, email not yet confirmed. */
  status: UserStatus;
}

/** Percent change of each figure over the last 30 days against the 30 before; null when there is nothing to compare. */
export interface AdminTrends {
  totalUsers: number | null;
  activeUsers: number | null;
  newUsersToday: number | null;
  totalVendors: number | null;
}

export interface AdminStats {
  totalUsers: number;
  activeUsers: number;
  newUsersToday: number;
  /** Approved vendors. */
  totalVendors: number;
  trends: AdminTrends;
}

/** One page of a long list: `offset` rows skipped, at most `limit` returned. */
export interface PageRequest {
  offset: number;
  limit: number;
}

export interface Page<T> {
  items: T[];
  /** How many match in all. */
  total: number;
}

export interface AdminUserQuery extends PageRequest {
  /** Case-insensitive substring of the email. */
  search: string;
  status: UserStatus | 'all';
}

export interface AdminRecord {
  id: string;
  userId: string;
  email: string;
  role: 'admin' | 'super_admin';
  createdAt: string;
}

export type VendorApplicationStatus = 'pending' | 'approved' | 'rejected';

export interface VendorApplicationQuery extends PageRequest {
  status: VendorApplicationStatus | 'all';
}

export interface AdminContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  /** When an admin marked it handled; null while open. */
  handledAt: string | null;
}

export type AuditAction =
  | 'suspend_user'
  | 'activate_user'
  | 'delete_user'
  | 'make_admin'
  | 'remove_admin'
  | 'approve_vendor'
  | 'reject_vendor'
  | 'contact_handled'
  | 'contact_reopened'
  | 'contact_deleted';

/** One admin action: who did what to whom, when. Emails are kept as they were, so the record outlives accounts. */
export interface AuditEntry {
  id: string;
  at: string;
  actorEmail: string | null;
  action: AuditAction;
  targetEmail: string | null;
  /** What else identifies the target (a business name, a message's subject). */
  detail: string | null;
}

/**
 * Staff functions. Every one is refused by the backend itself unless the caller is an admin (changing admins: a
 * super admin); the last super admin can be neither removed, demoted, suspended nor deleted.
 */
export interface AdminPort {
  myRole(): Promise<UserRole>;
  stats(): Promise<AdminStats>;
  /** Newest first. */
  listUsers(query: AdminUserQuery): Promise<Page<AdminUserRow>>;
  setSuspended(userId: string, suspended: boolean): Promise<void>;
  /** Deletes the account and everything it owns. */
  deleteUser(userId: string): Promise<void>;
  makeAdmin(userId: string): Promise<void>;
  removeAdmin(userId: string): Promise<void>;
  /** Spec §6/§7: newest first. */
  listAdmins(): Promise<AdminRecord[]>;
  /** Oldest first, so applications are reviewed in the order they came. */
  listApplications(query: VendorApplicationQuery): Promise<Page<VendorApplicationRecord>>;
  reviewApplication(id: string, decision: 'approved' | 'rejected', note: string): Promise<void>;
  /** Newest first. */
  listContactMessages(query: PageRequest): Promise<Page<AdminContactMessage>>;
  setContactHandled(id: string, handled: boolean): Promise<void>;
  /** For good (spam, or handled and no longer needed); the audit trail keeps the sender and subject. */
  deleteContactMessage(id: string): Promise<void>;
  /** Newest first. */
  listAudit(query: PageRequest): Promise<Page<AuditEntry>>;
}

export interface VendorApplication {
  businessName: string;
  contactName: string;
  email: string;
  phone: string;
  website: string;
  category: string;
  description: string;
  location: string;
  serviceArea: string;
  priceRange: string;
}

/** An application as stored: its applicant, where review stands, and the admin's note. */
export interface VendorApplicationRecord extends VendorApplication {
  id: string;
  userId: string;
  status: VendorApplicationStatus;
  /** What the admin wrote when approving or rejecting ('' when nothing). */
  reviewNote: string;
  createdAt: string;
  reviewedAt: string | null;
}

/** An approved vendor as couples see it in "Find vendors". */
export type VendorProfile = VendorApplication & { id: string };

export interface VendorDirectoryQuery extends PageRequest {
  category: string | 'all';
  /** Case-insensitive substring of the location. */
  location: string;
}

/** Why an application was refused, in words the applicant can act on (`message`). */
export class VendorApplicationError extends Error {
  readonly code: 'already_applied' | 'sign_in_required' | 'invalid' | 'not_editable' | 'not_found';
  constructor(code: VendorApplicationError['code'], message: string) {
    super(message);
    this.name = 'VendorApplicationError';
    this.code = code;
  }
}

export interface VendorApplicationPort {
  /** Stored `pending` whatever is sent; one application per account. */
  submit(application: VendorApplication): Promise<{ id: string; status: 'pending' }>;
  mine(): Promise<VendorApplicationRecord | null>;
  /** Changes the signed-in user's application while it is pending. */
  update(application: VendorApplication): Promise<VendorApplicationRecord>;
  /** Removes the signed-in user's application. */
  withdraw(): Promise<void>;
  /** Approved vendors only, by business name. */
  directory(query: VendorDirectoryQuery): Promise<Page<VendorProfile>>;
}

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The honeypot: a field people never see. Filled (by a bot), the message is dropped as if it were sent. */
  website?: string;
  /** Cloud mode with a CAPTCHA configured: the Turnstile token the form got. */
  captchaToken?: string;
}

/** A contact message the server refused for a reason the sender can act on; `message` says what to do. */
export class ContactError extends Error {
  readonly code: 'rate_limited' | 'busy' | 'captcha_failed' | 'invalid';
  constructor(code: ContactError['code'], message: string) {
    super(message);
    this.name = 'ContactError';
    this.code = code;
  }
}

export interface ContactPort {
  send(message: ContactMessage): Promise<void>;
}

/** An email the app "sent" in local mode, shown at /dev/mailbox. */
export interface MailItem {
  id: string;
  to: string;
  subject: string;
  body: string;
  /** A link inside the app the mail asks the reader to open (confirmation, reset). */
  link: string | null;
  sentAt: string;
  read: boolean;
}

export interface MailboxPort {
  list(): Promise<MailItem[]>;
  markRead(id: string): Promise<void>;
  clear(): Promise<void>;
}

/** An invitation as a guest with its link sees it. */
export interface PublicInvite {
  id: string;
  name: string;
  /** YYYY-MM-DD, when the couple set one. */
  date: string | null;
  templateId: string | null;
  /** The couple's names and the venue, as the couple wrote them for this invitation. */
  hosts: string | null;
  venue: string | null;
  /** Where the rendered invitation can be fetched (a public Storage address, or a blob: address locally). */
  imageUrl: string | null;
}

/**
 * What signed-out visitors read and write by an unguessable token or a slug from a link the couple shared. In
 * cloud mode through `security definer` functions in the `api` schema (anonymous callers have no table access at
 * all); locally through an index from token or slug to the owning account, so the pages work in the browser that
 * holds the data.
 */
export interface PublicPort {
  invite(token: string): Promise<PublicInvite | null>;
  /**
   * One household's RSVP by its link's token: the couple's names and date, the events the household is invited
   * to, its guests and their answers. Opening it marks the household's link as opened. Null for a wrong token.
   */
  rsvp(token: string): Promise<PublicRsvp | null>;
  /** Stores a household's answers (exactly that household's); a repeat of the same reply changes nothing. */
  submitRsvp(token: string, reply: RsvpReply): Promise<RsvpResult>;
  /** A couple's published wedding website by its slug, with its public events and registry; null otherwise. */
  website(slug: string): Promise<PublicWebsite | null>;
  /**
   * A guest who lost their link finds their household on the couple's website by full name: a guest's first name
   * and a last name in the same household. Answers with the household's link token and nothing else.
   */
  findHousehold(slug: string, fullName: string): Promise<FindHouseholdResult>;
  /** Marks a gift on the website's registry as bought, with the buyer's name kept for the couple only. */
  markGiftBought(slug: string, itemId: string, buyerName: string | null): Promise<MarkGiftResult>;
}

export type RsvpStatus = 'awaiting' | 'attending' | 'declined';

/** An event as guests see it (a household's invitation, or the website's schedule of public events). */
export interface PublicEvent {
  id: string;
  name: string;
  /** YYYY-MM-DD; null when the couple left it as the wedding day and set no wedding date. */
  date: string | null;
  /** HH:MM. */
  startTime: string | null;
  venue: string | null;
  address: string | null;
  dressCode: string | null;
}

export interface PublicRsvpGuest {
  id: string;
  firstName: string;
  lastName: string | null;
  isChild: boolean;
  plusOneAllowed: boolean;
  /** For a plus-one: the guest who brings them. */
  plusOneOf: string | null;
  meal: string | null;
  dietary: string | null;
  /** Event id → answer, for each event this guest is invited to. */
  answers: Record<string, RsvpStatus>;
}

export interface PublicRsvp {
  householdName: string;
  /** "Priya & Arjun" from the couple's profile, or '' when they gave no names. */
  coupleNames: string;
  weddingDate: string | null;
  /** The last day answers are taken (YYYY-MM-DD), or null for no deadline. */
  deadline: string | null;
  /** Past the deadline: the page shows the answers and says it is closed. */
  closed: boolean;
  /** The couple's menu, for each guest's meal choice (empty: no meal question). */
  mealOptions: string[];
  message: string | null;
  respondedAt: string | null;
  /** The events at least one guest of the household is invited to, in date order. */
  events: PublicEvent[];
  guests: PublicRsvpGuest[];
  /** The couple's website, when it is published. */
  websiteSlug: string | null;
}

export interface RsvpPlusOne {
  firstName: string;
  lastName: string | null;
  meal: string | null;
  dietary: string | null;
}

/** A household's reply: per guest, an answer for each event they are invited to. */
export interface RsvpReply {
  guests: {
    id: string;
    answers: Record<string, 'attending' | 'declined'>;
    meal: string | null;
    dietary: string | null;
    /** A named plus-one, where the guest may bring one; null removes one named before. */
    plusOne: RsvpPlusOne | null;
  }[];
  message: string | null;
}

export type RsvpResult = 'saved' | 'closed' | 'not_found' | 'rate_limited';

/**
 * A guest's reply or mark the store refused as malformed or over a limit (a name too long, a meal off the menu, an
 * event the guest is not invited to). Nothing of it was kept.
 */
export class PublicInputError extends Error {
  constructor(message = 'Some answers could not be saved.') {
    super(message);
    this.name = 'PublicInputError';
  }
}

export interface PublicGift {
  id: string;
  name: string;
  price: number;
  category: string | null;
  url: string | null;
  imageUrl: string | null;
  bought: boolean;
}

export interface PublicWebsite {
  slug: string;
  /** The couple's names (the site's own title when they set one). */
  title: string;
  weddingDate: string | null;
  story: string | null;
  travel: string | null;
  stay: string | null;
  faq: { question: string; answer: string }[];
  /** The couple's public events, in date order. */
  events: PublicEvent[];
  /** The registry, when the couple shows it on the site; null when they don't. */
  registry: PublicGift[] | null;
  /** The currency of the registry's prices: the couple's (their budget's). */
  currency: string;
  /** Whether search engines may index the site (off unless the couple opts in). */
  indexable: boolean;
  rsvpDeadline: string | null;
}

export type FindHouseholdResult =
  { status: 'found'; token: string } | { status: 'not_found' | 'ambiguous' | 'rate_limited' };

export type MarkGiftResult = 'bought' | 'already_bought' | 'not_found' | 'rate_limited';

/** Sending a household its RSVP link by e-mail: cloud mode only, through the `send-email` Edge Function. */
export interface GuestEmailPort {
  /**
   * Sends each household (by id) its link, to the addresses on it (as a reminder to answer when `reminder`; with the
   * link to an invitation card when `inviteToken` names one); returns how many e-mails went out and how many
   * households were skipped (no address).
   */
  sendRsvpLinks(
    householdIds: readonly string[],
    options?: { reminder?: boolean; inviteToken?: string | null },
  ): Promise<{ sent: number; skipped: number }>;
}

/** Why an e-mail could not be sent, in words the couple can act on (`not_configured`: no provider set up). */
export class EmailError extends Error {
  readonly code: 'not_configured' | 'rate_limited' | 'failed';
  constructor(code: EmailError['code'], message: string) {
    super(message);
    this.name = 'EmailError';
    this.code = code;
  }
}

export interface Backend {
  mode: 'local' | 'cloud';
  auth: AuthPort;
  /** Reads and writes by token or slug, for visitors with a link; needs no session. */
  public: PublicPort;
  contact: ContactPort;
  vendorApplications: VendorApplicationPort;
  /** Only in local mode. */
  mailbox: MailboxPort | null;
  /** Data ports for a signed-in user (the demo user always gets the local adapter). */
  forUser(session: AuthSession): UserBackend;
}

export interface UserBackend {
  collections: CollectionPort;
  profile: ProfilePort;
  files: FilePort;
  admin: AdminPort;
  /** E-mail to guests; null where nothing can send it (local mode, the demo account). */
  email: GuestEmailPort | null;
}
