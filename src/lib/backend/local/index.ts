import type { AppConfig } from '@/lib/config';
import { shortId } from '@/lib/ids';
import { withDemo } from '../demo';
import type { AuthSession, Backend, UserBackend, VendorApplication } from '../types';
import { createLocalAdmin } from './admin';
import { createLocalAuth } from './auth';
import { createLocalCollections } from './collections';
import { openLocalDb, type LocalDb } from './db';
import { createLocalFiles } from './files';
import { createLocalMailbox, deliverMail } from './mailbox';
import { createLocalProfile } from './profile';
import { createLocalPublic } from './public';

/** Data ports over IndexedDB for one user; also used for the demo user in cloud mode. */
export function createLocalUserBackend(db: LocalDb, session: AuthSession): UserBackend {
  const { id, email } = session.user;
  return {
    collections: createLocalCollections(db, id),
    profile: createLocalProfile(db, id, email),
    files: createLocalFiles(db, id),
    admin: createLocalAdmin(db, id),
    // Nothing sends e-mail from a browser: local mode offers mailto links instead.
    email: null,
  };
}

type StoredApplication = VendorApplication & {
  id: string;
  userId: string | null;
  status: 'pending';
  createdAt: string;
};

export async function createLocalBackend(config: AppConfig): Promise<Backend> {
  const db = await openLocalDb();
  const auth = withDemo(
    createLocalAuth(db, { confirmEmail: config.localConfirmEmail, origin: () => window.location.origin }),
  );
  const applications = async () =>
    ((await db.get('meta', 'vendor-applications')) as StoredApplication[] | undefined) ?? [];
  const currentUserId = async () => (await auth.getSession())?.user.id ?? null;

  return {
    mode: 'local',
    auth,
    public: createLocalPublic(db, currentUserId),
    mailbox: createLocalMailbox(db),
    contact: {
      async send(message) {
        // The honeypot (a field people never see) filled in: a bot. Answered like a success, delivered nowhere.
        if (message.website?.trim()) return;
        await deliverMail(db, {
          to: 'hello@weddingplanner.app',
          subject: `Contact form: ${message.subject}`,
          body: `From: ${message.name} <${message.email}>\n\n${message.message}`,
          link: null,
        });
      },
    },
    vendorApplications: {
      async submit(application) {
        const stored: StoredApplication = {
          ...application,
          id: shortId(),
          userId: await currentUserId(),
          status: 'pending',
          createdAt: new Date().toISOString(),
        };
        await db.put('meta', [...(await applications()), stored], 'vendor-applications');
        return { id: stored.id, status: 'pending' };
      },
      async mine() {
        const userId = await currentUserId();
        return (userId && (await applications()).find((a) => a.userId === userId)) || null;
      },
    },
    forUser: (session) => createLocalUserBackend(db, session),
  };
}
