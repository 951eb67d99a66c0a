import { strFromU8, unzipSync, type Unzipped } from 'fflate';
import { z } from '@/lib/zod';
import type { Entity, ProfileData } from '@/lib/backend';
import {
  aiSectionSchema,
  budgetSectionSchema,
  notificationsSectionSchema,
  profileSectionSchema,
  remindersSectionSchema,
  weddingSectionSchema,
} from '@/lib/data';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  LIMITS,
  manifestSchema,
  paths,
  sniffType,
  type BackupCollection,
  type BackupManifest,
  type FileType,
} from './format';

/** Why a file cannot be restored, in words for the couple. Nothing has been written when it is thrown. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export type BackupProfile = Partial<Omit<ProfileData, 'profile'>> & {
  profile?: Omit<ProfileData['profile'], 'email'>;
};

export interface StoredFile {
  bytes: Uint8Array<ArrayBuffer>;
  type: FileType;
}

/** A backup read and checked in full: every record fits its collection's schema, every file is what it says. */
export interface ParsedBackup {
  manifest: BackupManifest;
  profile: BackupProfile;
  records: Map<string, Entity[]>;
  files: Map<string, StoredFile>;
  published: Map<string, StoredFile>;
}

/**
 * Backups made before the phone country existed lack it: read as unset. Only here: in a patch, a default would reset
 * the country on every save that leaves it out.
 */
const storedWeddingSchema = z.extend(weddingSectionSchema, {
  phoneCountry: z._default(weddingSectionSchema.shape.phoneCountry, ''),
});

const profileSchema = z.object({
  profile: z.optional(z.omit(profileSectionSchema, { email: true })),
  wedding: z.optional(storedWeddingSchema),
  notifications: z.optional(notificationsSectionSchema),
  reminders: z.optional(remindersSectionSchema),
  budget: z.optional(budgetSectionSchema),
  ai: z.optional(aiSectionSchema),
  taskReminders: z.optional(z.record(z.string().check(z.maxLength(64)), z.boolean())),
});

const NOT_A_BACKUP =
  "This file isn't a Wedding Planner backup. Choose the .zip file that “Download a backup” saved.";
/** How many problems a refusal lists; the rest are counted. */
const SHOWN_PROBLEMS = 5;

const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

function unpack(bytes: Uint8Array): Unzipped {
  let entries = 0;
  let total = 0;
  try {
    return unzipSync(bytes, {
      // Sizes come from the zip's own headers, so a bomb is refused before anything is inflated.
      filter: (file) => {
        entries += 1;
        total += file.originalSize;
        const limit =
          file.name.startsWith('collections/') || !file.name.includes('/')
            ? LIMITS.jsonBytes
            : LIMITS.fileBytes;
        if (entries > LIMITS.entries || total > LIMITS.totalBytes || file.originalSize > limit)
          throw new BackupError('This backup is larger than Wedding Planner can restore.');
        return true;
      },
    });
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError("This backup file is damaged and can't be read. Try downloading a new backup.");
  }
}

function json(entries: Unzipped, path: string, what: string): unknown {
  const bytes = entries[path];
  if (!bytes) throw new BackupError(`This backup is incomplete: ${what} is missing.`);
  try {
    return JSON.parse(strFromU8(bytes));
  } catch {
    throw new BackupError(`This backup is damaged: ${what} is not valid JSON.`);
  }
}

const describe = (issue: z.core.$ZodIssue) =>
  issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;

function readManifest(entries: Unzipped): BackupManifest {
  if (!entries[paths.manifest]) throw new BackupError(NOT_A_BACKUP);
  const raw = json(entries, paths.manifest, 'its manifest');
  const head = z.object({ format: z.literal(BACKUP_FORMAT), version: z.unknown() }).safeParse(raw);
  if (!head.success) throw new BackupError(NOT_A_BACKUP);
  const { version } = head.data;
  if (typeof version === 'number' && Number.isInteger(version) && version > BACKUP_VERSION)
    throw new BackupError(
      `This backup was made by a newer version of Wedding Planner (backup format ${version}; this version reads format ${BACKUP_VERSION}). Reload the app to update it, then try again.`,
    );
  if (version !== BACKUP_VERSION)
    throw new BackupError(
      `This backup names a format version this app doesn't know (${JSON.stringify(version)?.slice(0, 20)}).`,
    );
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success)
    throw new BackupError(`This backup's manifest is damaged (${describe(parsed.error.issues[0])}).`);
  return parsed.data;
}

function storedFile(
  entries: Unzipped,
  path: string,
  declared: { type: FileType; size: number },
  label: string,
): StoredFile {
  const bytes = entries[path];
  if (!bytes) throw new BackupError(`This backup is incomplete: ${label} is missing.`);
  if (bytes.length !== declared.size || sniffType(bytes) !== declared.type)
    throw new BackupError(`This backup is damaged: ${label} is not the file its manifest describes.`);
  // fflate inflates into plain ArrayBuffers.
  return { bytes: bytes as Uint8Array<ArrayBuffer>, type: declared.type };
}

/**
 * Reads and checks a whole backup before anything is written: the manifest, every record against its collection's
 * schema (the same rules a form applies, so a `javascript:` link or an oversized name is refused), ids, the profile,
 * and every file's size and real type. A bad or foreign file is refused with the reason (BackupError).
 */
