import type { AppConfig } from '@/lib/config';
import { withDemo } from '../demo';
import { lazyPort } from '../lazy-port';
import { signOutAcrossTabs } from '../sign-out-across-tabs';
import type { AuthSession, Backend, UserBackend } from '../types';
import { createLocalAuth } from './auth';
import { createLocalCollections } from './collections';
import { openLocalDb, type LocalDb } from './db';
import { createLocalFiles } from './files';
import { createLocalMailbox, deliverMail } from './mailbox';
import { createLocalProfile } from './profile';
import { contactMessageKey, timedId, type StoredContactMessage } from './staff-records';
import { createLocalWedding } from './wedding';

/** Data ports over IndexedDB for one user; also used for the demo user in cloud mode. */
export function createLocalUserBackend(db: LocalDb, session: AuthSession): UserBackend {
  const { id, email } = session.user;
  return {
    collections: createLocalCollections(db, id),
    profile: createLocalProfile(db, id, email),
    files: createLocalFiles(db, id),
    // Staff code loads when an admin page first asks for it.
    admin: lazyPort(() => import('./admin').then((m) => m.createLocalAdmin(db, id))),
    // Nothing sends e-mail from a browser: local mode offers mailto links instead.
    email: null,
    wedding: createLocalWedding(id),
    // One browser, one planner: its other tabs tell each other (lib/data/tab-sync.ts).
    live: null,
  };
}

export async function createLocalBackend(config: AppConfig): Promise<Backend> {
  const db = await openLocalDb();
  const auth = signOutAcrossTabs(
    withDemo(
      createLocalAuth(db, { confirmEmail: config.localConfirmEmail, origin: () => window.location.origin }),
    ),
  );
  const currentUserId = async () => {
    const session = await auth.getSession();
    // The demo account is nobody's vendor: it has no account record to hang an application on.
    return session && !session.user.isDemo ? session.user.id : null;
  };

  return {
    mode: 'local',
    auth,
    // The guests' pages (RSVP, website, invitation) load it; no signed-in page or sign-in form needs it first.
    public: lazyPort(() => import('./public').then((m) => m.createLocalPublic(db, currentUserId))),
    mailbox: createLocalMailbox(db),
    contact: {
      async send(message) {
        // The honeypot (a field people never see) filled in: a bot. Answered like a success, delivered nowhere.
        if (message.website?.trim()) return;
        const at = new Date().toISOString();
        const stored: StoredContactMessage = {
          id: timedId(at),
          name: message.name,
          email: message.email,
          subject: message.subject,
          message: message.message,
          createdAt: at,
          handledAt: null,
        };
        // Kept for the admins' Contact messages list, and mailed to the team's address in the local mailbox.
        await db.put('meta', stored, contactMessageKey(stored.id));
        await deliverMail(db, {
          to: 'hello@weddingplanner.app',
          subject: `Contact form: ${message.subject}`,
          body: `From: ${message.name} <${message.email}>\n\n${message.message}`,
          link: null,
        });
      },
    },
    vendorApplications: lazyPort(() =>
      import('./vendor-applications').then((m) => m.createLocalVendorApplications(db, currentUserId)),
    ),
    forUser: (session) => createLocalUserBackend(db, session),
  };
}
