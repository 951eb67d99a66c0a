import { Badge } from '@/components/ui/badge';
import { PRIORITY_LABELS, type Priority } from './model';

const TONES = { high: 'red', medium: 'yellow', low: 'green' } as const;

export function PriorityBadge({ priority }: { priority: Priority }) {
  return <Badge tone={TONES[priority]}>{PRIORITY_LABELS[priority]}</Badge>;
}
