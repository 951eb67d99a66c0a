import { Plus, Store } from 'lucide-react';
import { Suspense, useDeferredValue, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChips } from '@/components/ui/filter-chips';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { ShowMoreButton } from '@/components/ui/show-more';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { useCollection, useProfile, useUndoableRemove } from '@/lib/data';
import { pricesNote } from '@/lib/money';
import { usePaged } from '@/lib/use-paged';
import { useStableCallback } from '@/lib/use-stable-callback';
import {
  filterVendors,
  hasVendorNamed,
  summarizeVendors,
  VENDOR_CATEGORIES,
  vendorsCollection,
  type Vendor,
  vendorFromDirectory,
  type VendorFilter,
} from './model';
import { useContractCleanup, useContracts } from './api/use-contracts';
import { useVendorCommands } from './api/use-vendor-commands';
import { VendorAppointments } from './vendor-appointments';
import { VendorCard, type VendorActions } from './vendor-card';
import { VendorSummary } from './vendor-summary';
import { formatCount } from '@/lib/format-number';
import { lazyNamed } from '@/lib/lazy-named';
import { vendorsHeading } from './heading';

// The form, and react-hook-form with it, arrives when its dialog first opens.
// The vendor directory's search, beside the list: fetched after the page paints, like the directory it reads.
const FindVendors = lazyNamed(() => import('./find-vendors'), 'FindVendors');
const VendorForm = lazyNamed(
  () => import('./vendor-form').then((m) => ({ VendorFormWithCategories: m.VendorFormWithCategories })),
  'VendorFormWithCategories',
);

const FILTERS: { value: VendorFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...VENDOR_CATEGORIES.map((c) => ({ value: c, label: c })),
];
// The data hook has already told the user with a notice when a write fails.
const ignore = () => undefined;

/** Removing a contract deletes its file for good (there is no Undo for a file), so it asks first. */
type RemovingContract = Vendor | null;

export default function VendorsPage() {
  const { items, isLoading } = useCollection(vendorsCollection);
  const { addVendor, updateVendor } = useVendorCommands();
  const update = useStableCallback((id: string, changes: Partial<Vendor>) => updateVendor({ id, changes }));
  const remove = useUndoableRemove(vendorsCollection);
  // Prices are in the couple's currency, the one their budget uses.
  const currency = useProfile().data.budget.currency;
  const contracts = useContracts(update);
  const cleanUpContract = useContractCleanup();

  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<VendorFilter>('all');
  const deferredQuery = useDeferredValue(query);
  const filtered = useMemo(
    () => filterVendors(items, deferredQuery, category),
    [items, deferredQuery, category],
  );
  const { page, total, remaining, showMore } = usePaged(filtered, `${category}\u0000${deferredQuery}`);
  const summary = useMemo(() => summarizeVendors(items), [items]);

  const [form, setForm] = useState<{ vendor: Vendor | null } | null>(null);
  const [removingContract, setRemovingContract] = useState<RemovingContract>(null);

  const onToggleDeposit = useStableCallback(
    (v: Vendor) => void update(v.id, { depositPaid: !v.depositPaid }).catch(ignore),
  );
  const onToggleContract = useStableCallback(
    (v: Vendor) => void update(v.id, { contractSigned: !v.contractSigned }).catch(ignore),
  );
  const onEdit = useStableCallback((v: Vendor) => setForm({ vendor: v }));
  // The contract file stays until the Undo has passed, so an Undo brings the vendor back whole.
  const onDelete = useStableCallback(
    (v: Vendor) => void remove(v.id, { name: v.name, onGone: () => void cleanUpContract(v) }),
  );
  const upload = useStableCallback(contracts.upload);
  const download = useStableCallback(contracts.download);
  const removeContract = useStableCallback((v: Vendor) => setRemovingContract(v));
  const actions = useMemo<VendorActions>(
    () => ({ onToggleDeposit, onToggleContract, onEdit, onDelete, upload, download, remove: removeContract }),
    [onToggleDeposit, onToggleContract, onEdit, onDelete, upload, download, removeContract],
  );

  const save = async (vendor: Vendor) => {
    if (form?.vendor) {
      // An edit changes only what the form shows; the contract file is managed on the card.
      const { contractFile: _kept, ...fields } = vendor;
      await updateVendor({ id: vendor.id, changes: fields, seen: form.vendor });
    } else {
      await addVendor(vendor);
    }
    setForm(null);
  };

  const confirmRemoveContract = () => {
    const vendor = removingContract;
    if (!vendor) return;
    contracts.remove(vendor).then(() => toast(`Removed the contract for ${vendor.name}.`, 'success'), ignore);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <PageHeader
        {...vendorsHeading}
        actions={
          <Button onClick={() => setForm({ vendor: null })}>
            <Plus aria-hidden="true" />
            Add Vendor
          </Button>
        }
      />

      {isLoading ? (
        <Spinner label="Loading your vendors" />
      ) : (
        <>
          <VendorSummary summary={summary} currency={currency} />
          <div className="mt-8 grid gap-6 lg:grid-cols-3">
            <section aria-labelledby="vendors-heading" className="min-w-0 space-y-4 lg:col-span-2">
              <h2 id="vendors-heading" className="sr-only">
                Your vendors
              </h2>
              <Card className="space-y-4">
                <SearchInput
                  placeholder="Search vendors..."
                  value={query}
                  onChange={(e) => setQuery(e.target.value)}
                  maxLength={200}
                />
                <FilterChips
                  label="Filter by category"
                  options={FILTERS}
                  value={category}
                  onChange={setCategory}
                />
              </Card>
              <p aria-live="polite" className="text-sm text-muted-foreground">
                Showing {formatCount(page.length)} of {formatCount(total)} vendors
              </p>
              {total === 0 ? (
                <EmptyState
                  icon={<Store />}
                  title="No vendors found"
                  description={
                    items.length === 0
                      ? 'Add your first vendor to track payments and contracts.'
                      : 'Try adjusting your search or category filters.'
                  }
                />
              ) : (
                <ul aria-label="Vendors" className="grid gap-4 md:grid-cols-2">
                  {page.map((v) => (
                    <VendorCard key={v.id} vendor={v} actions={actions} currency={currency} />
                  ))}
                </ul>
              )}
              <ShowMoreButton remaining={remaining} onClick={showMore} />
            </section>
            <aside className="min-w-0 space-y-6">
              <Suspense fallback={null}>
                <FindVendors
                  isAdded={(profile) => hasVendorNamed(items, profile.businessName)}
                  onAdd={async (profile) => {
                    await addVendor(vendorFromDirectory(profile));
                    toast(`Added ${profile.businessName} to your vendors.`, 'success');
                  }}
                />
              </Suspense>
              <VendorAppointments />
            </aside>
          </div>
        </>
      )}

      <Dialog
        open={form !== null}
        onOpenChange={(o) => !o && setForm(null)}
        title={form?.vendor ? 'Edit Vendor' : 'Add Vendor'}
        description={pricesNote(currency)}
      >
        {form && (
          <VendorForm
            vendor={form.vendor}
            currency={currency}
            onSubmit={save}
            onCancel={() => setForm(null)}
          />
        )}
      </Dialog>

      <ConfirmDialog
        open={removingContract !== null}
        onOpenChange={(o) => !o && setRemovingContract(null)}
        title="Remove this contract?"
        description={
          removingContract ? `The contract file for "${removingContract.name}" will be deleted.` : undefined
        }
        confirmLabel="Remove"
        onConfirm={confirmRemoveContract}
      />
    </div>
  );
}
