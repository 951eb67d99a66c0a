import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from '@/lib/zod';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { optionalText } from '@/lib/form-fields';
import { nextTableName, type NewTable } from './chart';
import { MAX_SEATS, MIN_SEATS } from './layout';
import { TABLE_NAME_MAX, tableSchema, type TableRecord } from './model';

const formSchema = z.object({
  name: optionalText('Table name', TABLE_NAME_MAX),
  shape: tableSchema.shape.shape,
  head: z.boolean(),
  seats: tableSchema.shape.seats,
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/**
 * Add or edit a table: a name or number (left empty, the next "Table N"), round or long, a head table (a long table
 * seated on one side, facing the room) and 2 to 24 seats.
 */
export function TableForm({
  table,
  suggestedName,
  onSubmit,
  onCancel,
}: {
  table: TableRecord | null;
  suggestedName: string;
  onSubmit: (values: NewTable) => void;
  onCancel: () => void;
}) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: table?.name ?? '',
      shape: table?.shape ?? 'round',
      head: table?.head ?? false,
      seats: table?.seats ?? 8,
    },
  });
  const { errors } = form.formState;
  const shape = useWatch({ control: form.control, name: 'shape' });
  const submit = form.handleSubmit((values) =>
    onSubmit({
      name: values.name ?? '',
      shape: values.shape,
      head: values.shape === 'long' && values.head,
      seats: values.seats,
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label="Name or number"
        error={errors.name?.message}
        hint={table ? undefined : `Left empty: ${suggestedName}.`}
      >
        {(p) => (
          <Input
            {...p}
            autoFocus
            maxLength={TABLE_NAME_MAX}
            placeholder={suggestedName}
            {...form.register('name')}
          />
        )}
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-copy">Shape</legend>
        <div className="flex flex-wrap gap-4">
          {(
            [
              ['round', 'Round'],
              ['long', 'Long (rectangular)'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex min-h-10 items-center gap-2 text-sm">
              <input
                type="radio"
                value={value}
                className="size-4 accent-primary"
                {...form.register('shape')}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {shape === 'long' && (
        <label className="flex min-h-10 items-start gap-2 text-sm">
          <input type="checkbox" className="mt-0.5 size-4 accent-primary" {...form.register('head')} />
          <span>
            <span className="font-medium">Head table</span>
            <span className="block text-muted-foreground">Guests sit on one side only, facing the room.</span>
          </span>
        </label>
      )}
      <Field label="Seats" error={errors.seats?.message} hint={`${MIN_SEATS} to ${MAX_SEATS}.`}>
        {(p) => (
          <Input
            {...p}
            type="number"
            inputMode="numeric"
            min={MIN_SEATS}
            max={MAX_SEATS}
            step={1}
            {...form.register('seats', { valueAsNumber: true })}
          />
        )}
      </Field>
      <FormActions busy={false} submitLabel={table ? 'Save Table' : 'Add Table'} onCancel={onCancel} />
    </form>
  );
}

/** The table dialog: a table being edited (`table`), or a new one (null), named by the next free "Table N". */
export function TableDialog({
  open,
  table,
  tables,
  onSubmit,
  onClose,
}: {
  open: boolean;
  table: TableRecord | null;
  tables: readonly TableRecord[];
  onSubmit: (values: NewTable) => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={table ? `Edit ${table.name}` : 'Add a table'}
    >
      <TableForm table={table} suggestedName={nextTableName(tables)} onCancel={onClose} onSubmit={onSubmit} />
    </Dialog>
  );
}
