import { useMemo } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { GuestForm, type GuestChange } from './guest-form';
import type { GuestEntry } from './guest-list';
import { EditHouseholdForm, NewHouseholdForm, type NewHousehold } from './household-form';
import type { Guest, Household, WeddingEvent } from './model';
import { useGuestCommands } from './api/use-guest-commands';

export type GuestDialogState = { guest: Guest | null; householdId: string } | null;

/**
 * The guest list's forms in dialogs: a new household with its guests, a household's own details, and a guest added
 * or edited with their invitations. Each saves through the guest list's commands and closes once saved; a refusal
 * keeps the form as typed.
 */
export function HouseholdDialogs({
  households,
  entries,
  events,
  mealOptions,
  adding,
  onAdding,
  editing,
  onEditing,
  guestDialog,
  onGuestDialog,
}: {
  households: readonly Household[];
  entries: readonly GuestEntry[];
  events: readonly WeddingEvent[];
  mealOptions: readonly string[];
  adding: boolean;
  onAdding: (open: boolean) => void;
  editing: Household | null;
  onEditing: (household: Household | null) => void;
  guestDialog: GuestDialogState;
  onGuestDialog: (state: GuestDialogState) => void;
}) {
  const actions = useGuestCommands();
  const answers = useMemo(
    () =>
      guestDialog?.guest
        ? (entries.find((e) => e.guest.id === guestDialog.guest!.id)?.answers ?? new Map())
        : new Map(),
    [guestDialog, entries],
  );

  return (
    <>
      <Dialog
        open={adding}
        onOpenChange={onAdding}
        title="Add Household"
        description="Everyone who answers with one RSVP link: a couple, a family, a friend and their plus-one."
      >
        {adding && (
          <NewHouseholdForm
            events={events}
            onSubmit={async (created: NewHousehold) => {
              await actions.addHousehold(created);
              onAdding(false);
            }}
            onCancel={() => onAdding(false)}
          />
        )}
      </Dialog>
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && onEditing(null)}
        title="Edit Household"
      >
        {editing && (
          <EditHouseholdForm
            household={editing}
            onSubmit={async (patch) => {
              await actions.updateHousehold({ id: editing.id, changes: patch, seen: editing });
              onEditing(null);
            }}
            onCancel={() => onEditing(null)}
          />
        )}
      </Dialog>
      <Dialog
        open={guestDialog !== null}
        onOpenChange={(open) => !open && onGuestDialog(null)}
        title={guestDialog?.guest ? 'Edit Guest' : 'Add Guest'}
      >
        {guestDialog && (
          <GuestForm
            guest={guestDialog.guest}
            householdId={guestDialog.householdId}
            households={households}
            events={events}
            answers={answers}
            mealOptions={mealOptions}
            onSubmit={async (change: GuestChange) => {
              await actions.saveGuest(change);
              onGuestDialog(null);
            }}
            onCancel={() => onGuestDialog(null)}
          />
        )}
      </Dialog>
    </>
  );
}
