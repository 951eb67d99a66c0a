import type { PublicInvite, PublicPort } from '../types';
import type { LocalDb } from './db';
import { publicKey } from './public-keys';

/** The record a public key points at, read from its owner's data in this browser. */
async function lookUp(db: LocalDb, table: string, value: string): Promise<Record<string, unknown> | null> {
  if (!value) return null;
  const owner = await db.get('publicKeys', publicKey(table, value));
  if (!owner) return null;
  const record = await db.get('records', [owner.userId, owner.table, owner.id]);
  return (record?.data as Record<string, unknown> | undefined) ?? null;
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/** Local mode's public port: the same answers as the cloud's `api` functions, from this browser's data. */
export function createLocalPublic(db: LocalDb): PublicPort {
  return {
    async invite(token): Promise<PublicInvite | null> {
      const invite = await lookUp(db, 'invites', token);
      if (!invite) return null;
      return {
        id: String(invite.id),
        name: String(invite.name ?? ''),
        date: text(invite.date),
        templateId: text(invite.templateId),
        design: invite.design ?? null,
      };
    },
  };
}
