import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { MailItem, ProfileData } from '../types';
import { chatIntoConversations } from './upgrades';

/** One IndexedDB database holds everything local mode keeps. Bump VERSION and extend `upgrade` to migrate. */
export interface LocalAccount {
  id: string;
  email: string; // normalised: trimmed, lower-case
  fullName: string | null;
  passwordHash: string; // base64 PBKDF2-SHA256
  salt: string; // base64
  iterations: number;
  role: 'user' | 'admin' | 'super_admin';
  status: 'active' | 'suspended' | 'pending';
  confirmedAt: string | null;
  createdAt: string;
  lastSignInAt: string | null;
  /** Wrong passwords since the last good sign-in (absent on accounts made before the lockout existed). */
  failedSignIns?: number;
  /** Epoch ms until which sign-in is refused after too many wrong passwords. */
  lockedUntil?: number | null;
  /** When a super admin made this account an admin (the list of admins is newest first). */
  adminSince?: string | null;
}

export interface LocalSessionRecord {
  token: string;
  userId: string;
  expiresAt: number;
}

export interface LocalTokenRecord {
  token: string;
  userId: string;
  kind: 'confirm' | 'reset';
  expiresAt: number;
}

export interface LocalRecord {
  userId: string;
  table: string;
  id: string;
  data: unknown;
  /** When the record was first written: its place in its list. */
  updatedAt: number;
  /** The record's version, new on every write (absent on records written before versions existed). */
  version?: string;
}

export interface WeddingDb extends DBSchema {
  accounts: { key: string; value: LocalAccount; indexes: { email: string } };
  sessions: { key: string; value: LocalSessionRecord };
  tokens: { key: string; value: LocalTokenRecord };
  mailbox: { key: string; value: MailItem };
  records: { key: [string, string, string]; value: LocalRecord; indexes: { byTable: [string, string] } };
  profiles: { key: string; value: { userId: string; data: ProfileData } };
  files: { key: [string, string]; value: { userId: string; key: string; blob: Blob } };
  /**
   * Small flags and staff records: seeded markers (`seed:<userId>:<table>`), vendor applications, contact messages,
   * the admin audit trail (local/staff-records.ts). A key that belongs to one user carries the user's id as one of
   * its `:`-separated parts, so deleting the account finds it.
   */
  meta: { key: string; value: unknown };
  /**
   * Public keys (an invitation's token, a household's RSVP token, a website's slug) to the record that owns
   * them, so a signed-out visitor in this browser can open a public page: `<table>:<key>` → owner and record.
   */
  publicKeys: { key: string; value: LocalPublicKey };
}

export interface LocalPublicKey {
  userId: string;
  table: string;
  id: string;
}

export const DB_NAME = 'wedding-planner';
const VERSION = 3;

export type LocalDb = IDBPDatabase<WeddingDb>;

let dbPromise: Promise<LocalDb> | null = null;

export function openLocalDb(): Promise<LocalDb> {
  dbPromise ??= openDB<WeddingDb>(DB_NAME, VERSION, {
    async upgrade(db, oldVersion, _newVersion, transaction) {
      if (oldVersion < 1) createVersion1(db);
      if (oldVersion < 2) db.createObjectStore('publicKeys');
      if (oldVersion < 3) await chatIntoConversations(transaction);
    },
  });
  return dbPromise;
}

function createVersion1(db: IDBPDatabase<WeddingDb>) {
  const accounts = db.createObjectStore('accounts', { keyPath: 'id' });
  accounts.createIndex('email', 'email', { unique: true });
  db.createObjectStore('sessions', { keyPath: 'token' });
  db.createObjectStore('tokens', { keyPath: 'token' });
  db.createObjectStore('mailbox', { keyPath: 'id' });
  const records = db.createObjectStore('records', { keyPath: ['userId', 'table', 'id'] });
  records.createIndex('byTable', ['userId', 'table']);
  db.createObjectStore('profiles', { keyPath: 'userId' });
  db.createObjectStore('files', { keyPath: ['userId', 'key'] });
  db.createObjectStore('meta');
}

/** Tests use a fresh database per case. */
export async function resetLocalDbForTests(): Promise<void> {
  if (dbPromise) (await dbPromise).close();
  dbPromise = null;
  await new Promise<void>((resolve, reject) => {
    const req = indexedDB.deleteDatabase(DB_NAME);
    req.onsuccess = () => resolve();
    req.onerror = () => reject(req.error);
    req.onblocked = () => resolve();
  });
}
