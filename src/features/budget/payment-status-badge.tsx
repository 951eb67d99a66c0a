import { Badge } from '@/components/ui/badge';
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from './payments-model';

const TONE: Record<PaymentStatus, 'green' | 'red' | 'yellow' | 'gray'> = {
  paid: 'green',
  overdue: 'red',
  'due soon': 'yellow',
  upcoming: 'gray',
};

/** A payment's status in words, coloured to match (the words carry it; the colour only repeats it). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={TONE[status]}>{PAYMENT_STATUS_LABELS[status]}</Badge>;
}
