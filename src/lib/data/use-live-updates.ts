import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth, useUserBackend } from '@/lib/auth';
import { syncLive } from './live-sync';

/**
 * Keeps the signed-in member's pages in step with the other members' changes (live-sync.ts) while mounted. The
 * sign-in guard renders it, lazily, only for a wedding others can share (the cloud's): local mode loads none of it.
 */
export function LiveUpdates() {
  const client = useQueryClient();
  const { live } = useUserBackend();
  const userId = useAuth().user!.id;
  useEffect(() => syncLive(client, live, userId), [client, live, userId]);
  return null;
}
