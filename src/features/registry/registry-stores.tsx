import { ExternalLink, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { safeHttpUrl } from '@/lib/safe-url';
import type { RegistryStore } from './model';

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
