import { daysUntil, isIsoDate } from '@/lib/dates';
import { formatCount } from '@/lib/format-number';

/** Days from today to the wedding, in words the hub shows; null when no date is set. */
export function countdown(weddingDate: string, today: Date): { days: number; text: string } | null {
  if (!isIsoDate(weddingDate)) return null;
  const days = daysUntil(weddingDate, today);
  if (days > 1) return { days, text: `${formatCount(days)} days to go` };
  if (days === 1) return { days, text: 'Tomorrow is the day!' };
  if (days === 0) return { days, text: 'Today is the day!' };
  const ago = -days;
  return { days, text: `Married ${formatCount(ago)} ${ago === 1 ? 'day' : 'days'} ago` };
}
