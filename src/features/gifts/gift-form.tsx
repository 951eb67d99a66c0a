import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input, NativeSelect, Textarea } from '@/components/ui/field';
import { todayIso } from '@/lib/dates';
import { isoDateSchema } from '@/lib/date-schema';
import { saveFailure } from '@/lib/form-fields';
import { shortId } from '@/lib/ids';
import { parseAmount } from '@/lib/money';
import { z } from '@/lib/zod';
import { thankYouChange } from './ledger';
import {
  DESCRIPTION_MAX,
  FROM_NAME_MAX,
  GIFT_KIND_LABELS,
  giftSchema,
  NOTE_MAX,
  THANK_YOU_LABELS,
  THANK_YOU_STATUSES,
  type Gift,
} from './model';

/** What the couple adds by hand: a registry gift comes from its bought item, never from this form. */
const OWN_KINDS = ['gift', 'cash'] as const;

const formSchema = (currency: string) =>
  z
    .object({
      kind: z.enum(['registry', ...OWN_KINDS]),
      description: giftSchema.shape.description,
      amount: z.string(),
      householdId: z.string(),
      fromName: giftSchema.shape.fromName,
      eventId: z.string(),
      receivedOn: z.union([z.literal(''), isoDateSchema()]),
      thankYou: z.enum(THANK_YOU_STATUSES),
      note: giftSchema.shape.note,
    })
    .check(
      // The amount is read only for a cash gift (another kind keeps none), as every amount in the app is: lakh and
      // crore for INR (src/lib/money). Not through the budget's amount field: its index would join /account's load.
      z.refine((v) => v.kind !== 'cash' || (parseAmount(v.amount, currency) ?? 0) > 0, {
        message: 'Enter an amount greater than 0',
        path: ['amount'],
      }),
    );

export interface GiftFormPlaces {
  households: readonly { id: string; name: string }[];
  events: readonly { id: string; name: string }[];
}

/**
 * Add or edit a gift: what it is, cash with its amount, who gave it (a household on the guest list or a typed name),
 * at which event and when, and its thank-you. A refused save keeps every value and says why.
 */
export function GiftForm({
  gift,
  currency,
  places,
  onSubmit,
  onCancel,
}: {
  gift: Gift | null;
  currency: string;
  places: GiftFormPlaces;
  onSubmit: (gift: Gift) => Promise<unknown>;
  onCancel: () => void;
}) {
  // Fixed for the life of the form: a double submit writes the same record twice, never two records.
  const [id] = useState(() => gift?.id ?? shortId());
  const schema = formSchema(currency);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      kind: gift?.kind ?? 'gift',
      description: gift?.description ?? '',
      amount: gift?.amount === undefined ? '' : String(gift.amount),
      householdId: gift?.householdId ?? '',
      fromName: gift?.fromName ?? '',
      eventId: gift?.eventId ?? '',
      receivedOn: gift ? (gift.receivedOn ?? '') : todayIso(),
      thankYou: gift?.thankYou ?? 'to-write',
      note: gift?.note ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });
  const householdId = useWatch({ control: form.control, name: 'householdId' });
  // A household no longer on the list still shows as chosen, so saving never moves the gift silently.
  const households =
    gift?.householdId && !places.households.some((h) => h.id === gift.householdId)
      ? [...places.households, { id: gift.householdId, name: 'A household since deleted' }]
      : places.households;

  const submit = form.handleSubmit(async (values) => {
    const thankYou =
      values.thankYou === gift?.thankYou
        ? { thankYou: gift.thankYou, thankedOn: gift.thankedOn }
        : thankYouChange(values.thankYou, todayIso());
    try {
      await onSubmit({
        // What the form does not show (the source, a guest, the registry item) stays as it was.
        ...gift,
        id,
        kind: values.kind,
        description: values.description,
        amount: values.kind === 'cash' ? (parseAmount(values.amount, currency) ?? undefined) : undefined,
        householdId: values.householdId || undefined,
        fromName: values.householdId ? undefined : values.fromName,
        eventId: values.eventId || undefined,
        receivedOn: values.receivedOn || undefined,
        ...thankYou,
        note: values.note,
        source: gift?.source ?? 'couple',
        confirmed: gift?.confirmed ?? true,
      });
    } catch (error) {
      form.setError('root', saveFailure(error, 'gift'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {kind === 'registry' ? (
        <p className="rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">
          From your registry: it stays in the ledger while the item is marked purchased there.
        </p>
      ) : (
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium text-copy">Type</legend>
          <div className="flex flex-wrap gap-4">
            {OWN_KINDS.map((k) => (
              <label key={k} className="flex min-h-10 items-center gap-2 text-sm">
                <input type="radio" value={k} className="size-5 accent-primary" {...form.register('kind')} />
                {GIFT_KIND_LABELS[k]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <Field label="Description" error={errors.description?.message}>
        {(p) => (
          <Input
            {...p}
            autoFocus
            maxLength={DESCRIPTION_MAX}
            placeholder={kind === 'cash' ? 'e.g. Shagun' : 'e.g. Silver diya set'}
            {...form.register('description')}
          />
        )}
      </Field>
      {kind === 'cash' && (
        <Field label="Amount" error={errors.amount?.message}>
          {(p) => (
            <Input
              {...p}
              inputMode={currency === 'INR' ? 'text' : 'decimal'}
              autoComplete="off"
              maxLength={40}
              placeholder={currency === 'INR' ? 'e.g., 5100, 1.5L or 1Cr' : 'e.g., 250'}
              {...form.register('amount')}
            />
          )}
        </Field>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="From household">
          {(p) => (
            <NativeSelect {...p} {...form.register('householdId')}>
              <option value="">Not on the guest list</option>
              {households.map((h) => (
                <option key={h.id} value={h.id}>
                  {h.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        {!householdId && (
          <Field label="Giver's name" error={errors.fromName?.message}>
            {(p) => (
              <Input
                {...p}
                maxLength={FROM_NAME_MAX}
                placeholder="e.g. Office friends"
                {...form.register('fromName')}
              />
            )}
          </Field>
        )}
        <Field label="Event">
          {(p) => (
            <NativeSelect {...p} {...form.register('eventId')}>
              <option value="">No particular event</option>
              {places.events.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Received on" error={errors.receivedOn?.message}>
          {(p) => (
            <Input {...p} type="date" min="1900-01-01" max="2200-12-31" {...form.register('receivedOn')} />
          )}
        </Field>
        <Field label="Thank-you">
          {(p) => (
            <NativeSelect {...p} {...form.register('thankYou')}>
              {THANK_YOU_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {THANK_YOU_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <Field label="Note (optional)" error={errors.note?.message}>
        {(p) => <Textarea {...p} rows={2} maxLength={NOTE_MAX} {...form.register('note')} />}
      </Field>
      <FormActions
        error={errors.root}
        busy={isSubmitting}
        submitLabel={gift ? 'Save Gift' : 'Add Gift'}
        onCancel={onCancel}
      />
    </form>
  );
}
