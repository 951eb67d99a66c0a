import { BellRing, FileDown, FileUp, Printer, RefreshCw, UserPlus, Users } from 'lucide-react';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { MenuButton } from '@/components/ui/dropdown-menu';
import { EmptyState } from '@/components/ui/empty-state';
import { Field, NativeSelect } from '@/components/ui/field';
import { SearchInput } from '@/components/ui/search-input';
import { toast } from '@/components/ui/toaster';
import { VirtualList } from '@/components/ui/virtual-list';
import { invitesCollection, newestFirst } from '@/features/invites';
import { useCollection } from '@/lib/data';
import { downloadText } from '@/lib/download';
import { useStableCallback } from '@/lib/use-stable-callback';
import { guestListCsv, rsvpCsv } from './csv-export';
import type { ImportPlan } from './csv-import';
import { EventCountsTable } from './event-counts';
import {
  ALL,
  filterEntries,
  groupByHousehold,
  hasFilters,
  needingReminder,
  NO_FILTERS,
  tagsInUse,
  type EventCounts,
  type GuestFilters,
} from './guest-list';
import { GuestForm, type GuestChange } from './guest-form';
import { HouseholdCard, type HouseholdActions } from './household-card';
import { EditHouseholdForm, NewHouseholdForm, type NewHousehold } from './household-form';
import { ImportDialog } from './import-dialog';
import { RSVP_LABELS, RSVP_STATUSES, SIDE_LABELS, SIDES, type Guest, type Household } from './model';
import { GuestPrintSheet } from './print-sheet';
import { RemindDialog } from './remind-dialog';
import { SendDialog } from './send-dialog';
import { rsvpUrl } from './sending';
import { useGuestCommands } from './api/use-guest-commands';
import type { useGuestData } from './use-guest-data';
import { formatCount } from '@/lib/format-number';

const ignore = () => undefined;

type GuestDialog = { guest: Guest | null; householdId: string } | null;

/**
 * The guest list (issue #13 item 2): counts per event, households with their guests and answers, search and filters
 * that stay fast with 3,000 guests (the list renders its result in the background and mounts only the households on
 * screen), and everything done to the list — add, edit, move, delete with Undo, import,
 * export, print, send links and remind.
 */