export async function readBackup(file: Blob, specs: readonly BackupCollection[]): Promise<ParsedBackup> {
  if (file.size > LIMITS.archiveBytes)
    throw new BackupError('This backup is larger than Wedding Planner can restore.');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!isZip(bytes)) throw new BackupError(NOT_A_BACKUP);
  const entries = unpack(bytes);
  const manifest = readManifest(entries);

  const byTable = new Map(specs.map((spec) => [spec.def.table, spec]));
  const unknown = Object.keys(manifest.collections).filter((table) => !byTable.has(table));
  if (unknown.length)
    throw new BackupError(
      `This backup holds data this version of Wedding Planner doesn't know (${unknown.join(', ')}). Reload the app to update it, then try again.`,
    );

  const problems: string[] = [];
  let more = 0;
  const problem = (text: string) => (problems.length < SHOWN_PROBLEMS ? problems.push(text) : (more += 1));

  const records = new Map<string, Entity[]>();
  for (const [table, { count }] of Object.entries(manifest.collections)) {
    const spec = byTable.get(table)!;
    const rows = json(entries, paths.collection(table), spec.label.toLowerCase());
    if (!Array.isArray(rows))
      throw new BackupError(`This backup is damaged: ${spec.label.toLowerCase()} are not a list.`);
    if (rows.length !== count || rows.length > LIMITS.recordsPerCollection)
      throw new BackupError(
        `This backup is incomplete: it should hold ${count} ${spec.label.toLowerCase()} but holds ${rows.length}.`,
      );
    const ids = new Set<string>();
    const parsed: Entity[] = [];
    rows.forEach((row, i) => {
      const result = spec.def.schema.safeParse(row);
      if (!result.success)
        return problem(`${spec.label}, item ${i + 1} — ${describe(result.error.issues[0])}`);
      if (ids.has(result.data.id))
        return problem(`${spec.label}, item ${i + 1} — the same id as an earlier item`);
      ids.add(result.data.id);
      parsed.push(result.data);
    });
    records.set(table, parsed);
  }

  const profile = profileSchema.safeParse(json(entries, paths.profile, 'the profile'));
  if (!profile.success) problem(`Profile — ${describe(profile.error.issues[0])}`);

  if (problems.length)
    throw new BackupError(
      `This backup can't be restored: it holds data the app would refuse.\n${problems.map((p) => `• ${p}`).join('\n')}${more ? `\n…and ${more} more.` : ''}`,
    );

  // Every file must belong to a record in the backup: the backup never writes a file nothing uses.
  const referenced = new Set<string>();
  const publishedNames = new Set<string>();
  for (const [table, rows] of records) {
    const spec = byTable.get(table)!;
    for (const row of rows) {
      for (const key of spec.files?.(row) ?? []) referenced.add(key);
      for (const name of spec.published?.(row) ?? []) publishedNames.add(name);
    }
  }
  const files = new Map<string, StoredFile>();
  for (const entry of manifest.files) {
    if (!referenced.has(entry.key) || files.has(entry.key))
      throw new BackupError(`This backup is damaged: it holds a file no item uses (${entry.key}).`);
    files.set(entry.key, storedFile(entries, paths.file(entry.key), entry, `the file ${entry.key}`));
  }
  const published = new Map<string, StoredFile>();
  for (const entry of manifest.published) {
    if (!publishedNames.has(entry.name) || published.has(entry.name))
      throw new BackupError(
        `This backup is damaged: it holds a published file no item uses (${entry.name}).`,
      );
    published.set(
      entry.name,
      storedFile(entries, paths.published(entry.name), entry, `the file ${entry.name}`),
    );
  }

  const expected = new Set([
    paths.manifest,
    paths.profile,
    ...Object.keys(manifest.collections).map(paths.collection),
    ...manifest.files.map((f) => paths.file(f.key)),
    ...manifest.published.map((f) => paths.published(f.name)),
  ]);
  const stray = Object.keys(entries).find((path) => !expected.has(path) && !path.endsWith('/'));
  if (stray)
    throw new BackupError(`This backup is damaged: it holds a file its manifest doesn't list (${stray}).`);

  return { manifest, profile: profile.data as BackupProfile, records, files, published };
}

/** What the restore screen shows before anything is written. */
export function summarize(backup: ParsedBackup, specs: readonly BackupCollection[]) {
  const names = [backup.profile.profile?.firstName, backup.profile.wedding?.partnerFirstName]
    .map((n) => n?.trim())
    .filter(Boolean)
    .join(' & ');
  return {
    createdAt: backup.manifest.createdAt,
    mode: backup.manifest.mode,
    names: names || null,
    weddingDate: backup.profile.wedding?.weddingDate || null,
    collections: specs
      .filter((spec) => backup.records.has(spec.def.table))
      .map((spec) => ({
        table: spec.def.table,
        label: spec.label,
        count: backup.records.get(spec.def.table)!.length,
      })),
    files: backup.files.size,
    fileBytes: [...backup.files.values()].reduce((sum, f) => sum + f.bytes.length, 0),
  };
}
export type BackupSummary = ReturnType<typeof summarize>;
