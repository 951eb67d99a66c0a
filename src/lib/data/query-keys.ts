/**
 * Every TanStack Query key the app uses, in one place, so a read and the write that invalidates it can never
 * drift apart. Keys nest: invalidating a collection also reaches its single records.
 */
export const queryKeys = {
  collection: (userId: string, table: string) => ['collection', userId, table] as const,
  record: (userId: string, table: string, id: string) => ['collection', userId, table, 'record', id] as const,
  profile: (userId: string) => ['profile', userId] as const,
  /** The wedding's recent activity (the overview's card), reloaded with every live change. */
  activity: (userId: string) => ['activity', userId] as const,
  file: (userId: string, key: string) => ['file', userId, key] as const,
  currencySuggestion: (userId: string) => ['currency-suggestion', userId] as const,
  mailbox: () => ['mailbox'] as const,
  publicRecord: (kind: string, key: string) => ['public', kind, key] as const,
  /** Everything on the admin dashboard, under one key an action invalidates as a whole. */
  admin: (userId: string) => ['admin', userId] as const,
  adminList: (userId: string, list: string, ...filters: string[]) =>
    ['admin', userId, list, ...filters] as const,
  vendorApplication: (userId: string) => ['vendor-application', userId] as const,
  vendorDirectory: (userId: string, category: string, location: string) =>
    ['vendor-directory', userId, category, location] as const,
};
