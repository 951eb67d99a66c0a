import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input, NativeSelect, Textarea } from '@/components/ui/field';
import { shortId } from '@/lib/ids';
import { saveFailure } from '@/lib/form-fields';
import { z } from '@/lib/zod';
import { amountPlaceholder, amountText, amountToText } from './amount-field';
import {
  DEFAULT_LEAD_DAYS,
  leadDaysText,
  leadDaysToText,
  NOTE_MAX,
  PAYMENT_METHODS,
  paymentSchema,
  type Payment,
} from './payments-model';

const { dueDate, paidOn, method, note } = paymentSchema.shape;
// An empty date or select means "none": absent, as the schema stores it.
const orNone = <T extends z.ZodMiniType<unknown, string | undefined>>(schema: T) =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((v: string) => v || undefined),
    ),
    schema,
  );

const formSchema = (currency: string) =>
  z.object({
    amount: amountText(currency),
    dueDate,
    paidOn: orNone(paidOn),
    method: orNone(method),
    note,
    leadDays: leadDaysText,
  });

/** Who an instalment pays: one expense or one vendor (paymentSchema). */
export type PaymentOwner = { expenseId: string } | { vendorId: string };

/**
 * Add or edit an instalment: amount, due and paid days, method, note and its reminder days. Validated by the payment
 * schema's own fields; a refused save keeps every value and says why.
 */
export function PaymentForm({
  payment,
  owner,
  currency,
  onSubmit,
  onCancel,
}: {
  payment: Payment | null;
  /** For a new instalment; an edited one keeps its own. */
  owner?: PaymentOwner;
  currency: string;
  onSubmit: (payment: Payment) => Promise<unknown>;
  onCancel: () => void;
}) {
  // Fixed for the life of the form: a double submit writes the same record twice, never two records.
  const [id] = useState(() => payment?.id ?? shortId());
  const schema = formSchema(currency);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      amount: payment ? amountToText(payment.amount) : '',
      dueDate: payment?.dueDate ?? '',
      paidOn: payment?.paidOn ?? '',
      method: payment?.method ?? '',
      note: payment?.note ?? '',
      leadDays: leadDaysToText(payment?.leadDays ?? DEFAULT_LEAD_DAYS),
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const who = payment ? { expenseId: payment.expenseId, vendorId: payment.vendorId } : owner;
    try {
      await onSubmit({ id, receiptFile: payment?.receiptFile, ...who, ...values });
    } catch (error) {
      form.setError('root', saveFailure(error, 'payment'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Amount" error={errors.amount?.message}>
          {(p) => (
            <Input
              {...p}
              autoFocus
              inputMode={currency === 'INR' ? 'text' : 'decimal'}
              autoComplete="off"
              maxLength={40}
              placeholder={amountPlaceholder(currency)}
              {...form.register('amount')}
            />
          )}
        </Field>
        <Field label="Due on" error={errors.dueDate?.message}>
          {(p) => (
            <Input {...p} type="date" min="1900-01-01" max="2200-12-31" {...form.register('dueDate')} />
          )}
        </Field>
        <Field label="Paid on" hint="Leave empty while it is unpaid." error={errors.paidOn?.message}>
          {(p) => <Input {...p} type="date" min="1900-01-01" max="2200-12-31" {...form.register('paidOn')} />}
        </Field>
        <Field label="Paid by" error={errors.method?.message}>
          {(p) => (
            <NativeSelect {...p} {...form.register('method')}>
              <option value="">Not said</option>
              {PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <Field
        label="Reminders (days before)"
        hint="E.g. 7, 1 for a week before and the day before; empty for none; at most five."
        error={errors.leadDays?.message}
      >
        {(p) => <Input {...p} autoComplete="off" maxLength={40} {...form.register('leadDays')} />}
      </Field>
      <Field label="Note" error={errors.note?.message}>
        {(p) => <Textarea {...p} rows={2} maxLength={NOTE_MAX} {...form.register('note')} />}
      </Field>
      <FormActions
        error={errors.root}
        busy={isSubmitting}
        submitLabel={payment ? 'Save Instalment' : 'Add Instalment'}
        onCancel={onCancel}
      />
    </form>
  );
}
