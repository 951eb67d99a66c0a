import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '@/lib/zod';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input, NativeSelect } from '@/components/ui/field';
import { GUEST_LIMITS as L } from '@/lib/backend';
import { saveFailure } from '@/lib/form-fields';
import { shortId } from '@/lib/ids';
import { useOneSubmit } from '@/lib/use-one-submit';
import {
  guestSchema,
  parseTags,
  RSVP_LABELS,
  RSVP_STATUSES,
  SIDE_LABELS,
  SIDES,
  tagsList,
  type Guest,
  type Household,
  type RsvpAnswer,
  type RsvpStatus,
  type WeddingEvent,
} from './model';
import { displayPhone, phoneField, usePhoneCountry } from './phone';
import type { PhoneCountry } from '@/lib/phone-countries';

const NOT_INVITED = 'not-invited';

const s = guestSchema.shape;
const formSchema = (country: PhoneCountry) =>
  z.object({
    firstName: s.firstName,
    lastName: s.lastName,
    email: s.email,
    phone: phoneField(country),
    side: s.side,
    tags: z.pipe(z.pipe(z.string(), z.transform(parseTags)), tagsList),
    householdId: z.string().check(z.minLength(1, 'Choose a household')),
    isChild: z.boolean(),
    plusOneAllowed: z.boolean(),
    meal: s.meal,
    dietary: s.dietary,
    invitations: z.record(z.string(), z.enum([NOT_INVITED, ...RSVP_STATUSES])),
  });
type FormInput = z.input<ReturnType<typeof formSchema>>;
type FormOutput = z.output<ReturnType<typeof formSchema>>;

export interface GuestChange {
  guest: Guest;
  /** Event id → the guest's answer there, or null when not invited. */
  invitations: Record<string, RsvpStatus | null>;
}

/**
 * Add a guest to a household, or edit one: their details, which household they are in (moving them moves their
 * plus-one too), the events they are invited to and, per event, their answer — the couple can set or override it.
 */
export function GuestForm({
  guest,
  householdId,
  households,
  events,
  answers,
  mealOptions,
  onSubmit,
  onCancel,
}: {
  guest: Guest | null;
  householdId: string;
  households: readonly Household[];
  events: readonly WeddingEvent[];
  answers: ReadonlyMap<string, RsvpAnswer>;
  mealOptions: readonly string[];
  onSubmit: (change: GuestChange) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [id] = useState(() => guest?.id ?? shortId());
  const [createdAt] = useState(() => guest?.createdAt ?? new Date().toISOString());
  const country = usePhoneCountry();
  const [schema] = useState(() => formSchema(country));
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      firstName: guest?.firstName ?? '',
      lastName: guest?.lastName ?? '',
      email: guest?.email ?? '',
      phone: guest?.phone ? displayPhone(guest.phone, country) : '',
      side: guest?.side ?? 'both',
      tags: guest?.tags.join(', ') ?? '',
      householdId,
      isChild: guest?.isChild ?? false,
      plusOneAllowed: guest?.plusOneAllowed ?? false,
      meal: guest?.meal ?? '',
      dietary: guest?.dietary ?? '',
      invitations: Object.fromEntries(
        events.map((e) => [e.id, (guest ? answers.get(e.id)?.status : 'awaiting') ?? NOT_INVITED]),
      ),
    },
  });
  const { errors, isSubmitting } = form.formState;
  // A meal chosen before the menu changed stays choosable.
  const meals = guest?.meal && !mealOptions.includes(guest.meal) ? [...mealOptions, guest.meal] : mealOptions;

  const submit = useOneSubmit(
    form.handleSubmit(async ({ invitations, ...values }) => {
      try {
        await onSubmit({
          guest: guestSchema.parse({ ...guest, ...values, id, createdAt, plusOneOf: guest?.plusOneOf }),
          invitations: Object.fromEntries(
            Object.entries(invitations).map(([eventId, v]) => [
              eventId,
              v === NOT_INVITED ? null : (v as RsvpStatus),
            ]),
          ),
        });
      } catch (error) {
        form.setError('root', saveFailure(error, 'guest'));
      }
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" error={errors.firstName?.message}>
          {(p) => (
            <Input
              {...p}
              autoFocus
              maxLength={L.firstName}
              autoComplete="off"
              {...form.register('firstName')}
            />
          )}
        </Field>
        <Field label="Last name" error={errors.lastName?.message}>
          {(p) => <Input {...p} maxLength={L.lastName} autoComplete="off" {...form.register('lastName')} />}
        </Field>
        <Field label="Email" error={errors.email?.message}>
          {(p) => (
            <Input {...p} type="email" maxLength={L.email} autoComplete="off" {...form.register('email')} />
          )}
        </Field>
        <Field label="Phone" error={errors.phone?.message}>
          {(p) => (
            <Input {...p} type="tel" maxLength={L.phone} autoComplete="off" {...form.register('phone')} />
          )}
        </Field>
        <Field label="Side" error={errors.side?.message}>
          {(p) => (
            <NativeSelect {...p} {...form.register('side')}>
              {SIDES.map((side) => (
                <option key={side} value={side}>
                  {SIDE_LABELS[side]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Household" error={errors.householdId?.message}>
          {(p) => (
            <NativeSelect {...p} {...form.register('householdId')}>
              {households.map((h) => (
                <option key={h.id} value={h.id}>
                  {h.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <Field
        label="Tags"
        error={errors.tags?.message}
        hint="Comma separated, e.g. family, college friends, work."
      >
        {(p) => (
          <Input
            {...p}
            maxLength={L.tags * (L.tagLength + 2)}
            autoComplete="off"
            {...form.register('tags')}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-x-5">
        <label className="flex min-h-10 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            {...form.register('plusOneAllowed')}
            disabled={Boolean(guest?.plusOneOf)}
          />
          Plus-one allowed
        </label>
        <label className="flex min-h-10 items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...form.register('isChild')} />
          Child
        </label>
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-copy">Invitations and answers</legend>
        {events.length === 0 ? (
          <p className="mt-1 text-sm text-muted-foreground">
            Add events first (in Events) to invite guests to them.
          </p>
        ) : (
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {events.map((event) => (
              <Field key={event.id} label={event.name}>
                {(p) => (
                  <NativeSelect {...p} {...form.register(`invitations.${event.id}`)}>
                    <option value={NOT_INVITED}>Not invited</option>
                    {RSVP_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {RSVP_LABELS[status]}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
            ))}
          </div>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Meal"
          error={errors.meal?.message}
          hint={meals.length ? undefined : 'Set your menu under Website & RSVP.'}
        >
          {(p) =>
            meals.length ? (
              <NativeSelect {...p} {...form.register('meal')}>
                <option value="">No choice yet</option>
                {meals.map((m) => (
                  <option key={m} value={m}>
                    {m}
                  </option>
                ))}
              </NativeSelect>
            ) : (
              <Input {...p} maxLength={L.meal} {...form.register('meal')} />
            )
          }
        </Field>
        <Field label="Dietary notes" error={errors.dietary?.message}>
          {(p) => <Input {...p} maxLength={L.dietary} {...form.register('dietary')} />}
        </Field>
      </div>
      <FormActions
        error={errors.root}
        busy={isSubmitting}
        submitLabel={guest ? 'Save Changes' : 'Add Guest'}
        onCancel={onCancel}
      />
    </form>
  );
}
