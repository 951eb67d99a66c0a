import type { SupabaseClient } from '@supabase/supabase-js';
import { isPublishedName } from '../published';
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

/** The blob's type, or the one its key's extension implies when the browser gave none; null when not allowed. */
function storedType(blob: Blob, key: string): string | null {
  const type = blob.type || FILE_TYPES[key.toLowerCase().split('.').pop() ?? ''] || '';
  return ALLOWED_TYPES.has(type) ? type : null;
}

/**
 * Blobs in the private `user-files` bucket under `<uid>/<key>`: the storage policies let only the owner (the
 * first folder) read or write them. Keys are the app's own relative names ("contracts/abc.pdf"). Published blobs
 * (`invites/<token>.png`) live in the public bucket in the owner's folder too, `<uid>/invites/<token>.png`, which
 * only the owner writes and removes (migration …_published_cards.sql).
 */
export function createSupabaseFiles(client: SupabaseClient, userId: string): FilePort {
  const path = (key: string) => {
    if (
      !key ||
      key.startsWith('/') ||
      key.split('/').some((part) => part === '..' || part === '.' || part === '')
    )
      throw new CloudError(`Invalid file key "${key}".`);
    return `${userId}/${key}`;
  };
  const bucket = () => client.storage.from(FILES_BUCKET);
  const published = () => client.storage.from(PUBLISHED_BUCKET);
  /** A published name in the owner's folder. */
  const card = (name: string) => `${userId}/${checked(name)}`;

  /**
   * Removes the owner's cards no invitation shows any more (an old token's, a deleted invitation's whose removal never
   * ran): they count against the account's files. Best effort; the next publish tries again.
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
      const { error } = await bucket().upload(path(key), typed, { upsert: true, contentType });
      if (error) fail(error, 'Could not store the file.');
      return key;
    },
    async get(key) {
      const { data, error } = await bucket().download(path(key));
      if (error) {
        const { status, statusCode } = error as { status?: number; statusCode?: string };
        // Storage reports a missing object as 400 or 404 with statusCode "404" / "not_found".
        if (
          status === 404 ||
          statusCode === '404' ||
          statusCode === 'not_found' ||
          /not found/i.test(error.message)
        )
          return null;
        fail(error, 'Could not load the file.');
      }
      return data;
    },
    async remove(key) {
      const { error } = await bucket().remove([path(key)]);
      if (error) fail(error, 'Could not delete the file.');
    },
    async publish(name, blob) {
      const { error } = await published().upload(card(name), blob, {
        upsert: true,
        contentType: blob.type || 'image/png',
        cacheControl: '60',
      });
      if (error) fail(error, 'Could not publish the image.');
      await removeStaleCards().catch(() => undefined);
    },
    async readPublished(name) {
      // Cards published before they moved into the owner's folder are still at their old name.
      for (const at of [card(name), checked(name)]) {
        const response = await fetch(`${publishedUrl(client, at)}?t=${Date.now()}`);
        if (response.ok) return response.blob();
        if (response.status !== 404 && response.status !== 400)
          throw new CloudError('Could not load the image.');
      }
      return null;
    },
    async unpublish(name) {
      const { error } = await published().remove([card(name), checked(name)]);
      if (error) fail(error, 'Could not remove the published image.');
    },
  };
}
