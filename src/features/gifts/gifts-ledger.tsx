import { Download, Gift as GiftIcon, Plus } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChips } from '@/components/ui/filter-chips';
import { SearchInput } from '@/components/ui/search-input';
import { ShowMoreButton } from '@/components/ui/show-more';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toaster';
import { eventsCollection, householdsCollection } from '@/features/guests';
import { registryItemsCollection } from '@/features/registry';
import { useCollection, useProfile, useUndoableRemove } from '@/lib/data';
import { todayIso } from '@/lib/dates';
import { downloadText } from '@/lib/download';
import { formatCount } from '@/lib/format-number';
import { lazyNamed } from '@/lib/lazy-named';
import { usePaged } from '@/lib/use-paged';
import { useStableCallback } from '@/lib/use-stable-callback';
import { useGiftCommands } from './api/use-gift-commands';
import { GiftCard, type GiftActions, type GiftNames } from './gift-card';
import { GiftsHeader } from './gifts-header';
import { GiftTotals } from './gift-totals';
import { giftsCsv } from './gifts-csv';
import {
  awaitingConfirmation,
  filterGifts,
  giftOf,
  giverOf,
  ledgerEntries,
  searchGifts,
  thankYouChange,
  thankYouList,
  type GiftFilter,
  type LedgerEntry,
} from './ledger';
import { giftsCollection, type Gift } from './model';
import { ThankYouList } from './thank-you-list';

// The form, and react-hook-form with it, arrives when its dialog first opens.
const GiftForm = lazyNamed(() => import('./gift-form'), 'GiftForm');

type Tab = 'ledger' | 'thank-yous';

const FILTERS: { value: GiftFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'to-confirm', label: 'To confirm' },
  { value: 'owed', label: 'Thank-you owed' },
];

/** A lookup by id that answers undefined for a record no longer there (a household since deleted). */
function namesById(records: readonly { id: string; name: string }[]) {
  const names = new Map(records.map((r) => [r.id, r.name]));
  return (id: string) => names.get(id);
}

/**
 * Gifts & thank-yous (issue 32 items 3 and 4): the ledger of gifts received (registry items marked bought, other
 * gifts, cash with its amount), its totals by type and by event, search and CSV, guest reports to confirm, and the
 * thank-you list grouped by household for the cards.
 */
