import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useOptionalAuth } from '@/lib/auth';
import { syncLive } from './live-sync';

/**
 * Keeps the signed-in member's pages in step with the other members' changes (live-sync.ts), for as long as the
 * component that calls it is mounted. Nothing for a visitor.
 */
export function useLiveUpdates() {
  const client = useQueryClient();
  const auth = useOptionalAuth();
  const live = auth?.userBackend?.live;
  const userId = auth?.user?.id;
  useEffect(() => (live && userId ? syncLive(client, live, userId) : undefined), [client, live, userId]);
}
