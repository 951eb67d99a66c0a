/**
 * Every TanStack Query key the app uses, in one place, so a read and the write that invalidates it can never
 * drift apart. Keys nest: invalidating a collection also reaches its single records.
 */
export const queryKeys = {
  collection: (userId: string, table: string) => ['collection', userId, table] as const,
  record: (userId: string, table: string, id: string) => ['collection', userId, table, 'record', id] as const,
  profile: (userId: string) => ['profile', userId] as const,
  file: (userId: string, key: string) => ['file', userId, key] as const,
  currencySuggestion: (userId: string) => ['currency-suggestion', userId] as const,
  mailbox: () => ['mailbox'] as const,
  publicRecord: (kind: string, key: string) => ['public', kind, key] as const,
};
