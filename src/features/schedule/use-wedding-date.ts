import { useProfile } from '@/lib/data';
import { isIsoDate } from '@/lib/dates';
import { sampleWeddingDate } from './model';

/**
 * The couple's wedding date from their profile (set here or in Settings), or the sample date until they choose
 * one (the spec's 2025-06-15, moved to a year when it is still ahead). Saving writes it back to the profile so
 * every tool agrees on it.
 */
export function useWeddingDate() {
  const { data, save, isLoading, isSaving } = useProfile();
  const stored = data.wedding.weddingDate;
  const isSet = isIsoDate(stored);
  return {
    date: isSet ? stored : sampleWeddingDate(),
    isSet,
    isLoading,
    isSaving,
    // The date alone: the rest of the wedding section stays as stored, whatever another tab did to it.
    save: (next: string) => save({ wedding: { weddingDate: next } }),
  };
}
