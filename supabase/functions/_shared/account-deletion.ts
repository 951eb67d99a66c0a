/**
 * Deleting an account in cloud mode, the one way both paths use (an admin's Delete through `admin-users`, the user's
 * own "Delete my account" through `delete-account`): the account's Storage objects first (Storage keeps files apart
 * from Postgres, so a cascade cannot reach them, and a file left behind could never be found again), then the auth
 * user, whose rows in every table go with it by `on delete cascade` (tests/db/admin.test.ts checks every table).
 * Pure: the Deno entries pass in supabase-js calls made with the service role.
 */
export interface StoredFile {
  bucket: string;
  name: string;
}

export interface AccountDeletionDeps {
  /** public.account_file_names(p_user): every object the account owns, in every bucket. */
  listFiles(userId: string): Promise<StoredFile[]>;
  /** storage.from(bucket).remove(names). */
  removeFiles(bucket: string, names: string[]): Promise<void>;
  /** auth.admin.deleteUser(userId). */
  deleteAuthUser(userId: string): Promise<void>;
}

/** Storage's remove takes a list; a modest batch keeps each request small. */
export const REMOVE_BATCH = 100;

export const LAST_SUPER_ADMIN_DELETE =
  'The last super admin cannot be deleted. Make another super admin first.';

/** Removes the account's files, then the account with all its rows. Returns how many files went. */
export async function deleteAccountEverything(
  deps: AccountDeletionDeps,
  userId: string,
): Promise<{ files: number }> {
  const files = await deps.listFiles(userId);
  const byBucket = new Map<string, string[]>();
  for (const file of files) byBucket.set(file.bucket, [...(byBucket.get(file.bucket) ?? []), file.name]);
  for (const [bucket, names] of byBucket)
    for (let i = 0; i < names.length; i += REMOVE_BATCH)
      await deps.removeFiles(bucket, names.slice(i, i + REMOVE_BATCH));
  await deps.deleteAuthUser(userId);
  return { files: files.length };
}
