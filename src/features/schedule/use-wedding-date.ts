import { useProfile } from '@/lib/data';
import { DEFAULT_WEDDING_DATE, isIsoDate } from './model';

/**
 * The couple's wedding date from their profile (set here or in Settings), or the spec's sample date
 * 2025-06-15 until they choose one. Saving writes it back to the profile so every tool agrees on it.
 */
export function useWeddingDate() {
  const { data, save, isLoading, isSaving } = useProfile();
  const stored = data.wedding.weddingDate;
  const isSet = isIsoDate(stored);
  return {
    date: isSet ? stored : DEFAULT_WEDDING_DATE,
    isSet,
    isLoading,
    isSaving,
    // The date alone: the rest of the wedding section stays as stored, whatever another tab did to it.
    save: (next: string) => save({ wedding: { weddingDate: next } }),
  };
}
