/**
 * The ports: everything the UI asks of a backend, one file per port in `ports/`. Two adapters implement them —
 * `local/` (IndexedDB, the no-configuration default) and `supabase/` (cloud mode). Features never import an adapter.
 */
import type { AuthPort, AuthSession } from './ports/auth';
import type { CollectionPort } from './ports/collections';
import type { ContactPort } from './ports/contact';
import type { GuestEmailPort } from './ports/email';
import type { FilePort } from './ports/files';
import type { LivePort } from './ports/live';
import type { MailboxPort } from './ports/mailbox';
import type { ProfilePort } from './ports/profile';
import type { PublicPort } from './ports/public';
import type { AdminPort } from './ports/admin';
import type { VendorApplicationPort } from './ports/vendor-applications';
import type { WeddingPort } from './ports/wedding';

export * from './ports/admin';
export * from './ports/auth';
export * from './ports/collections';
export * from './ports/contact';
export * from './ports/email';
export * from './ports/files';
export * from './ports/live';
export * from './ports/mailbox';
export * from './ports/page';
export * from './ports/profile';
export * from './ports/public';
export * from './ports/vendor-applications';
export * from './ports/wedding';

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
  /** Which wedding the pages show: one in local mode, any the user is a member of in the cloud. */
  wedding: WeddingPort;
  /** Other members' changes to a wedding planned together (the cloud's Realtime); null where one person plans (local). */
  live: LivePort | null;
}