export function GuestListSection({
  data,
  counts,
  onRefresh,
  inviteId,
}: {
  data: ReturnType<typeof useGuestData>;
  counts: EventCounts[];
  onRefresh: () => Promise<unknown>;
  /** The invitation the couple came to send (/e-invites' "Send to your guests"), sent along by default. */
  inviteId: string | null;
}) {
  const { households, guests, entries, sortedEvents, website, coupleNames, weddingDate } = data;
  const actions = useGuestCommands();
  const invites = useCollection(invitesCollection);
  const invitations = useMemo(() => newestFirst(invites.items), [invites.items]);
  const [chosenInvite, setChosenInvite] = useState<string | null>(inviteId);
  const invitation = invitations.find((i) => i.id === chosenInvite) ?? null;
  const [filters, setFilters] = useState<GuestFilters>(NO_FILTERS);
  const deferred = useDeferredValue(filters);
  const filtered = useMemo(() => filterEntries(entries, deferred), [entries, deferred]);
  const groups = useMemo(() => groupByHousehold(households.items, filtered), [households.items, filtered]);
  const allGroups = useMemo(() => groupByHousehold(households.items, entries), [households.items, entries]);
  const sizes = useMemo(() => new Map(allGroups.map((g) => [g.household.id, g.members.length])), [allGroups]);
  const tags = useMemo(() => tagsInUse(guests.items), [guests.items]);
  // Households without guests show only when nothing narrows the list.
  const shown = useMemo(
    () =>
      hasFilters(deferred)
        ? groups
        : [
            ...groups,
            ...households.items
              .filter((h) => !sizes.has(h.id))
              .map((household) => ({ household, members: [] })),
          ],
    [groups, households.items, sizes, deferred],
  );

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [adding, setAdding] = useState(false);
  const [editingHousehold, setEditingHousehold] = useState<Household | null>(null);
  const [guestDialog, setGuestDialog] = useState<GuestDialog>(null);
  const [sendingId, setSendingId] = useState<string | null>(null);
  const [reminding, setReminding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [printing, setPrinting] = useState(false);
  const stopPrinting = useCallback(() => setPrinting(false), []);
  const [refreshing, setRefreshing] = useState(false);

  const guestsOf = useCallback(
    (householdId: string) => guests.items.filter((g) => g.householdId === householdId),
    [guests.items],
  );
  const byId = useMemo(() => new Map(households.items.map((h) => [h.id, h])), [households.items]);
  const sending = sendingId ? (byId.get(sendingId) ?? null) : null;
  const selectedHouseholds = useMemo(
    () => households.items.filter((h) => selected.has(h.id)),
    [households.items, selected],
  );

  const onSelect = useStableCallback((household: Household, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(household.id);
      else next.delete(household.id);
      return next;
    }),
  );
  const onSend = useStableCallback((household: Household) => setSendingId(household.id));
  const onAddGuest = useStableCallback((household: Household) =>
    setGuestDialog({ guest: null, householdId: household.id }),
  );
  const onEdit = useStableCallback((household: Household) => setEditingHousehold(household));
  const onDelete = useStableCallback(
    (household: Household) => void actions.removeHousehold({ id: household.id }).catch(ignore),
  );
  const onEditGuest = useStableCallback((guest: Guest) =>
    setGuestDialog({ guest, householdId: guest.householdId }),
  );
  const onDeleteGuest = useStableCallback(
    (guest: Guest) => void actions.removeGuest({ id: guest.id }).catch(ignore),
  );
  const cardActions = useMemo<HouseholdActions>(
    () => ({ onSelect, onSend, onAddGuest, onEdit, onDelete, onEditGuest, onDeleteGuest }),
    [onSelect, onSend, onAddGuest, onEdit, onDelete, onEditGuest, onDeleteGuest],
  );

  const setFilter = <K extends keyof GuestFilters>(key: K, value: GuestFilters[K]) =>
    setFilters((f) => ({ ...f, [key]: value }));

  const exportList = () =>
    downloadText(
      guestListCsv(entries, sortedEvents, (t) => rsvpUrl(t)),
      'guest-list.csv',
      'text/csv;charset=utf-8',
    );
  const exportRsvps = () =>
    downloadText(rsvpCsv(entries, sortedEvents, weddingDate), 'rsvp-answers.csv', 'text/csv;charset=utf-8');

  const refresh = async () => {
    setRefreshing(true);
    try {
      await onRefresh();
    } finally {
      setRefreshing(false);
    }
  };

  const importGuests = async (plan: ImportPlan) => {
    await actions.importGuests(plan);
    toast(`Imported ${formatCount(plan.guests.length)} guests.`, 'success');
  };

  const saveGuest = async (change: GuestChange) => {
    await actions.saveGuest(change);
    setGuestDialog(null);
  };

  const dialogAnswers = useMemo(
    () =>
      guestDialog?.guest
        ? (entries.find((e) => e.guest.id === guestDialog.guest!.id)?.answers ?? new Map())
        : new Map(),
    [guestDialog, entries],
  );

  return (
    <section aria-labelledby="guest-list-heading" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="guest-list-heading" className="font-serif text-2xl font-semibold">
          Guest list
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" />
            Add Household
          </Button>
          <Button variant="secondary" onClick={() => setImporting(true)}>
            <FileUp aria-hidden="true" />
            Import CSV
          </Button>
        </div>
      </div>

      <EventCountsTable counts={counts} />

      {/* The two actions of answers coming in, and the outputs under one menu (issue 36 item 3). */}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setSelected(new Set(needingReminder(allGroups).map((h) => h.id)))}
        >
          <BellRing aria-hidden="true" />
          Select those who haven't answered
        </Button>
        <Button variant="ghost" size="sm" onClick={() => void refresh()} disabled={refreshing}>
          <RefreshCw aria-hidden="true" className={refreshing ? 'animate-spin' : undefined} />
          Check for new replies
        </Button>
        <MenuButton
          label="Export"
          icon={<FileDown aria-hidden="true" />}
          size="sm"
          disabled={entries.length === 0}
          actions={[
            { label: 'Export guest list', icon: <FileDown aria-hidden="true" />, onSelect: exportList },
            { label: 'Export RSVPs', icon: <FileDown aria-hidden="true" />, onSelect: exportRsvps },
            {
              label: 'Print guest list',
              icon: <Printer aria-hidden="true" />,
              onSelect: () => setPrinting(true),
            },
          ]}
        />
      </div>

      {selected.size > 0 && (
        <div
          role="region"
          aria-label="Selected households"
          className="flex flex-wrap items-center gap-3 rounded-xl bg-accent px-4 py-3"
        >
          <p className="text-sm font-medium text-copy">
            {formatCount(selected.size)} household{selected.size === 1 ? '' : 's'} selected
          </p>
          <Button size="sm" onClick={() => setReminding(true)}>
            <BellRing aria-hidden="true" />
            Send reminders
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
            Clear selection
          </Button>
        </div>
      )}

      <div className="grid gap-3 rounded-xl border border-border p-4 sm:grid-cols-2 lg:grid-cols-5">
        <SearchInput
          className="sm:col-span-2 lg:col-span-5"
          placeholder="Search guests..."
          value={filters.query}
          maxLength={200}
          onChange={(e) => setFilter('query', e.target.value)}
        />
        <Field label="Side">
          {(p) => (
            <NativeSelect
              {...p}
              value={filters.side}
              onChange={(e) => setFilter('side', e.target.value as GuestFilters['side'])}
            >
              <option value={ALL}>All sides</option>
              {SIDES.map((s) => (
                <option key={s} value={s}>
                  {SIDE_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Tag">
          {(p) => (
            <NativeSelect {...p} value={filters.tag} onChange={(e) => setFilter('tag', e.target.value)}>
              <option value={ALL}>All tags</option>
              {tags.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Event">
          {(p) => (
            <NativeSelect {...p} value={filters.event} onChange={(e) => setFilter('event', e.target.value)}>
              <option value={ALL}>All events</option>
              {sortedEvents.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="RSVP">
          {(p) => (
            <NativeSelect
              {...p}
              value={filters.status}
              onChange={(e) => setFilter('status', e.target.value as GuestFilters['status'])}
            >
              <option value={ALL}>Any answer</option>
              {RSVP_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {RSVP_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        {hasFilters(filters) && (
          <Button variant="ghost" className="self-end" onClick={() => setFilters(NO_FILTERS)}>
            Clear filters
          </Button>
        )}
      </div>

      <p aria-live="polite" className="text-sm text-copy">
        Showing {formatCount(filtered.length)} of {formatCount(entries.length)} guests in{' '}
        {formatCount(shown.length)} households
      </p>

      {shown.length === 0 ? (
        <EmptyState
          icon={<Users />}
          title={entries.length === 0 && households.items.length === 0 ? 'No guests yet' : 'No guests found'}
          description={
            entries.length === 0 && households.items.length === 0
              ? 'Add your first household, or import your spreadsheet.'
              : 'Try adjusting your search or filters.'
          }
        />
      ) : (
        <VirtualList
          aria-label="Households"
          className="grid"
          items={shown}
          itemKey={(g) => g.household.id}
          estimateSize={220}
          gap={12}
          renderItem={({ household, members }, slot) => (
            <HouseholdCard
              {...slot}
              household={household}
              members={members}
              total={sizes.get(household.id) ?? 0}
              events={sortedEvents}
              selected={selected.has(household.id)}
              actions={cardActions}
            />
          )}
        />
      )}

      <Dialog
        open={adding}
        onOpenChange={setAdding}
        title="Add Household"
        description="Everyone who answers with one RSVP link: a couple, a family, a friend and their plus-one."
      >
        {adding && (
          <NewHouseholdForm
            events={sortedEvents}
            onSubmit={async (created: NewHousehold) => {
              await actions.addHousehold(created);
              setAdding(false);
            }}
            onCancel={() => setAdding(false)}
          />
        )}
      </Dialog>
      <Dialog
        open={editingHousehold !== null}
        onOpenChange={(open) => !open && setEditingHousehold(null)}
        title="Edit Household"
      >
        {editingHousehold && (
          <EditHouseholdForm
            household={editingHousehold}
            onSubmit={async (patch) => {
              await households.update(editingHousehold.id, patch, { base: editingHousehold });
              setEditingHousehold(null);
            }}
            onCancel={() => setEditingHousehold(null)}
          />
        )}
      </Dialog>
      <Dialog
        open={guestDialog !== null}
        onOpenChange={(open) => !open && setGuestDialog(null)}
        title={guestDialog?.guest ? 'Edit Guest' : 'Add Guest'}
      >
        {guestDialog && (
          <GuestForm
            guest={guestDialog.guest}
            householdId={guestDialog.householdId}
            households={households.items}
            events={sortedEvents}
            answers={dialogAnswers}
            mealOptions={website?.mealOptions ?? []}
            onSubmit={saveGuest}
            onCancel={() => setGuestDialog(null)}
          />
        )}
      </Dialog>
      <SendDialog
        household={sending}
        guests={sending ? guestsOf(sending.id) : []}
        coupleNames={coupleNames}
        invitations={invitations}
        invitation={invitation}
        onInvitation={setChosenInvite}
        onSent={(h, via) => actions.markInvitationsSent({ householdIds: [h.id], via })}
        onClose={() => setSendingId(null)}
      />
      <RemindDialog
        open={reminding}
        targets={selectedHouseholds}
        guestsOf={guestsOf}
        coupleNames={coupleNames}
        invitations={invitations}
        invitation={invitation}
        onInvitation={setChosenInvite}
        onSent={(hs, via) => actions.markInvitationsSent({ householdIds: hs.map((h) => h.id), via })}
        onClose={() => setReminding(false)}
      />
      <ImportDialog
        open={importing}
        events={sortedEvents}
        guests={guests.items}
        households={households.items}
        onImport={importGuests}
        onClose={() => setImporting(false)}
      />
      {printing && (
        <GuestPrintSheet
          groups={allGroups}
          events={sortedEvents}
          title={coupleNames ? `Guest list — ${coupleNames}` : 'Guest list'}
          onDone={stopPrinting}
        />
      )}
    </section>
  );
}
