import { FileUp, Send, UserPlus } from 'lucide-react';
import { DEFAULT_LANGUAGE } from '@/lib/i18n';
import { useCallback, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { invitesCollection, newestFirst } from '@/features/invites';
import { useCollection } from '@/lib/data';
import { formatCount } from '@/lib/format-number';
import type { ImportPlan } from './csv-import';
import { EventCountsTable } from './event-counts';
import { GuestFiltersPanel } from './guest-filters-panel';
import { needingReminder, type EventCounts } from './guest-list';
import { GuestListToolbar, SelectionBar } from './guest-list-toolbar';
import { HouseholdList } from './household-list';
import { HouseholdDialogs, type GuestDialogState } from './household-dialogs';
import { ImportDialog } from './import-dialog';
import type { Household } from './model';
import { GuestPrintSheet } from './print-sheet';
import { RemindDialog } from './remind-dialog';
import { SendDialog } from './send-dialog';
import { SendNextDialog } from './send-next-dialog';
import { usePhoneCountry } from './phone';
import { useGuestCommands } from './api/use-guest-commands';
import type { useGuestData } from './use-guest-data';
import { useGuestListView } from './use-guest-list-view';
import { useHouseholdCardActions } from './use-household-card-actions';

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
  const phoneCountry = usePhoneCountry();
  const invites = useCollection(invitesCollection);
  const invitations = useMemo(() => newestFirst(invites.items), [invites.items]);
  const [chosenInvite, setChosenInvite] = useState<string | null>(inviteId);
  const invitation = invitations.find((i) => i.id === chosenInvite) ?? null;
  const { filters, setFilters, filtered, allGroups, sizes, tags, shown } = useGuestListView(data);

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [adding, setAdding] = useState(false);
  const [editingHousehold, setEditingHousehold] = useState<Household | null>(null);
  const [guestDialog, setGuestDialog] = useState<GuestDialogState>(null);
  const [sendingId, setSendingId] = useState<string | null>(null);
  const [reminding, setReminding] = useState(false);
  const [sendingNext, setSendingNext] = useState(false);
  const [importing, setImporting] = useState(false);
  const [printing, setPrinting] = useState(false);
  const stopPrinting = useCallback(() => setPrinting(false), []);

  const guestsOf = useCallback(
    (householdId: string) => guests.items.filter((g) => g.householdId === householdId),
    [guests.items],
  );
  const byId = useMemo(() => new Map(households.items.map((h) => [h.id, h])), [households.items]);
  const sending = sendingId ? (byId.get(sendingId) ?? null) : null;
  const sendOrder = useMemo(() => allGroups.map((g) => g.household), [allGroups]);
  const selectedHouseholds = useMemo(
    () => households.items.filter((h) => selected.has(h.id)),
    [households.items, selected],
  );

  const cardActions = useHouseholdCardActions({
    select: setSelected,
    send: (household) => setSendingId(household.id),
    edit: setEditingHousehold,
    guest: setGuestDialog,
  });

  const importGuests = async (plan: ImportPlan) => {
    await actions.importGuests(plan);
    toast(`Imported ${formatCount(plan.guests.length)} guests.`, 'success');
  };

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
          <Button variant="secondary" onClick={() => setSendingNext(true)}>
            <Send aria-hidden="true" />
            Send next
          </Button>
          <Button variant="secondary" onClick={() => setImporting(true)}>
            <FileUp aria-hidden="true" />
            Import CSV
          </Button>
        </div>
      </div>

      <EventCountsTable counts={counts} />

      <GuestListToolbar
        entries={entries}
        events={sortedEvents}
        weddingDate={weddingDate}
        onSelectUnanswered={() => setSelected(new Set(needingReminder(allGroups).map((h) => h.id)))}
        onRefresh={onRefresh}
        onPrint={() => setPrinting(true)}
      />
      <SelectionBar
        count={selected.size}
        onRemind={() => setReminding(true)}
        onClear={() => setSelected(new Set())}
      />
      <GuestFiltersPanel filters={filters} onChange={setFilters} tags={tags} events={sortedEvents} />

      <p aria-live="polite" className="text-sm text-copy">
        Showing {formatCount(filtered.length)} of {formatCount(entries.length)} guests in{' '}
        {formatCount(shown.length)} households
      </p>

      <HouseholdList
        shown={shown}
        sizes={sizes}
        events={sortedEvents}
        selected={selected}
        actions={cardActions}
        phoneCountry={phoneCountry}
        isEmpty={entries.length === 0 && households.items.length === 0}
      />

      <HouseholdDialogs
        households={households.items}
        entries={entries}
        events={sortedEvents}
        mealOptions={website?.mealOptions ?? []}
        adding={adding}
        onAdding={setAdding}
        editing={editingHousehold}
        onEditing={setEditingHousehold}
        guestDialog={guestDialog}
        onGuestDialog={setGuestDialog}
      />
      <SendDialog
        household={sending}
        guests={sending ? guestsOf(sending.id) : []}
        coupleNames={coupleNames}
        siteLanguage={website?.language ?? DEFAULT_LANGUAGE}
        invitations={invitations}
        invitation={invitation}
        onInvitation={setChosenInvite}
        onSent={(h, via) => actions.markInvitationsSent({ householdIds: [h.id], via })}
        onClose={() => setSendingId(null)}
      />
      <SendNextDialog
        open={sendingNext}
        households={sendOrder}
        guestsOf={guestsOf}
        coupleNames={coupleNames}
        siteLanguage={website?.language ?? DEFAULT_LANGUAGE}
        invitation={invitation}
        onSent={(h, via) => actions.markInvitationsSent({ householdIds: [h.id], via })}
        onClose={() => setSendingNext(false)}
      />
      <RemindDialog
        open={reminding}
        targets={selectedHouseholds}
        guestsOf={guestsOf}
        coupleNames={coupleNames}
        siteLanguage={website?.language ?? DEFAULT_LANGUAGE}
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
