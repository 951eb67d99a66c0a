import { BedDouble, Download, Pencil, Plane, Plus, Printer, Trash2 } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { useCollection } from '@/lib/data';
import { useCommand } from '@/lib/data/use-command';
import { formatShortDate } from '@/lib/dates';
import { downloadText } from '@/lib/download';
import { formatCount } from '@/lib/format-number';
import { fullName } from './model';
import { PrintSheet } from './print-sheet';
import { RoomAssignmentForm, RoomBlockForm } from './room-forms';
import { SheetTable } from './sheet-table';
import {
  addRoomBlock,
  assignRoom,
  removeRoom,
  removeRoomBlock,
  saveTravel,
  updateRoomBlock,
} from './travel-commands';
import { TravelForm } from './travel-form';
import {
  roomAssignmentsCollection,
  roomBlocksCollection,
  travelCollection,
  TRAVEL_MODE_LABELS,
  type RoomBlock,
  type Travel,
} from './travel-model';
import { arrivalsSheet, journeys, roomNights, roomsSheet, sheetCsv, type Sheet } from './travel-sheets';
import type { useGuestData } from './use-guest-data';

const ignore = () => undefined;

/** One way of a household's journey, as a short line: "Train 12951 to Udaipur City, Dec 9, 2:30 PM". */
function legLine(t: Travel, prefix: 'arrival' | 'departure') {
  const day = t[`${prefix}Date`];
  if (!day) return null;
  const mode = t[`${prefix}Mode`];
  return [
    formatShortDate(day),
    t[`${prefix}Time`],
    mode && TRAVEL_MODE_LABELS[mode],
    t[`${prefix}Number`],
    t[`${prefix}Place`],
  ]
    .filter(Boolean)
    .join(' · ');
}

type Printing = { title: string; sheet: Sheet } | null;

/**
 * Travel & stay on the guest planner (issue 33 item 3): each household's arrival and departure (the couple's, or what
 * the guests gave on their RSVP page), the couple's room blocks and who has a room, and the two sheets the transport
 * team and the hotels need, day by day, printed or as CSV. Its own chunk, loaded with its tab.
 */
