import { useCommand } from '@/lib/data/use-command';
import { addInvite, publishInvite, updateInvite } from '../commands';

/** The invitations' commands for their pages: each one batch, shown at once in every list it touched. */
export function useInviteCommands() {
  return {
    addInvite: useCommand(addInvite, { noun: 'invitation' }),
    updateInvite: useCommand(updateInvite, { noun: 'invitation' }),
    // The editor's own history undoes a design; Ctrl/Cmd+Z there is the editor's.
    publishInvite: useCommand(publishInvite, { noun: 'invitation', undoable: false }),
  };
}
