import { useState } from 'react';
import { Field, NativeSelect } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { draftToTravel, emptyTravel, TravelFields, type TravelDraft } from '@/components/travel-fields';
import { saveFailure } from '@/lib/form-fields';
import { usePlainForm, type FormSchema } from '@/lib/use-plain-form';
import { fullName, type Guest, type Household } from './model';
import { travelSchema, type Travel } from './travel-model';

/**
 * The couple edits a household's travel, or one guest's when they travel apart from it: the same fields the guests
 * fill, checked by the stored schema. Choosing who loads what is stored for them.
 */
export function TravelForm({
  household,
  members,
  stored,
  onSubmit,
  onCancel,
}: {
  household: Household;
  members: readonly Guest[];
  /** The household's and its guests' travel, by record id (the guest's, else the household's). */
  stored: ReadonlyMap<string, Travel>;
  onSubmit: (travel: Travel) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [who, setWho] = useState(household.id);
  const [draft, setDraft] = useState<TravelDraft>(() => emptyTravel(stored.get(household.id)));
  const choose = (id: string) => {
    setWho(id);
    setDraft(emptyTravel(stored.get(id)));
  };
  // The draft as stored for whoever was chosen, checked by the stored schema.
  const schema: FormSchema<Travel> = {
    safeParse: (values) => {
      const given = draftToTravel(values as TravelDraft);
      const fields = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== null));
      const guestId = who === household.id ? undefined : who;
      return travelSchema.safeParse({ ...fields, id: who, householdId: household.id, guestId });
    },
  };
  const { errors, submitting, failure, handleSubmit } = usePlainForm({
    schema,
    defaults: draft,
    failed: (error) => saveFailure(error, 'travel plan'),
  });
  return (
    <form onSubmit={handleSubmit(onSubmit, draft)} noValidate className="space-y-4">
      {members.length > 1 && (
        <Field label="Who travels" hint="A guest who travels apart from the household gets their own plan.">
          {(p) => (
            <NativeSelect {...p} value={who} onChange={(e) => choose(e.target.value)}>
              <option value={household.id}>The whole household</option>
              {members.map((g) => (
                <option key={g.id} value={g.id}>
                  {fullName(g)} on their own
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      )}
      <TravelFields key={who} draft={draft} onChange={setDraft} errors={errors} />
      <FormActions
        error={errors.root ?? failure}
        busy={submitting}
        submitLabel="Save Travel"
        onCancel={onCancel}
      />
    </form>
  );
}