export default function TravelSection({ data }: { data: ReturnType<typeof useGuestData> }) {
  const households = data.households.items;
  const guests = data.guests.items;
  const travel = useCollection(travelCollection).items;
  const blocks = useCollection(roomBlocksCollection).items;
  const rooms = useCollection(roomAssignmentsCollection).items;
  const save = useCommand(saveTravel, { noun: 'travel plan' });
  const addBlock = useCommand(addRoomBlock, { noun: 'room block' });
  const updateBlock = useCommand(updateRoomBlock, { noun: 'room block' });
  const removeBlock = useCommand(removeRoomBlock, {
    noun: 'room block',
    notice: (what) => `Deleted ${what}.`,
  });
  const giveRoom = useCommand(assignRoom, { noun: 'room' });
  const takeRoom = useCommand(removeRoom, { noun: 'room', notice: () => 'Took back the room.' });

  const [editingTravel, setEditingTravel] = useState<string | null>(null);
  const [editingBlock, setEditingBlock] = useState<{ block: RoomBlock | null } | null>(null);
  const [deletingBlock, setDeletingBlock] = useState<RoomBlock | null>(null);
  const [givingIn, setGivingIn] = useState<RoomBlock | null>(null);
  const [printing, setPrinting] = useState<Printing>(null);
  const donePrinting = useCallback(() => setPrinting(null), []);

  const list = useMemo(() => journeys(travel, households, guests), [travel, households, guests]);
  const nights = useMemo(
    () => roomNights(blocks, rooms, households, guests),
    [blocks, rooms, households, guests],
  );
  const travelById = new Map(travel.map((t) => [t.id, t]));
  const ownTravel = (householdId: string) => travel.filter((t) => t.guestId && t.householdId === householdId);
  const guestName = new Map(guests.map((g) => [g.id, fullName(g)]));
  const householdName = new Map(households.map((h) => [h.id, h.name]));
  const editing = editingTravel ? households.find((h) => h.id === editingTravel) : undefined;

  const sheetActions = (
    what: string,
    title: string,
    file: string,
    sheet: () => Sheet,
    csvSheet: () => Sheet,
  ) => (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" onClick={() => setPrinting({ title, sheet: sheet() })}>
        <Printer aria-hidden="true" />
        Print {what}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => downloadText(sheetCsv(csvSheet()), file, 'text/csv;charset=utf-8')}
      >
        <Download aria-hidden="true" />
        Download {what} (CSV)
      </Button>
    </div>
  );

  return (
    <section aria-labelledby="travel-heading" className="space-y-8">
      <div className="space-y-1">
        <h2 id="travel-heading" className="font-serif text-2xl font-semibold">
          Travel & stay
        </h2>
        <p className="text-sm text-muted-foreground">
          When each household arrives and leaves, who needs a pickup, and who sleeps where. Turn on “Ask
          guests for travel details” under Website & RSVP to let guests fill in their own.
        </p>
      </div>

      <section aria-labelledby="arrivals-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="arrivals-heading" className="flex items-center gap-2 font-serif text-xl font-semibold">
            <Plane aria-hidden="true" className="size-5" />
            Arrivals and departures
          </h3>
          {list.length > 0 &&
            sheetActions(
              'arrivals',
              'Arrivals and departures',
              'arrivals-and-departures.csv',
              () => arrivalsSheet(list),
              () => arrivalsSheet(list, { everyDay: true }),
            )}
        </div>
        {list.length > 0 ? (
          <SheetTable sheet={arrivalsSheet(list)} label="Arrivals and departures by day" />
        ) : (
          <p className="text-sm text-muted-foreground">No arrivals yet: add a household's travel below.</p>
        )}
        {households.length === 0 ? (
          <EmptyState title="No households yet" description="Add your guests first, then their travel." />
        ) : (
          <ul
            aria-label="Households' travel"
            className="divide-y divide-border rounded-xl border border-border"
          >
            {households.map((h) => {
              const t = travelById.get(h.id);
              const apart = ownTravel(h.id);
              const lines = t ? [legLine(t, 'arrival'), legLine(t, 'departure')] : [null, null];
              return (
                <li key={h.id} className="flex flex-wrap items-start justify-between gap-2 p-3">
                  <div className="min-w-0 flex-1 text-sm [overflow-wrap:anywhere]">
                    <p className="font-medium">{h.name}</p>
                    <p className="text-muted-foreground">
                      {lines[0] ? `Arrives ${lines[0]}` : 'Arrival not known'}
                      {t?.pickupNeeded ? ' · Pickup needed' : ''}
                    </p>
                    {lines[1] && <p className="text-muted-foreground">Leaves {lines[1]}</p>}
                    {apart.map((own) => (
                      <p key={own.id} className="text-muted-foreground">
                        {guestName.get(own.guestId ?? '')} on their own:{' '}
                        {legLine(own, 'arrival') ?? 'arrival not known'}
                        {own.pickupNeeded ? ' · Pickup needed' : ''}
                      </p>
                    ))}
                  </div>
                  <Button variant="ghost" size="sm" onClick={() => setEditingTravel(h.id)}>
                    <Pencil aria-hidden="true" />
                    Travel for {h.name}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="rooms-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="rooms-heading" className="flex items-center gap-2 font-serif text-xl font-semibold">
            <BedDouble aria-hidden="true" className="size-5" />
            Rooms
          </h3>
          <Button onClick={() => setEditingBlock({ block: null })}>
            <Plus aria-hidden="true" />
            Add Room Block
          </Button>
        </div>
        {blocks.length === 0 ? (
          <EmptyState
            title="No room blocks yet"
            description="Add the rooms you hold at a hotel, then give them to households."
          />
        ) : (
          <>
            <ul aria-label="Room blocks" className="space-y-3">
              {blocks.map((block) => {
                const given = rooms.filter((r) => r.blockId === block.id);
                return (
                  <li key={block.id} className="space-y-2 rounded-xl border border-border p-3">
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <div className="min-w-0 flex-1 text-sm [overflow-wrap:anywhere]">
                        <h4 className="font-serif text-lg font-semibold">{block.hotel}</h4>
                        <p className="text-muted-foreground">
                          {formatCount(block.rooms)} rooms · {formatShortDate(block.checkIn)} to{' '}
                          {formatShortDate(block.checkOut)}
                          {block.address ? ` · ${block.address}` : ''}
                        </p>
                      </div>
                      <div className="flex flex-wrap gap-1">
                        <Button variant="secondary" size="sm" onClick={() => setGivingIn(block)}>
                          Give a room at {block.hotel}
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Edit ${block.hotel}`}
                          onClick={() => setEditingBlock({ block })}
                        >
                          <Pencil aria-hidden="true" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Delete ${block.hotel}`}
                          onClick={() => setDeletingBlock(block)}
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </div>
                    </div>
                    {given.length > 0 && (
                      <ul aria-label={`Rooms at ${block.hotel}`} className="space-y-1 text-sm">
                        {given.map((r) => (
                          <li key={r.id} className="flex flex-wrap items-center justify-between gap-2">
                            <span className="[overflow-wrap:anywhere]">
                              {r.guestId ? guestName.get(r.guestId) : householdName.get(r.householdId)}:{' '}
                              {formatShortDate(r.checkIn)} to {formatShortDate(r.checkOut)}
                            </span>
                            <Button
                              variant="ghost"
                              size="sm"
                              onClick={() => void takeRoom({ id: r.id }).catch(ignore)}
                            >
                              Take back room of{' '}
                              {(r.guestId ? guestName.get(r.guestId) : householdName.get(r.householdId)) ??
                                'this household'}
                            </Button>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ul>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h4 className="font-medium">Rooms per hotel per night</h4>
              {sheetActions(
                'rooms',
                'Rooms per hotel per night',
                'rooms-per-night.csv',
                () => roomsSheet(nights),
                () => roomsSheet(nights),
              )}
            </div>
            <SheetTable sheet={roomsSheet(nights)} label="Rooms per hotel per night" />
          </>
        )}
      </section>

      <Dialog
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditingTravel(null)}
        title={`Travel: ${editing?.name ?? ''}`}
      >
        {editing && (
          <TravelForm
            household={editing}
            members={guests.filter((g) => g.householdId === editing.id)}
            stored={travelById}
            onSubmit={async (t) => {
              await save(t);
              setEditingTravel(null);
            }}
            onCancel={() => setEditingTravel(null)}
          />
        )}
      </Dialog>
      <Dialog
        open={editingBlock !== null}
        onOpenChange={(open) => !open && setEditingBlock(null)}
        title={editingBlock?.block ? 'Edit Room Block' : 'Add Room Block'}
      >
        {editingBlock && (
          <RoomBlockForm
            block={editingBlock.block}
            onSubmit={async (block) => {
              if (editingBlock.block)
                await updateBlock({ id: block.id, changes: block, seen: editingBlock.block });
              else await addBlock(block);
              setEditingBlock(null);
            }}
            onCancel={() => setEditingBlock(null)}
          />
        )}
      </Dialog>
      <Dialog
        open={givingIn !== null}
        onOpenChange={(open) => !open && setGivingIn(null)}
        title={`Give a room at ${givingIn?.hotel ?? ''}`}
      >
        {givingIn && (
          <RoomAssignmentForm
            block={givingIn}
            households={households}
            guests={guests}
            given={rooms}
            onSubmit={async (room) => {
              await giveRoom(room);
              setGivingIn(null);
            }}
            onCancel={() => setGivingIn(null)}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={deletingBlock !== null}
        onOpenChange={(open) => !open && setDeletingBlock(null)}
        title={`Delete ${deletingBlock?.hotel ?? 'the room block'}?`}
        description="The rooms given in it are taken back with it."
        onConfirm={() => deletingBlock && void removeBlock({ id: deletingBlock.id }).catch(ignore)}
      />
      {printing && (
        <PrintSheet title={printing.title} onDone={donePrinting}>
          <SheetTable sheet={printing.sheet} label={printing.title} />
        </PrintSheet>
      )}
    </section>
  );
}
