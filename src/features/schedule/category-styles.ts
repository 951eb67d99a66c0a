import type { ScheduleCategory } from './model';

/** Category colours for cards and badges; text stays dark on the light tints for AA contrast. */
export const CATEGORY_STYLES: Record<ScheduleCategory, { card: string; badge: string; dot: string }> = {
  ceremony: {
    card: 'border-l-brand-500 bg-brand-50',
    badge: 'bg-brand-100 text-brand-800',
    dot: 'bg-brand-500',
  },
  reception: {
    card: 'border-l-violet-500 bg-violet-50',
    badge: 'bg-violet-100 text-violet-900',
    dot: 'bg-violet-500',
  },
  photo: { card: 'border-l-sky-500 bg-sky-50', badge: 'bg-sky-100 text-sky-900', dot: 'bg-sky-500' },
  vendor: {
    card: 'border-l-amber-500 bg-amber-50',
    badge: 'bg-amber-100 text-amber-900',
    dot: 'bg-amber-500',
  },
  other: { card: 'border-l-gray-400 bg-gray-50', badge: 'bg-gray-200 text-gray-800', dot: 'bg-gray-500' },
};
