import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '@/lib/zod';
import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input, UrlInput } from '@/components/ui/field';
import { saveFailureMessage } from '@/lib/form-fields';
import { shortId } from '@/lib/ids';
import { safeHttpUrl } from '@/lib/safe-url';
import { NAME_MAX, registryStoreSchema, type RegistryStore } from './model';

/** The store's logo when it has an http(s) one that loads; otherwise its initial. */
function StoreLogo({ store }: { store: RegistryStore }) {
  const src = safeHttpUrl(store.logo);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailedSrc(src)}
        className="size-12 shrink-0 rounded-lg object-contain"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-accent-strong font-serif text-xl font-semibold text-primary-deep"
    >
      {store.name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

/** "Your Registry Stores" (spec §2): a tile per store linking out, and an Add Store tile. */
export function RegistryStores({
  stores,
  onAdd,
  onDelete,
}: {
  stores: RegistryStore[];
  onAdd: () => void;
  onDelete: (store: RegistryStore) => void;
}) {
  return (
    <section aria-labelledby="stores-heading" className="mt-10">
      <h2 id="stores-heading" className="mb-4 font-serif text-xl font-semibold text-foreground">
        Your Registry Stores
      </h2>
      <ul aria-label="Registry stores" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {stores.map((store) => {
          const href = safeHttpUrl(store.url);
          return (
            <li
              key={store.id}
              className="flex items-center gap-3 rounded-xl border border-border bg-card p-4 shadow-sm"
            >
              <StoreLogo store={store} />
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold [overflow-wrap:anywhere] text-foreground">{store.name}</h3>
                {href && (
                  <a
                    href={href}
                    aria-label={`Visit store: ${store.name} (opens in a new tab)`}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-10 items-center gap-1 text-sm font-medium text-primary-strong hover:underline"
                  >
                    Visit store
                    <ExternalLink aria-hidden="true" className="size-4" />
                  </a>
                )}
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove ${store.name}`}
                onClick={() => onDelete(store)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            onClick={onAdd}
            className="flex h-full min-h-20 w-full items-center justify-center gap-2 rounded-xl border-2 border-dashed border-input p-4 font-medium text-muted-foreground hover:border-primary hover:text-primary-strong"
          >
            <Plus aria-hidden="true" className="size-5" />
            Add Store
          </button>
        </li>
      </ul>
    </section>
  );
}

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
      form.setError('root', {
        message: saveFailureMessage(error, 'store'),
      });
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
      <FormActions
        error={errors.root?.message}
        busy={isSubmitting}
        submitLabel={'Add Store'}
        onCancel={onCancel}
      />
    </form>
  );
}
