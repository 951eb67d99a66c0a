/**
 * The two backends the contract suite runs its cases on, behind one shape: ports for two couples, fresh for every
 * test. Local: the IndexedDB adapter on fake-indexeddb. Cloud: the Supabase adapter on a supabase-js client answered
 * by PGlite with the real migrations (tests/db/rest-bridge.ts), so RLS, triggers, constraints and SQL functions run
 * for real.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createLocalCollections } from '../../src/lib/backend/local/collections';
import { openLocalDb, resetLocalDbForTests, type LocalDb } from '../../src/lib/backend/local/db';
import { createLocalPublic } from '../../src/lib/backend/local/public';
import { createLocalProfile } from '../../src/lib/backend/local/profile';
import { createSupabaseCollections } from '../../src/lib/backend/supabase/collections';
import { createSupabasePublic } from '../../src/lib/backend/supabase/public';
import { createSupabaseProfile } from '../../src/lib/backend/supabase/profile';
import type { WeddingPort } from '../../src/lib/backend/ports/wedding';
import { fakeWedding } from '../../src/lib/backend/fake-wedding';
import type { Cascade } from '../../src/lib/backend/relations';
import type { CollectionPort, ProfilePort, PublicPort } from '../../src/lib/backend/types';
import {
  handleSendEmailRequest,
  type InvitationLinkClaim,
} from '../../supabase/functions/send-email/handler';
import { asRole, createAuthUser, createDb, ids, type Db } from '../db/harness';
import { restOverPglite } from '../db/rest-bridge';

/** Where the app is served, as the links in guests' e-mails name it. */
const SITE_URL = 'https://planner.example';

export interface Couple {
  userId: string;
  collections: CollectionPort;
  profile: ProfilePort;
}

export interface Subject {
  name: 'local' | 'cloud';
  /** Two couples who share the backend (and a browser, locally) but nothing else. */
  couples(): Promise<{ a: Couple; b: Couple }>;
  /** What a visitor with a link reaches. */
  visitor(): PublicPort;
  /**
   * The e-mails guests were sent through the visitor's port ("find your invitation"): locally the browser's mailbox;
   * in the cloud what the `send-email` function gave its provider.
   */
  mailsSent(): Promise<{ to: string; link: string | null }[]>;
  /**
   * From now until the test ends, every write of a record to `table` fails inside the store (locally an IndexedDB
   * put that throws, as a full disk does; in the cloud a trigger that raises): a batch that reaches it must leave
   * nothing written.
   */
  refuseWritesTo(table: string): Promise<void>;
}

export interface SubjectOptions {
  /** Local only: the cascades the adapter follows (a planted divergence leaves one out). */
  cascades?: readonly Cascade[];
}

/** The local adapter, a fresh database for every test. */
export function localSubject(options: SubjectOptions = {}): Subject {
  let db: LocalDb;
  beforeEach(async () => {
    await resetLocalDbForTests();
    db = await openLocalDb();
  });
  const couple = (userId: string): Couple => ({
    userId,
    collections: createLocalCollections(db, userId, options),
    profile: createLocalProfile(db, userId, `${userId}@example.com`),
  });
  const realPut = IDBObjectStore.prototype.put;
  afterEach(() => {
    IDBObjectStore.prototype.put = realPut;
  });
  return {
    name: 'local',
    couples: async () => ({ a: couple(ids.alice), b: couple(ids.bob) }),
    visitor: () => createLocalPublic(db, undefined, () => SITE_URL),
    mailsSent: async () => (await db.getAll('mailbox')).map((m) => ({ to: m.to, link: m.link })),
    async refuseWritesTo(table) {
      IDBObjectStore.prototype.put = function (
        this: IDBObjectStore,
        ...args: Parameters<IDBObjectStore['put']>
      ) {
        if (this.name === 'records' && (args[0] as { table?: string }).table === table)
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return realPut.apply(this, args);
      };
    },
  };
}

/** The wedding each couple owns (every account gets one at sign-up), as the browser's wedding port names it. */
function ownWedding(db: Db, userId: string): WeddingPort {
  const own = async () => {
    const { rows } = await db.query<{ id: string }>(
      `select wedding_id as id from public.wedding_members where user_id = $1 and role = 'owner'`,
      [userId],
    );
    return { id: rows[0].id, label: userId, role: 'owner' as const };
  };
  return { ...fakeWedding([]), current: own, list: async () => [await own()] };
}

/** The cloud adapter on PGlite: one database for the file, one rolled-back transaction for every test. */
export function cloudSubject(): Subject {
  let db: Db;
  beforeAll(async () => {
    db = await createDb();
  }, 60_000);
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.exec('begin');
    await createAuthUser(db, { id: ids.alice, email: 'alice@example.com' });
    await createAuthUser(db, { id: ids.bob, email: 'bob@example.com' });
  });
  afterEach(() => db.exec('rollback'));
  const couple = (userId: string): Couple => {
    const { client } = restOverPglite(db, { userId });
    const wedding = ownWedding(db, userId);
    return {
      userId,
      collections: createSupabaseCollections(client, wedding),
      profile: createSupabaseProfile(client, userId, `${userId}@example.com`, wedding),
    };
  };
  // The `send-email` function as it runs for a guest: Postgres with the secret key, a provider that keeps the mail.
  let mails: { to: string; link: string | null }[] = [];
  let sending: Promise<unknown>[] = [];
  beforeEach(() => {
    mails = [];
    sending = [];
  });
  const sendEmail = (request: Request) =>
    handleSendEmailRequest(request, {
      allowedOrigins: [],
      siteUrl: SITE_URL,
      provider: { apiKey: 're_test', from: 'RSVP <rsvp@planner.example>' },
      cronSecret: '',
      verifyUser: async () => null,
      loadHouseholds: () => Promise.reject(new Error('not for guests')),
      claimQuota: () => Promise.reject(new Error('not for guests')),
      markSent: () => Promise.reject(new Error('not for guests')),
      claimDueReminders: () => Promise.reject(new Error('not for guests')),
      releaseReminder: () => Promise.reject(new Error('not for guests')),
      createWeddingInvitation: () => Promise.reject(new Error('not for guests')),
      claimInvitationLink: (callerHash, slug, fullName) =>
        asRole(db, 'service_role', { role: 'service_role' }, async (tx) => {
          const { rows } = await tx.query<{ r: InvitationLinkClaim }>(
            'select public.claim_invitation_link($1, $2, $3) as r',
            [callerHash, slug, fullName],
          );
          return rows[0]!.r;
        }),
      afterResponse: (work) => void sending.push(work),
      fetch: (async (_url: RequestInfo | URL, init?: RequestInit) => {
        const { to, text } = JSON.parse(String(init!.body)) as { to: string[]; text: string };
        mails.push({ to: to.join(', '), link: /https?:\/\/\S+\/rsvp\/\S+/.exec(text)?.[0] ?? null });
        return new Response('{}');
      }) as typeof fetch,
    });
  return {
    name: 'cloud',
    couples: async () => ({ a: couple(ids.alice), b: couple(ids.bob) }),
    visitor: () => createSupabasePublic(restOverPglite(db, 'anon', { 'send-email': sendEmail }).client),
    async mailsSent() {
      await Promise.all(sending);
      return mails;
    },
    // Made inside the test's transaction, so the rollback after the test takes it away.
    async refuseWritesTo(table) {
      await db.exec(`
        create or replace function public.refuse_for_test() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test'; end $$;
        create trigger zz_refuse_for_test before insert or update on public.${table}
          for each row execute function public.refuse_for_test();`);
    },
  };
}
