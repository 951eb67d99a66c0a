import { zodResolver } from '@hookform/resolvers/zod';
import { LanguageOptions } from '@/components/language-options';
import { LANGUAGES } from '@/lib/i18n';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from '@/lib/zod';
import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input, NativeSelect, Textarea } from '@/components/ui/field';
import { answerId, GUEST_LIMITS as L } from '@/lib/backend';
import { optionalText, saveFailure } from '@/lib/form-fields';
import { newToken, shortId } from '@/lib/ids';
import { useOneSubmit } from '@/lib/use-one-submit';
import {
  guestSchema,
  householdNameFor,
  optionalEmail,
  SIDE_LABELS,
  SIDES,
  type Guest,
  type Household,
  type RsvpAnswer,
  type WeddingEvent,
} from './model';
import { displayPhone, phoneField, usePhoneCountry } from './phone';
import { phoneCountryName, type PhoneCountry } from '@/lib/phone-countries';

const g = guestSchema.shape;
const newSchema = (country: PhoneCountry) =>
  z.object({
    name: optionalText('Household name', L.householdName),
    email: optionalEmail(),
    phone: phoneField(country),
    side: z.enum(SIDES),
    events: z.array(z.string()),
    guests: z
      .array(
        z.object({
          firstName: g.firstName,
          lastName: g.lastName,
          isChild: z.boolean(),
          plusOneAllowed: z.boolean(),
        }),
      )
      .check(z.minLength(1, 'Add at least one guest'), z.maxLength(30, 'At most 30 guests in one household')),
  });
type NewInput = z.input<ReturnType<typeof newSchema>>;
type NewOutput = z.output<ReturnType<typeof newSchema>>;

export interface NewHousehold {
  household: Household;
  guests: Guest[];
  answers: RsvpAnswer[];
}

/** The time a submit starts (outside render: the stamps order the new guests as the form lists them). */
const now = () => Date.now();

const blankGuest = { firstName: '', lastName: '', isChild: false, plusOneAllowed: false };

/**
 * A new household: its guests (each with child and plus-one switches), which side they are, and the events they are
 * invited to, in one step. The household gets its own RSVP link. Ids are fixed for the form's life, so a double
 * submit stores one household, not two.
 */
