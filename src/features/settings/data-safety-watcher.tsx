import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@/lib/auth';
import { requestPersistentStorage } from '@/lib/storage';
import { noteDataSafety, readDataSafety } from './data-safety';

/**
 * Runs on every signed-in page (renders nothing). On the account's first real change in this browser — a saved write,
 * never the samples a new account is given — it notes the time (the backup reminder counts from it) and, where the
 * plan lives in this browser, asks the browser to keep its storage rather than clear it when space runs low.
 */
export function DataSafetyWatcher() {
  const { user, backend } = useAuth();
  const queryClient = useQueryClient();
  const userId = user!.id;
  const inBrowser = backend.mode === 'local' || user!.isDemo;
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (readDataSafety(userId).firstChangeAt !== null) return;
        noteDataSafety(userId, { firstChangeAt: Date.now() });
        if (inBrowser) void requestPersistentStorage();
      }),
    [queryClient, userId, inBrowser],
  );
  return null;
}
