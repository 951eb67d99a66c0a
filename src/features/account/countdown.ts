import { daysUntil, isIsoDate } from '@/lib/dates';

/** Days from today to the wedding, in words the hub shows; null when no date is set. */
export function countdown(weddingDate: string, today: Date): { days: number; text: string } | null {
  if (!isIsoDate(weddingDate)) return null;
  const days = daysUntil(weddingDate, today);
  if (days > 1) return { days, text: `${days.toLocaleString('en-US')} days to go` };
  if (days === 1) return { days, text: 'Tomorrow is the day!' };
  if (days === 0) return { days, text: 'Today is the day!' };
  const ago = -days;
  return { days, text: `Married ${ago.toLocaleString('en-US')} ${ago === 1 ? 'day' : 'days'} ago` };
}
