import { useUserBackend } from '@/lib/auth';
import { useProfile } from '@/lib/data';
import type { ToolReader } from '../tools/tool';

/**
 * The couple's records as the planner's tools read them (read tools, and the names a change tool looks up), and the
 * profile the wedding details are in, as stored: a change to them is based on it, never on the defaults shown while
 * it loads.
 */
export function usePlannerReader(): ToolReader {
  const { collections } = useUserBackend();
  const { current } = useProfile();
  return { list: collections.list, get: collections.get, profile: current };
}
