import type { Entity } from '../../src/lib/backend';
import { createLocalCollections } from '../../src/lib/backend/local/collections';
import { openLocalDb, resetLocalDbForTests } from '../../src/lib/backend/local/db';
import type { CollectionPort } from '../../src/lib/backend/types';

/** A couple's collections on the local adapter (fake-indexeddb), fresh, for a command's unit tests. */
export async function freshCollections(): Promise<CollectionPort> {
  await resetLocalDbForTests();
  return createLocalCollections(await openLocalDb(), 'couple');
}

/**
 * The port as a command reads it, with another tab's write landing just after the command's first read: what the
 * command then writes is based on a version that is no longer stored, and must be refused.
 */
export function withWriteAfterRead<T extends Entity>(
  port: CollectionPort,
  table: string,
  record: T,
): CollectionPort {
  let written = false;
  const after = async <T>(read: Promise<T>) => {
    const value = await read;
    if (!written) {
      written = true;
      await port.put(table, record);
    }
    return value;
  };
  return {
    ...port,
    get: <T extends Entity>(t: string, id: string) => after(port.get<T>(t, id)),
    list: <T extends Entity>(t: string) => after(port.list<T>(t)),
  };
}
