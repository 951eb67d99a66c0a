import { z } from '@/lib/zod';
import type { Entity } from '@/lib/backend';
import type { CollectionDef } from '@/lib/data';

/**
 * A backup is one zip (docs/architecture.md §7), readable without the app:
 *
 *     manifest.json            what the file holds: format, version, when, from which mode, counts, files
 *     profile.json             the couple's profile, wedding details, preferences and budget total
 *     collections/<table>.json each collection's records, in list order, as the collection's schema reads them
 *     files/<key>              the files records point at (mood-board images, contracts, invitation uploads)
 *     published/<name>         what guests fetch by an invitation's link (its rendered card)
 *
 * A newer app can read an older format; `BACKUP_VERSION` goes up only when an older app could not read the file.
 */
export const BACKUP_FORMAT = 'wedding-planner-backup';
export const BACKUP_VERSION = 1;

/** What a feature tells the backup about one of its collections (assembled in one list by the settings feature). */
export interface BackupCollection<T extends Entity = Entity> {
  def: CollectionDef<T, Entity>;
  /** What the restore summary calls the records, e.g. "Songs". */
  label: string;
  /** The FilePort keys a record points at; they travel with it. */
  files?: (record: T) => readonly string[];
  /** The published names (FilePort.publish) a record owns, e.g. an invitation's card. */
  published?: (record: T) => readonly string[];
  /**
   * The record with fresh public keys (an invitation's link token). Tokens are unique across every account, so a
   * record restored into an account that does not hold it yet gets new ones; its published files follow, pairwise.
   */
  rekey?: (record: T) => T;
}

/** Erases a collection's record type so specs of different collections fit one list. */
export const backupCollection = <T extends Entity>(spec: BackupCollection<T>) =>
  spec as unknown as BackupCollection;

/** Files are stored as what the app accepts anywhere: pictures a browser shows only as images, and PDF. */
export const FILE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export type FileType = (typeof FILE_TYPES)[number];

/** A relative key of the app's own making ("contracts/v1/quote.pdf"): no absolute paths, no dot-segments. */
export const fileKeySchema = z.string().check(
  z.minLength(1),
  z.maxLength(1024),
  z.regex(/^[\w.-]+(\/[\w.-]+)*$/, 'not a file name the app makes'),
  z.refine(
    (key) => key.split('/').every((part) => part !== '.' && part !== '..'),
    'not a file name the app makes',
  ),
);

const isoTime = z.string().check(
  z.maxLength(64),
  z.refine((v) => !Number.isNaN(Date.parse(v)), 'not a time'),
);
const tableName = z.string().check(z.regex(/^[a-z][a-z0-9_]{0,62}$/));
const entry = z.object({ type: z.enum(FILE_TYPES), size: z.int().check(z.gte(0)) });

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: isoTime,
  mode: z.enum(['local', 'cloud']),
  collections: z.record(tableName, z.object({ count: z.int().check(z.gte(0)) })),
  files: z.array(z.extend(entry, { key: fileKeySchema })).check(z.maxLength(20_000)),
  published: z.array(z.extend(entry, { name: fileKeySchema })).check(z.maxLength(20_000)),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** Sizes that keep a hostile file (a zip bomb) from exhausting the tab before it is refused. */
export const LIMITS = {
  /** The backup file itself. */
  archiveBytes: 1024 * 1024 * 1024,
  /** Everything inside, unpacked. */
  totalBytes: 1536 * 1024 * 1024,
  /** One collection's JSON. */
  jsonBytes: 256 * 1024 * 1024,
  /** One stored file (the app's own uploads stop at 10 MB; a generated image is smaller). */
  fileBytes: 25 * 1024 * 1024,
  entries: 50_000,
  recordsPerCollection: 100_000,
} as const;

export const paths = {
  manifest: 'manifest.json',
  profile: 'profile.json',
  collection: (table: string) => `collections/${table}.json`,
  file: (key: string) => `files/${key}`,
  published: (name: string) => `published/${name}`,
};

/** A file's real type from its first bytes, so a page saved as "contract.pdf" is refused rather than restored. */
export function sniffType(bytes: Uint8Array): FileType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x52, 0x49, 0x46, 0x46) && [0x57, 0x45, 0x42, 0x50].every((b, i) => bytes[8 + i] === b))
    return 'image/webp';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  return null;
}

/** The profile sections a backup carries; the sign-in email is the account's own and never travels. */
export const PROFILE_SECTIONS = [
  'profile',
  'wedding',
  'notifications',
  'reminders',
  'budget',
  'ai',
  'taskReminders',
] as const;
