import type { SupabaseClient } from '@supabase/supabase-js';
import { isPublishedName } from '../published';
import type { WeddingPort } from '../ports/wedding';
import type { FilePort } from '../types';
import { CloudError, fail } from './errors';

export const FILES_BUCKET = 'user-files';
/** A public bucket: an object is fetched by its unguessable name; listing is refused (no select policy). */
export const PUBLISHED_BUCKET = 'published';

export function publishedUrl(client: SupabaseClient, name: string): string {
  return client.storage.from(PUBLISHED_BUCKET).getPublicUrl(name).data.publicUrl;
}

const checked = (name: string) => {
  if (!isPublishedName(name)) throw new CloudError(`Invalid published name "${name}".`);
  return name;
};
/**
 * What the bucket accepts (migration …_storage_limits.sql): pictures the browser shows as images only, and PDF.
 * Never SVG or HTML, which a browser would run as a page.
 */
export const FILE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
};
const ALLOWED_TYPES = new Set(Object.values(FILE_TYPES));

interface Folders {
  wedding: string;
  legacy: string | null;
}

/** Storage reports a missing object as 400 or 404 with statusCode "404" / "not_found". */
function isMissing(error: Error): boolean {
  const { status, statusCode } = error as { status?: number; statusCode?: string };
  return (
    status === 404 || statusCode === '404' || statusCode === 'not_found' || /not found/i.test(error.message)
  );
}

/** The blob's type, or the one its key's extension implies when the browser gave none; null when not allowed. */
function storedType(blob: Blob, key: string): string | null {
  const type = blob.type || FILE_TYPES[key.toLowerCase().split('.').pop() ?? ''] || '';
  return ALLOWED_TYPES.has(type) ? type : null;
}

/**
 * Blobs of the current wedding in the private `user-files` bucket under `<wedding id>/<key>`: the storage policies let
 * its members read them and those who may write the wedding write them. Keys are the app's own relative names
 * ("contracts/abc.pdf"). Published blobs (`invites/<token>.png`) live in the public bucket in the wedding's folder too,
 * `<wedding id>/invites/<token>.png`, which only its writers change.
 *
 * Files stored before files went by wedding are still in the folder of the account that made the wedding
 * (`weddings.legacy_folder`, migration …_files_by_wedding.sql), and stay there: Storage keeps an object's bytes under its name, so they are never renamed.
 * This adapter is the one place that knows it: a read that misses the wedding's folder tries the creator's, and a
 * removal removes both names (the policies let the wedding's members read, and its writers delete, in that folder).
 */
export function createSupabaseFiles(client: SupabaseClient, wedding: Pick<WeddingPort, 'current'>): FilePort {
  let found: Promise<Folders> | null = null;
  /** The current wedding's folder and its creator's legacy one (null for a wedding made since files went by wedding). */
  const folders = () =>
    (found ??= (async () => {
      const { id } = await wedding.current();
      const { data, error } = await client
        .from('weddings')
        .select('legacy_folder')
        .eq('id', id)
        .maybeSingle();
      if (error) fail(error, 'Could not read your wedding.');
      const legacy = (data as { legacy_folder: string | null } | null)?.legacy_folder ?? null;
      return { wedding: id, legacy: legacy === id ? null : legacy };
    })().catch((error: unknown) => {
      found = null;
      throw error;
    }));
  const checkedKey = (key: string) => {
    if (
      !key ||
      key.startsWith('/') ||
      key.split('/').some((part) => part === '..' || part === '.' || part === '')
    )
      throw new CloudError(`Invalid file key "${key}".`);
    return key;
  };
  /** Where a name is, newest first: the wedding's folder, then the creator's legacy one. */
  const places = async (name: string) => {
    const { wedding: id, legacy } = await folders();
    return legacy ? [`${id}/${name}`, `${legacy}/${name}`] : [`${id}/${name}`];
  };
  const bucket = () => client.storage.from(FILES_BUCKET);
  const published = () => client.storage.from(PUBLISHED_BUCKET);

  /**
   * Removes the wedding's cards no invitation shows any more (an old token's, a deleted invitation's whose removal
   * never ran): they count against the wedding's files. Best effort; the next publish tries again.
   */
  async function removeStaleCards() {
    const { data } = await client.rpc('my_stale_cards');
    const stale = (data as string[] | null) ?? [];
    if (stale.length) await published().remove(stale);
  }

  return {
    async put(key, blob) {
      const contentType = storedType(blob, key);
      if (!contentType) throw new CloudError('Only PNG, JPEG and WebP pictures and PDF files can be stored.');
      // supabase-js sends a Blob as a form part typed by the Blob itself (its contentType option applies to other bodies).
      const typed = blob.type === contentType ? blob : new Blob([blob], { type: contentType });
      const { error } = await bucket().upload((await places(checkedKey(key)))[0]!, typed, {
        upsert: true,
        contentType,
      });
      if (error) fail(error, 'Could not store the file.');
      return key;
    },
    async get(key) {
      for (const at of await places(checkedKey(key))) {
        const { data, error } = await bucket().download(at);
        if (!error) return data;
        if (!isMissing(error)) fail(error, 'Could not load the file.');
      }
      return null;
    },
    async remove(key) {
      const { error } = await bucket().remove(await places(checkedKey(key)));
      if (error) fail(error, 'Could not delete the file.');
    },
    async publish(name, blob) {
      const { error } = await published().upload((await places(checked(name)))[0]!, blob, {
        upsert: true,
        contentType: blob.type || 'image/png',
        cacheControl: '60',
      });
      if (error) fail(error, 'Could not publish the image.');
      await removeStaleCards().catch(() => undefined);
    },
    async readPublished(name) {
      // Cards published before they went into a folder are still at their bare old name.
      for (const at of [...(await places(checked(name))), name]) {
        const response = await fetch(`${publishedUrl(client, at)}?t=${Date.now()}`);
        if (response.ok) return response.blob();
        if (response.status !== 404 && response.status !== 400)
          throw new CloudError('Could not load the image.');
      }
      return null;
    },
    async unpublish(name) {
      const { error } = await published().remove([...(await places(checked(name))), name]);
      if (error) fail(error, 'Could not remove the published image.');
    },
  };
}
