/**
 * The browser's storage for this site (local mode keeps the whole plan there). By default it is "best effort": the
 * browser may clear it when space runs low, and Safari clears script-written storage of sites not visited for seven
 * days. A persistent grant keeps it until the person removes it.
 */
export interface StorageState {
  /** null where the browser cannot say (no Storage API). */
  persisted: boolean | null;
  /** Bytes this site uses and may use, where the browser says. */
  usage: number | null;
  quota: number | null;
}

const api = () => (typeof navigator !== 'undefined' ? navigator.storage : undefined);

export async function storageState(): Promise<StorageState> {
  const storage = api();
  const [persisted, estimate] = await Promise.all([
    storage?.persisted ? storage.persisted().catch(() => null) : null,
    storage?.estimate ? storage.estimate().catch(() => null) : null,
  ]);
  return { persisted, usage: estimate?.usage ?? null, quota: estimate?.quota ?? null };
}

/** Asks the browser to keep the site's storage; true when it will. Chromium answers from engagement, Firefox asks. */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = api();
  if (!storage?.persist) return false;
  return storage.persist().catch(() => false);
}

/** "1.2 MB" */
export function formatStorage(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}
