import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input, Textarea, UrlInput } from '@/components/ui/field';
import { saveFailure } from '@/lib/form-fields';
import { shortId } from '@/lib/ids';
import { parseAmount } from '@/lib/money';
import { z } from '@/lib/zod';
import {
  FUND_DESCRIPTION_MAX,
  FUND_TITLE_MAX,
  fundFields,
  PAYEE_MAX,
  PAYMENT_URL_MAX,
  wayToPay,
  type Fund,
} from './funds-model';

/** The goal as typed: empty for none, else an amount (lakh/crore for INR). */
const goalText = (currency: string) =>
  z.pipe(
    z.string(),
    z.transform((text: string, ctx) => {
      if (!text.trim()) return undefined;
      const value = parseAmount(text, currency);
      if (value === null || value <= 0) {
        ctx.issues.push({
          code: 'custom',
          message: 'Enter a goal greater than 0, or leave it empty',
          input: text,
        });
        return z.NEVER;
      }
      return value;
    }),
  );

const formSchema = (currency: string) =>
  z
    .object({
      title: fundFields.title,
      goal: goalText(currency),
      description: fundFields.description,
      upiId: fundFields.upiId,
      payeeName: fundFields.payeeName,
      paymentUrl: fundFields.paymentUrl,
    })
    .check(wayToPay);

/**
 * Add or edit a cash fund: its name, goal and description, and how guests pay the couple directly (a UPI ID and/or an
 * https payment link; a javascript: or http link is refused with a message, and nothing is lost).
 */
export function FundForm({
  fund,
  currency,
  onSubmit,
  onCancel,
}: {
  fund: Fund | null;
  currency: string;
  onSubmit: (fund: Fund) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [id] = useState(() => fund?.id ?? shortId());
  const schema = formSchema(currency);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      title: fund?.title ?? '',
      goal: fund?.goal === undefined ? '' : String(fund.goal),
      description: fund?.description ?? '',
      upiId: fund?.upiId ?? '',
      payeeName: fund?.payeeName ?? '',
      paymentUrl: fund?.paymentUrl ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({ id, ...values });
    } catch (error) {
      form.setError('root', saveFailure(error, 'fund'));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Fund name" error={errors.title?.message}>
        {(p) => (
          <Input
            {...p}
            autoFocus
            maxLength={FUND_TITLE_MAX}
            placeholder="e.g. Honeymoon"
            {...form.register('title')}
          />
        )}
      </Field>
      <Field label="Goal (optional)" error={errors.goal?.message}>
        {(p) => (
          <Input
            {...p}
            inputMode={currency === 'INR' ? 'text' : 'decimal'}
            autoComplete="off"
            maxLength={40}
            placeholder={currency === 'INR' ? 'e.g., 2L' : 'e.g., 3000'}
            {...form.register('goal')}
          />
        )}
      </Field>
      <Field label="Description (optional)" error={errors.description?.message}>
        {(p) => (
          <Textarea {...p} rows={2} maxLength={FUND_DESCRIPTION_MAX} {...form.register('description')} />
        )}
      </Field>
      <Field label="UPI ID" hint="Like name@bank. Guests scan it as a QR code." error={errors.upiId?.message}>
        {(p) => (
          <Input
            {...p}
            autoComplete="off"
            maxLength={260}
            placeholder="name@bank"
            {...form.register('upiId')}
          />
        )}
      </Field>
      <Field
        label="Payee name (optional)"
        hint="The name UPI apps show. Your names if empty."
        error={errors.payeeName?.message}
      >
        {(p) => <Input {...p} maxLength={PAYEE_MAX} {...form.register('payeeName')} />}
      </Field>
      <Field
        label="Payment link (optional)"
        hint="Your own https payment page."
        error={errors.paymentUrl?.message}
      >
        {(p) => <UrlInput {...p} maxLength={PAYMENT_URL_MAX} {...form.register('paymentUrl')} />}
      </Field>
      <FormActions
        error={errors.root}
        busy={isSubmitting}
        submitLabel={fund ? 'Save Fund' : 'Add Fund'}
        onCancel={onCancel}
      />
    </form>
  );
}
