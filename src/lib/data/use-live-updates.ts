import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@/lib/auth';
import type { LivePort } from '@/lib/backend';
import { syncLive } from './live-sync';

/**
 * Keeps the signed-in member's pages in step with the other members' changes (live-sync.ts) while mounted. The
 * sign-in guard renders it, lazily, only where there is a live port (the cloud's): local mode loads none of it.
 */
export function LiveUpdates({ live }: { live: LivePort }) {
  const client = useQueryClient();
  const userId = useAuth().user!.id;
  useEffect(() => syncLive(client, live, userId), [client, live, userId]);
  return null;
}
