import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth } from '@/lib/auth';
import { recordKey } from './write-queue';
import { sameValue } from './same-value';
import { syncStoreOf } from './sync-store';

/**
 * The version of a record as a loaded list shows it, for a command to base its change on: the version this tab last
 * knew stored for the record, when the record shown is that stored state (undefined for a record the page made or
 * changed itself, which is then written as it is). A document editor (the seating chart) keeps the listed records in
 * its own model and asks here when it stores a change.
 */
export function useListedVersion(): (table: string, record: { id: string }) => string | undefined {
  const client = useQueryClient();
  const userId = useAuth().user!.id;
  return useCallback(
    (table, record) => {
      const known = syncStoreOf(client).confirmed.get(recordKey(userId, table, record.id));
      return known && sameValue(known.item, record) ? known.version : undefined;
    },
    [client, userId],
  );
}
