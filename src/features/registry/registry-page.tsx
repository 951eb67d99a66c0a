import { Gift, Plus } from 'lucide-react';
import { Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChips } from '@/components/ui/filter-chips';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { ShowMoreButton } from '@/components/ui/show-more';
import { Spinner } from '@/components/ui/spinner';
import { useCollection, useProfile, useUndoableRemove } from '@/lib/data';
import { useRegistryCommands } from './api/use-registry-commands';
import { pricesNote } from '@/lib/money';
import { usePaged } from '@/lib/use-paged';
import { useStableCallback } from '@/lib/use-stable-callback';
import {
  ALL,
  filterRegistryItems,
  registryCategories,
  registryItemsCollection,
  registryStoresCollection,
  summarizeRegistry,
  type RegistryItem,
  type RegistryStore,
} from './model';
import { RegistryItemCard, type RegistryItemActions } from './registry-item-card';
import { RegistryStores } from './registry-stores';
import { RegistrySummary } from './registry-summary';
import { loadShareLinks, ShareRegistry } from './share-registry';
import { formatCount } from '@/lib/format-number';
import { lazyNamed } from '@/lib/lazy-named';
import { registryHeading } from './heading';

// The forms, and react-hook-form with them, arrive when their dialog first opens.
const RegistryItemForm = lazyNamed(() => import('./registry-item-form'), 'RegistryItemForm');
const StoreForm = lazyNamed(() => import('./store-form'), 'StoreForm');
// Cash funds (issue 32) and their form arrive after the page's first load.
const FundsSection = lazyNamed(() => import('./funds-section'), 'FundsSection');

// The data hook has already told the user with a notice when a write fails.
const ignore = () => undefined;

export default function RegistryPage() {
  const items = useCollection(registryItemsCollection);
  // Prices are in the couple's currency, the one their budget uses.
  const currency = useProfile().data.budget.currency;
  const stores = useCollection(registryStoresCollection);
  // Sharing's links are fetched while the items load, so they are in when the section shows (a failed fetch is
  // tried again when the section renders, and reported there).
  useEffect(() => void loadShareLinks().catch(() => undefined), []);
  const { addItem, updateItem, addStore } = useRegistryCommands();
  const removeItem = useUndoableRemove(registryItemsCollection);
  const removeStore = useUndoableRemove(registryStoresCollection);

  const [query, setQuery] = useState('');
  const [chosenCategory, setCategory] = useState(ALL);
  const categories = useMemo(() => registryCategories(items.items), [items.items]);
  // A chip whose last item was deleted or renamed falls back to "All" rather than showing an empty list.
  const category =
    chosenCategory === ALL || categories.some((c) => c.toLowerCase() === chosenCategory.toLowerCase())
      ? chosenCategory
      : ALL;
  const deferredQuery = useDeferredValue(query);
  const filtered = useMemo(
    () => filterRegistryItems(items.items, deferredQuery, category),
    [items.items, deferredQuery, category],
  );
  const { page, total, remaining, showMore } = usePaged(filtered, `${category}\u0000${deferredQuery}`);
  const summary = useMemo(() => summarizeRegistry(items.items), [items.items]);

  const [itemForm, setItemForm] = useState<{ item: RegistryItem | null } | null>(null);
  const [storeForm, setStoreForm] = useState(false);

  const onTogglePurchased = useStableCallback(
    (item: RegistryItem) =>
      // Unmarked, a gift forgets who marked it bought on the website.
      void updateItem({
        id: item.id,
        changes: item.purchased
          ? { purchased: false, boughtBy: undefined, boughtAt: undefined }
          : { purchased: true },
      }).catch(ignore),
  );
  const onEdit = useStableCallback((item: RegistryItem) => setItemForm({ item }));
  const onDelete = useStableCallback((item: RegistryItem) => void removeItem(item.id, { name: item.name }));
  const actions = useMemo<RegistryItemActions>(
    () => ({ onTogglePurchased, onEdit, onDelete }),
    [onTogglePurchased, onEdit, onDelete],
  );

  const chips = useMemo(
    () => [{ value: ALL, label: 'All' }, ...categories.map((c) => ({ value: c, label: c }))],
    [categories],
  );

  const saveItem = async (item: RegistryItem) => {
    if (itemForm?.item) {
      // An edit changes only what the form shows; purchased stays as it is now.
      const { name, price, category, priority, url, imageUrl } = item;
      await updateItem({
        id: item.id,
        changes: { name, price, category, priority, url, imageUrl },
        seen: itemForm.item,
      });
    } else {
      await addItem(item);
    }
    setItemForm(null);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <PageHeader
        {...registryHeading}
        actions={
          <Button onClick={() => setItemForm({ item: null })}>
            <Plus aria-hidden="true" />
            Add Registry Item
          </Button>
        }
      />

      {/* One wait for the whole page: what sits below the items (the stores, sharing) shown before them would jump
          down the page as they arrive. */}
      {items.isLoading || stores.isLoading ? (
        <Spinner label="Loading your registry" />
      ) : (
        <>
          <RegistrySummary summary={summary} currency={currency} />

          <section aria-labelledby="items-heading" className="mt-8 space-y-4">
            <h2 id="items-heading" className="sr-only">
              Registry items
            </h2>
            <Card className="space-y-4">
              <SearchInput
                placeholder="Search registry items..."
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                maxLength={200}
              />
              <FilterChips
                label="Filter by category"
                options={chips}
                value={category}
                onChange={setCategory}
              />
            </Card>
            <p aria-live="polite" className="text-sm text-muted-foreground">
              Showing {formatCount(page.length)} of {formatCount(total)} registry items
            </p>
            {total === 0 ? (
              <EmptyState
                icon={<Gift />}
                title="No registry items found"
                description={
                  items.items.length === 0
                    ? 'Add the first gift you would love to receive.'
                    : 'Try adjusting your search or category filters.'
                }
              />
            ) : (
              <ul aria-label="Registry items" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {page.map((item) => (
                  <RegistryItemCard key={item.id} item={item} actions={actions} currency={currency} />
                ))}
              </ul>
            )}
            <ShowMoreButton remaining={remaining} onClick={showMore} />
          </section>

          <RegistryStores
            stores={stores.items}
            onAdd={() => setStoreForm(true)}
            onDelete={(store: RegistryStore) => void removeStore(store.id, { name: store.name })}
          />

          <Suspense fallback={null}>
            <FundsSection currency={currency} />
          </Suspense>

          <ShareRegistry />
        </>
      )}

      <Dialog
        open={itemForm !== null}
        onOpenChange={(open) => !open && setItemForm(null)}
        title={itemForm?.item ? 'Edit Registry Item' : 'Add Registry Item'}
        description={pricesNote(currency)}
      >
        {itemForm && (
          <RegistryItemForm
            item={itemForm.item}
            categories={categories}
            currency={currency}
            onSubmit={saveItem}
            onCancel={() => setItemForm(null)}
          />
        )}
      </Dialog>

      <Dialog open={storeForm} onOpenChange={setStoreForm} title="Add Store">
        {storeForm && (
          <StoreForm
            onSubmit={async (store) => {
              await addStore(store);
              setStoreForm(false);
            }}
            onCancel={() => setStoreForm(false)}
          />
        )}
      </Dialog>
    </div>
  );
}
