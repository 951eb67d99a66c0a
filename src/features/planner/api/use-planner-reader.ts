import { useUserBackend } from '@/lib/auth';
import type { Reader } from '@/lib/commands/command';

/** The couple's records as the planner's tools read them: read tools, and the names a change tool looks up. */
export const usePlannerReader = (): Reader => useUserBackend().collections;
