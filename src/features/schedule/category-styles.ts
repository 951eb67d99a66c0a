import type { ScheduleCategory } from './model';

/** Category colours for cards and badges; text stays dark on the light tints for AA contrast. */
export const CATEGORY_STYLES: Record<ScheduleCategory, { card: string; badge: string; dot: string }> = {
  ceremony: {
    card: 'border-l-primary bg-accent',
    badge: 'bg-accent-strong text-primary-deep',
    dot: 'bg-primary',
  },
  reception: {
    card: 'border-l-highlight bg-highlight-soft',
    badge: 'bg-highlight-muted text-highlight-text',
    dot: 'bg-highlight',
  },
  photo: { card: 'border-l-info bg-info-soft', badge: 'bg-info-muted text-info-text', dot: 'bg-info' },
  vendor: {
    card: 'border-l-warning bg-warning-soft',
    badge: 'bg-warning-muted text-warning-text',
    dot: 'bg-warning',
  },
  other: {
    card: 'border-l-input bg-muted',
    badge: 'bg-secondary-strong text-copy',
    dot: 'bg-faint-foreground',
  },
};
