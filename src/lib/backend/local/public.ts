import { inviteImageName } from '../published';
import type { PublicInvite, PublicPort } from '../types';
import type { LocalDb } from './db';
import { publishedKey } from './files';
import { publicKey } from './public-keys';

/** The record a public key points at, and its owner, read from the owner's data in this browser. */
async function lookUp(
  db: LocalDb,
  table: string,
  value: string,
): Promise<{ userId: string; data: Record<string, unknown> } | null> {
  if (!value) return null;
  const owner = await db.get('publicKeys', publicKey(table, value));
  if (!owner) return null;
  const record = await db.get('records', [owner.userId, owner.table, owner.id]);
  return record ? { userId: owner.userId, data: record.data as Record<string, unknown> } : null;
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/** Local mode's public port: the same answers as the cloud's `api` functions, from this browser's data. */
export function createLocalPublic(db: LocalDb): PublicPort {
  return {
    async invite(token): Promise<PublicInvite | null> {
      const found = await lookUp(db, 'invites', token);
      if (!found) return null;
      const { userId, data: invite } = found;
      const image = await db.get('files', [userId, publishedKey(inviteImageName(token))]);
      return {
        id: String(invite.id),
        name: String(invite.name ?? ''),
        date: text(invite.date),
        templateId: text(invite.templateId),
        hosts: text(invite.hosts),
        venue: text(invite.venue),
        // Lives as long as the page: a guest opens one invitation.
        imageUrl: image ? URL.createObjectURL(image.blob) : null,
      };
    },
  };
}