export function NewHouseholdForm({
  events,
  onSubmit,
  onCancel,
}: {
  events: readonly WeddingEvent[];
  onSubmit: (created: NewHousehold) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [ids] = useState(() => ({
    household: shortId(),
    token: newToken(),
    guests: new Map<string, string>(),
  }));
  const country = usePhoneCountry();
  const [schema] = useState(() => newSchema(country));
  const form = useForm<NewInput, unknown, NewOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      side: 'both',
      events: events.map((e) => e.id),
      guests: [blankGuest],
    },
  });
  const rows = useFieldArray({ control: form.control, name: 'guests' });
  const { errors, isSubmitting } = form.formState;

  const submit = useOneSubmit(
    form.handleSubmit(async (values) => {
      const start = now();
      const guests: Guest[] = values.guests.map((row, i) => {
        // Keyed by the row, so a second submit (after a refused save) reuses each guest's id.
        const key = rows.fields[i]?.id ?? String(i);
        if (!ids.guests.has(key)) ids.guests.set(key, shortId());
        return guestSchema.parse({
          ...row,
          id: ids.guests.get(key),
          householdId: ids.household,
          side: values.side,
          tags: [],
          createdAt: new Date(start + i).toISOString(),
        });
      });
      const household: Household = {
        id: ids.household,
        name: values.name ?? householdNameFor(guests[0]!, guests.length),
        rsvpToken: ids.token,
        email: values.email,
        phone: values.phone,
        createdAt: new Date(start).toISOString(),
      };
      const answers = guests.flatMap((guest) =>
        values.events.map((eventId) => ({
          id: answerId(guest.id, eventId),
          guestId: guest.id,
          eventId,
          status: 'awaiting' as const,
        })),
      );
      try {
        await onSubmit({ household, guests, answers });
      } catch (error) {
        form.setError('root', saveFailure(error, 'household'));
      }
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-copy">Guests</legend>
        {rows.fields.map((row, i) => (
          <div key={row.id} className="space-y-3 rounded-lg border border-border p-3">
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label={`Guest ${i + 1} first name`} error={errors.guests?.[i]?.firstName?.message}>
                {(p) => (
                  <Input
                    {...p}
                    autoFocus={i === 0}
                    maxLength={L.firstName}
                    autoComplete="off"
                    {...form.register(`guests.${i}.firstName`)}
                  />
                )}
              </Field>
              <Field label={`Guest ${i + 1} last name`} error={errors.guests?.[i]?.lastName?.message}>
                {(p) => (
                  <Input
                    {...p}
                    maxLength={L.lastName}
                    autoComplete="off"
                    {...form.register(`guests.${i}.lastName`)}
                  />
                )}
              </Field>
            </div>
            <div className="flex flex-wrap items-center gap-x-5 gap-y-1">
              <label className="flex min-h-10 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  aria-label={`Plus-one allowed for guest ${i + 1}`}
                  className="size-4 accent-primary"
                  {...form.register(`guests.${i}.plusOneAllowed`)}
                />
                Plus-one allowed
              </label>
              <label className="flex min-h-10 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  aria-label={`Child (guest ${i + 1})`}
                  className="size-4 accent-primary"
                  {...form.register(`guests.${i}.isChild`)}
                />
                Child
              </label>
              {rows.fields.length > 1 && (
                <Button variant="ghost" size="sm" className="ml-auto" onClick={() => rows.remove(i)}>
                  <X aria-hidden="true" />
                  Remove guest {i + 1}
                </Button>
              )}
            </div>
          </div>
        ))}
        {errors.guests?.root?.message && (
          <p role="alert" className="text-sm text-destructive-strong">
            {errors.guests.root.message}
          </p>
        )}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => rows.append(blankGuest)}
          disabled={rows.fields.length >= 30}
        >
          <Plus aria-hidden="true" />
          Add another guest
        </Button>
      </fieldset>
      <Field
        label="Household name"
        error={errors.name?.message}
        hint='Optional: e.g. "The Sharma family". Made from the first guest when empty.'
      >
        {(p) => <Input {...p} maxLength={L.householdName} {...form.register('name')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Household email" error={errors.email?.message} hint="Where the RSVP link is sent.">
          {(p) => <Input {...p} type="email" maxLength={L.email} {...form.register('email')} />}
        </Field>
        <Field
          label="Household phone"
          error={errors.phone?.message}
          hint={`For WhatsApp: the country code is added for numbers from ${phoneCountryName(country)}.`}
        >
          {(p) => <Input {...p} type="tel" maxLength={L.phone} {...form.register('phone')} />}
        </Field>
      </div>
      <Field label="Side">
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
      <fieldset>
        <legend className="text-sm font-semibold text-copy">Invited to</legend>
        {events.length === 0 ? (
          <p className="mt-1 text-sm text-muted-foreground">
            Add events first (in Events) to invite guests to them.
          </p>
        ) : (
          <div className="mt-1 flex flex-wrap gap-x-5">
            {events.map((event) => (
              <label key={event.id} className="flex min-h-10 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  value={event.id}
                  className="size-4 accent-primary"
                  {...form.register('events')}
                />
                {event.name}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <FormActions error={errors.root} busy={isSubmitting} submitLabel="Add Household" onCancel={onCancel} />
    </form>
  );
}

const editSchema = (country: PhoneCountry) =>
  z.object({
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Household name is required'),
        z.maxLength(L.householdName, `Keep the household name under ${L.householdName} characters`),
      ),
    email: optionalEmail(),
    phone: phoneField(country),
    address: optionalText('Address', L.address),
    notes: optionalText('Notes', L.notes),
    language: z.pipe(
      z.enum(['', ...LANGUAGES]),
      z.transform((v) => (v === '' ? undefined : v)),
    ),
  });
type EditInput = z.input<ReturnType<typeof editSchema>>;
type EditOutput = z.output<ReturnType<typeof editSchema>>;

/** A household's own details: its name, where its link is sent, its postal address, the couple's notes. */
export function EditHouseholdForm({
  household,
  onSubmit,
  onCancel,
}: {
  household: Household;
  onSubmit: (patch: EditOutput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const country = usePhoneCountry();
  const [schema] = useState(() => editSchema(country));
  const form = useForm<EditInput, unknown, EditOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: household.name,
      email: household.email ?? '',
      phone: household.phone ? displayPhone(household.phone, country) : '',
      address: household.address ?? '',
      notes: household.notes ?? '',
      language: household.language ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useOneSubmit(
    form.handleSubmit(async (values) => {
      try {
        await onSubmit(values);
      } catch (error) {
        form.setError('root', saveFailure(error, 'household'));
      }
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Household name" error={errors.name?.message}>
        {(p) => <Input {...p} autoFocus maxLength={L.householdName} {...form.register('name')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Household email" error={errors.email?.message}>
          {(p) => <Input {...p} type="email" maxLength={L.email} {...form.register('email')} />}
        </Field>
        <Field label="Household phone" error={errors.phone?.message}>
          {(p) => <Input {...p} type="tel" maxLength={L.phone} {...form.register('phone')} />}
        </Field>
      </div>
      <Field label="Postal address" error={errors.address?.message} hint="For thank-you cards.">
        {(p) => <Textarea {...p} rows={2} maxLength={L.address} {...form.register('address')} />}
      </Field>
      <Field label="Notes" error={errors.notes?.message} hint="Only you see these.">
        {(p) => <Textarea {...p} rows={3} maxLength={L.notes} {...form.register('notes')} />}
      </Field>
      <Field label="Language" hint="Of this household's RSVP page and the messages you send it.">
        {(p) => (
          <NativeSelect {...p} {...form.register('language')}>
            <option value="">Same as the website</option>
            <LanguageOptions />
          </NativeSelect>
        )}
      </Field>
      <FormActions error={errors.root} busy={isSubmitting} submitLabel="Save Changes" onCancel={onCancel} />
    </form>
  );
}
