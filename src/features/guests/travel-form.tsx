import { useState } from 'react';
import { FormActions } from '@/components/ui/form-actions';
import { draftToTravel, emptyTravel, TravelFields, type TravelDraft } from '@/components/travel-fields';
import { travelSchema, type Travel } from './travel-model';
import { useSchemaForm } from './use-schema-form';

/** The couple edits a household's travel: the same fields the guests fill, checked by the stored schema. */
export function TravelForm({
  householdId,
  travel,
  onSubmit,
  onCancel,
}: {
  householdId: string;
  travel: Travel | null;
  onSubmit: (travel: Travel) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<TravelDraft>(() => emptyTravel(travel));
  const { errors, busy, submit } = useSchemaForm(
    () => {
      const values = Object.fromEntries(Object.entries(draftToTravel(draft)).filter(([, v]) => v !== null));
      return travelSchema.safeParse({ ...values, id: householdId, householdId });
    },
    onSubmit,
    'travel plan',
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TravelFields draft={draft} onChange={setDraft} errors={errors} />
      <FormActions error={errors.root} busy={busy} submitLabel="Save Travel" onCancel={onCancel} />
    </form>
  );
}