export function GiftsLedger() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'thank-yous' ? 'thank-yous' : 'ledger';
  const setTab = (next: Tab) => setParams(next === 'thank-yous' ? { tab: next } : {}, { replace: true });

  const gifts = useCollection(giftsCollection);
  const items = useCollection(registryItemsCollection);
  const households = useCollection(householdsCollection);
  const events = useCollection(eventsCollection);
  const profile = useProfile();
  const currency = profile.data.budget.currency;
  const { addGift, updateGift } = useGiftCommands();
  const remove = useUndoableRemove(giftsCollection);

  const entries = useMemo(() => ledgerEntries(gifts.items, items.items), [gifts.items, items.items]);
  const householdName = useMemo(() => namesById(households.items), [households.items]);
  const names = useMemo<GiftNames>(
    () => ({ giver: (g) => giverOf(g, householdName), event: namesById(events.items) }),
    [householdName, events.items],
  );

  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<GiftFilter>('all');
  // Typing stays instant: the list follows the text as a lower-priority render.
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(
    () =>
      filterGifts(
        searchGifts(entries, deferredQuery, (id) => householdName(id) ?? ''),
        filter,
      ),
    [entries, deferredQuery, householdName, filter],
  );
  const { page, total, remaining, showMore } = usePaged(shown, `${filter}\u0000${deferredQuery}`);
  const toConfirm = entries.filter(awaitingConfirmation).length;
  const owedGroups = useMemo(() => thankYouList(entries, households.items), [entries, households.items]);

  const [form, setForm] = useState<{ entry: LedgerEntry | null } | null>(null);

  // A registry gift's details live in a row of their own once first changed: until then its entry is derived. A
  // failure is told in the command's notice and the list shows what is stored, so nothing more is done with it here.
  const change = useStableCallback((entry: LedgerEntry, changes: Partial<Gift>) =>
    (entry.saved ? updateGift({ id: entry.id, changes }) : addGift({ ...giftOf(entry), ...changes })).catch(
      () => undefined,
    ),
  );
  const onEdit = useStableCallback((entry: LedgerEntry) => setForm({ entry }));
  const onDelete = useStableCallback(
    (entry: LedgerEntry) => void remove(entry.id, { name: entry.description }),
  );
  const onConfirm = useStableCallback((entry: LedgerEntry) => void change(entry, { confirmed: true }));
  const onThankYou = useStableCallback(
    (entry: LedgerEntry, status: Gift['thankYou']) => void change(entry, thankYouChange(status, todayIso())),
  );
  const actions = useMemo<GiftActions>(
    () => ({ onEdit, onDelete, onConfirm, onThankYou }),
    [onEdit, onDelete, onConfirm, onThankYou],
  );

  const save = async (gift: Gift) => {
    const entry = form?.entry;
    if (entry?.saved) await updateGift({ id: gift.id, changes: gift, seen: giftOf(entry) });
    else await addGift(gift);
    setForm(null);
  };

  const exportCsv = () => {
    downloadText(
      giftsCsv(entries, { household: householdName, event: names.event }, currency),
      `wedding-gifts-${todayIso()}.csv`,
      'text/csv;charset=utf-8',
    );
    toast(`Exported ${formatCount(entries.length)} ${entries.length === 1 ? 'gift' : 'gifts'}.`, 'success');
  };

  const loading =
    profile.isLoading || [gifts, items, households, events].some((collection) => collection.isLoading);

  return (
    <>
      <GiftsHeader
        actions={
          <>
            <Button variant="secondary" onClick={exportCsv} disabled={loading}>
              <Download aria-hidden="true" />
              Export
            </Button>
            <Button onClick={() => setForm({ entry: null })} disabled={loading}>
              <Plus aria-hidden="true" />
              Add Gift
            </Button>
          </>
        }
      />

      {loading ? (
        <Spinner label="Loading your gifts" />
      ) : (
        <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
          <TabsList>
            <TabsTrigger value="ledger">Ledger</TabsTrigger>
            <TabsTrigger value="thank-yous">Thank-you list</TabsTrigger>
          </TabsList>

          <TabsContent value="ledger" className="mt-6 space-y-6">
            {toConfirm > 0 && (
              <p className="rounded-lg bg-warning-muted px-4 py-3 text-sm text-warning-text">
                {toConfirm === 1
                  ? '1 gift reported by a guest waits for your confirmation.'
                  : `${formatCount(toConfirm)} gifts reported by guests wait for your confirmation.`}
              </p>
            )}
            <GiftTotals entries={entries} events={events.items} currency={currency} />
            <section aria-label="Ledger" className="min-w-0 space-y-4">
              <Card className="space-y-4">
                <SearchInput
                  placeholder="Search gifts, givers or notes..."
                  value={query}
                  onChange={(e) => setQuery(e.target.value)}
                  maxLength={200}
                />
                <FilterChips label="Show" options={FILTERS} value={filter} onChange={setFilter} />
              </Card>
              <p aria-live="polite" className="text-sm text-muted-foreground">
                Showing {formatCount(page.length)} of {formatCount(total)} gifts
              </p>
              {total === 0 ? (
                <EmptyState
                  icon={<GiftIcon />}
                  title={entries.length === 0 ? 'No gifts yet' : 'No gifts found'}
                  description={
                    entries.length === 0
                      ? 'Add a gift as it arrives. Registry items marked purchased appear here by themselves.'
                      : 'Try a different search or filter.'
                  }
                />
              ) : (
                <ul aria-label="Gifts" className="grid gap-4 md:grid-cols-2">
                  {page.map((entry) => (
                    <GiftCard
                      key={entry.id}
                      entry={entry}
                      currency={currency}
                      names={names}
                      actions={actions}
                    />
                  ))}
                </ul>
              )}
              <ShowMoreButton remaining={remaining} onClick={showMore} />
            </section>
          </TabsContent>

          <TabsContent value="thank-yous" className="mt-6">
            <ThankYouList groups={owedGroups} currency={currency} onThankYou={onThankYou} />
          </TabsContent>
        </Tabs>
      )}

      <Dialog
        open={form !== null}
        onOpenChange={(open) => !open && setForm(null)}
        title={form?.entry ? 'Edit Gift' : 'Add Gift'}
      >
        {form && (
          <GiftForm
            gift={form.entry && giftOf(form.entry)}
            currency={currency}
            places={{ households: households.items, events: events.items }}
            onSubmit={save}
            onCancel={() => setForm(null)}
          />
        )}
      </Dialog>
    </>
  );
}
