import type { SupabaseClient } from '@supabase/supabase-js';
import { inviteImageName } from '../published';
import type { PublicInvite, PublicPort } from '../types';
import { fail } from './errors';
import { publishedUrl } from './files';

interface InviteRow {
  id: string;
  name: string;
  date: string | null;
  template_id: string | null;
  hosts: string | null;
  venue: string | null;
  image_version: number;
}

/**
 * Cloud mode's public port: the `api` schema's `security definer` functions, each returning at most the one row
 * its token or slug names. Anonymous callers have no table grants, so nothing can be listed.
 */
export function createSupabasePublic(client: SupabaseClient): PublicPort {
  const api = client.schema('api');
  return {
    async invite(token) {
      const { data, error } = await api.rpc('invite_by_token', { p_token: token });
      if (error) fail(error, 'Could not open the invitation.');
      const row = ((data ?? []) as InviteRow[])[0];
      if (!row) return null;
      return {
        id: row.id,
        name: row.name,
        date: row.date,
        templateId: row.template_id,
        hosts: row.hosts,
        venue: row.venue,
        // The version busts caches when the couple saves a new design under the same name.
        imageUrl:
          row.image_version > 0
            ? `${publishedUrl(client, inviteImageName(token))}?v=${row.image_version}`
            : null,
      } satisfies PublicInvite;
    },
  };
}
