import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import { NativeSelect } from '@/components/ui/field';
import { useCommand } from '@/lib/data/use-command';
import { formatShortDate } from '@/lib/dates';
import { lazyNamed } from '@/lib/lazy-named';
import { formatAmount } from '@/lib/money';
import { useDocuments } from '@/lib/use-documents';
import { safeFileName } from '@/lib/document-file';
import { markPaymentPaid, removePayment, updatePayment } from './payment-commands';
import type { NamedPayment } from './payment-dues';
import { PaymentStatusBadge } from './payment-status-badge';
import { PAYMENT_METHODS, paymentStatus, type Payment, type PaymentMethod } from './payments-model';
import { ReceiptControls, type ReceiptActions } from './receipt-controls';

/** Where an instalment's receipt is stored: `receipts/<paymentId>/<file name>`. */
export const receiptKey = (paymentId: string, fileName: string) =>
  `receipts/${paymentId}/${safeFileName(fileName, 'receipt')}`;

const PaymentForm = lazyNamed(() => import('./payment-form'), 'PaymentForm');

/**
 * Instalments as a list, each with its status, Mark paid, Edit and Remove: the budget's whole schedule, and one
 * expense's or vendor's own where the money is. Editing opens one dialog for the list, its form fetched on first use.
 */
export function PaymentList({
  payments,
  currency,
  today,
  label,
}: {
  payments: readonly NamedPayment[];
  currency: string;
  today: string;
  /** The list's accessible name: "Payment schedule", "Instalments: DJ booking". */
  label: string;
}) {
  const update = useCommand(updatePayment, { noun: 'payment' });
  const [editing, setEditing] = useState<NamedPayment | null>(null);
  const [removingReceipt, setRemovingReceipt] = useState<Payment | null>(null);
  const receipts = useDocuments<Payment>({
    noun: 'receipt',
    keyFor: (payment, fileName) => receiptKey(payment.id, fileName),
    keyOf: (payment) => payment.receiptFile,
    save: (payment, key) => update({ id: payment.id, changes: { receiptFile: key } }),
  });
  const receiptActions: ReceiptActions = {
    upload: receipts.upload,
    download: receipts.download,
    remove: setRemovingReceipt,
  };
  const sorted = [...payments].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  return (
    <>
      <ul aria-label={label} className="divide-y divide-border">
        {sorted.map((p) => (
          <PaymentRow
            key={p.id}
            payment={p}
            label={`${p.payee}: ${formatAmount(p.amount, currency)} due ${formatShortDate(p.dueDate)}`}
            today={today}
            onEdit={() => setEditing(p)}
            receipts={receiptActions}
            onGone={(removed) => void receipts.cleanUp(removed)}
          />
        ))}
      </ul>
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title="Edit Instalment"
        description={editing ? `${editing.payee}, in ${currency}.` : undefined}
      >
        {editing && (
          <PaymentForm
            key={editing.id}
            payment={editing}
            currency={currency}
            onSubmit={async (payment) => {
              await update({ id: payment.id, changes: payment, seen: { ...editing } });
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={removingReceipt !== null}
        onOpenChange={(open) => !open && setRemovingReceipt(null)}
        title="Remove this receipt?"
        description="The receipt file will be deleted."
        confirmLabel="Remove"
        onConfirm={() => {
          const payment = removingReceipt;
          if (!payment) return;
          receipts.remove(payment).then(
            () => toast('Receipt removed.', 'success'),
            () => toast("Couldn't remove the receipt. Please try again.", 'error'),
          );
        }}
      />
    </>
  );
}

function PaymentRow({
  payment,
  label,
  today,
  onEdit,
  receipts,
  onGone,
}: {
  payment: NamedPayment;
  label: string;
  today: string;
  onEdit: () => void;
  receipts: ReceiptActions;
  /** The removed instalment once its Undo has passed: its receipt file goes then. */
  onGone: (removed: Payment) => void;
}) {
  const markPaid = useCommand(markPaymentPaid, { noun: 'payment' });
  const remove = useCommand(removePayment, {
    noun: 'payment',
    notice: () => 'Payment removed.',
    onGone: (removed) => removed.forEach((r) => onGone(r as Payment)),
  });
  const [method, setMethod] = useState<PaymentMethod>('UPI');
  const methodId = `method-${payment.id}`;
  return (
    <li className="flex flex-wrap items-center gap-2 py-3">
      <span className="min-w-0 flex-1 break-words">{label}</span>
      <PaymentStatusBadge status={paymentStatus(payment, today)} />
      {payment.paidOn && (
        <span className="text-sm text-muted-foreground">on {formatShortDate(payment.paidOn)}</span>
      )}
      {!payment.paidOn && (
        <>
          <label htmlFor={methodId} className="sr-only">
            Paid by
          </label>
          <NativeSelect
            id={methodId}
            className="w-auto"
            value={method}
            onChange={(e) => setMethod(e.target.value as PaymentMethod)}
          >
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </NativeSelect>
          <Button
            size="sm"
            aria-label={`Mark paid: ${label}`}
            onClick={() => void markPaid({ id: payment.id, paidOn: today, method }).catch(() => undefined)}
          >
            Mark paid
          </Button>
        </>
      )}
      <Button size="sm" variant="secondary" aria-label={`Edit: ${label}`} onClick={onEdit}>
        <Pencil aria-hidden="true" />
        Edit
      </Button>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Remove: ${label}`}
        onClick={() => void remove({ id: payment.id }).catch(() => undefined)}
      >
        Remove
      </Button>
      <ReceiptControls payment={payment} label={label} actions={receipts} />
    </li>
  );
}
