import { useMemo, type Dispatch, type SetStateAction } from 'react';
import { useStableCallback } from '@/lib/use-stable-callback';
import { useGuestCommands } from './api/use-guest-commands';
import type { HouseholdActions } from './household-card';
import type { GuestDialogState } from './household-dialogs';
import type { Guest, Household } from './model';

const ignore = () => undefined;

/**
 * What a household card's buttons do: select it, open its dialogs, or delete it or a guest (with Undo; a failure is
 * told by the command's notice). Stable across renders, so the virtualised cards do not re-render on every keystroke.
 */
export function useHouseholdCardActions(open: {
  /** The selected households' ids. */
  select: Dispatch<SetStateAction<ReadonlySet<string>>>;
  send: (household: Household) => void;
  edit: (household: Household) => void;
  guest: (state: GuestDialogState) => void;
}): HouseholdActions {
  const { removeHousehold, removeGuest } = useGuestCommands();
  const onSelect = useStableCallback((household: Household, on: boolean) =>
    open.select((current) => {
      const next = new Set(current);
      if (on) next.add(household.id);
      else next.delete(household.id);
      return next;
    }),
  );
  const onSend = useStableCallback(open.send);
  const onEdit = useStableCallback(open.edit);
  const onAddGuest = useStableCallback((household: Household) =>
    open.guest({ guest: null, householdId: household.id }),
  );
  const onEditGuest = useStableCallback((guest: Guest) =>
    open.guest({ guest, householdId: guest.householdId }),
  );
  const onDelete = useStableCallback(
    (household: Household) => void removeHousehold({ id: household.id }).catch(ignore),
  );
  const onDeleteGuest = useStableCallback((guest: Guest) => void removeGuest({ id: guest.id }).catch(ignore));
  return useMemo(
    () => ({ onSelect, onSend, onAddGuest, onEdit, onDelete, onEditGuest, onDeleteGuest }),
    [onSelect, onSend, onAddGuest, onEdit, onDelete, onEditGuest, onDeleteGuest],
  );
}
