import { useCommand } from '@/lib/data/use-command';
import {
  addEvent,
  addHousehold,
  importGuests,
  markInvitationsSent,
  removeEvent,
  removeGuest,
  removeHousehold,
  saveGuest,
  saveWebsite,
  updateEvent,
  updateHousehold,
} from '../commands';

/**
 * The guest list's commands for its components: each runs as one batch, shows at once in every list it touched,
 * and goes on the app's one undo (a delete with a notice offering Undo).
 */
export function useGuestCommands() {
  return {
    addHousehold: useCommand(addHousehold, { noun: 'household' }),
    importGuests: useCommand(importGuests, { noun: 'guest list' }),
    removeHousehold: useCommand(removeHousehold, { noun: 'household', notice: (name) => `Deleted ${name}.` }),
    removeGuest: useCommand(removeGuest, { noun: 'guest', notice: (name) => `Deleted ${name}.` }),
    saveGuest: useCommand(saveGuest, { noun: 'guest' }),
    updateHousehold: useCommand(updateHousehold, { noun: 'household' }),
    markInvitationsSent: useCommand(markInvitationsSent, { noun: 'household' }),
    addEvent: useCommand(addEvent, { noun: 'event' }),
    updateEvent: useCommand(updateEvent, { noun: 'event' }),
    removeEvent: useCommand(removeEvent, { noun: 'event', notice: (name) => `Deleted the ${name}.` }),
    saveWebsite: useCommand(saveWebsite, { noun: 'website' }),
  };
}
