/**
 * What this browser keeps for one account outside the backend's own store, each under a key that names the account:
 * the AI provider settings with their key (lib/ai/provider-store.ts), the data-safety reminders, unsaved invitation
 * drafts. When the account is deleted, nothing of it may stay behind for the next person at this browser.
 */
export function forgetAccountInThisBrowser(
  userId: string,
  stores: readonly Storage[] = [localStorage, sessionStorage],
): void {
  if (!userId) return;
  for (const store of stores) {
    try {
      const keys = Array.from({ length: store.length }, (_, i) => store.key(i));
      for (const key of keys) if (key?.includes(userId)) store.removeItem(key);
    } catch {
      // Storage switched off: there is nothing kept to forget.
    }
  }
}
