import { useState } from 'react';
import { Field, NativeSelect } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { draftToTravel, emptyTravel, TravelFields, type TravelDraft } from '@/components/travel-fields';
import { fullName, type Guest, type Household } from './model';
import { travelSchema, type Travel } from './travel-model';
import { useSchemaForm } from './use-schema-form';

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
  const { errors, busy, submit } = useSchemaForm(
    () => {
      const values = Object.fromEntries(Object.entries(draftToTravel(draft)).filter(([, v]) => v !== null));
      const guestId = who === household.id ? undefined : who;
      return travelSchema.safeParse({ ...values, id: who, householdId: household.id, guestId });
    },
    onSubmit,
    'travel plan',
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
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
      <FormActions error={errors.root} busy={busy} submitLabel="Save Travel" onCancel={onCancel} />
    </form>
  );
}
