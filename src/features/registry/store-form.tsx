import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '@/lib/zod';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input, UrlInput } from '@/components/ui/field';
import { saveFailure } from '@/lib/form-fields';
import { shortId } from '@/lib/ids';
import { NAME_MAX, registryStoreSchema, type RegistryStore } from './model';

const storeFormSchema = z.omit(registryStoreSchema, { id: true });
type StoreFormInput = z.input<typeof storeFormSchema>;
type StoreFormOutput = z.output<typeof storeFormSchema>;

/** Add a store: a name and its registry link (http(s) only), with an optional logo image. */
export function StoreForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (store: RegistryStore) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [id] = useState(() => shortId());
  const form = useForm<StoreFormInput, unknown, StoreFormOutput>({
    resolver: zodResolver(storeFormSchema),
    defaultValues: { name: '', url: '', logo: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({ id, ...values });
    } catch (error) {
      form.setError('root', saveFailure(error, 'store'));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Store Name" error={errors.name?.message}>
        {(p) => (
          <Input
            {...p}
            autoFocus
            maxLength={NAME_MAX}
            placeholder="e.g. Williams Sonoma"
            {...form.register('name')}
          />
        )}
      </Field>
      <Field label="Registry URL" error={errors.url?.message}>
        {(p) => <UrlInput {...p} {...form.register('url')} />}
      </Field>
      <Field label="Logo URL (optional)" error={errors.logo?.message}>
        {(p) => <UrlInput {...p} {...form.register('logo')} />}
      </Field>
      <FormActions error={errors.root} busy={isSubmitting} submitLabel={'Add Store'} onCancel={onCancel} />
    </form>
  );
}
