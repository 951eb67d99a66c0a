import { useCommand } from '@/lib/data/use-command';
import { lazyCommand } from '@/lib/commands/command';

// Fetched once the page has rendered: neither the invitations' page nor the editor carries the commands' schemas
// in its first load.
const commands = () => import('../commands');
const addInvite = lazyCommand('addInvite', () => commands().then((m) => m.addInvite));
const updateInvite = lazyCommand('updateInvite', () => commands().then((m) => m.updateInvite));
const publishInvite = lazyCommand('publishInvite', () => commands().then((m) => m.publishInvite));

/** The invitations' commands for their pages: each one batch, shown at once in every list it touched. */
export function useInviteCommands() {
  return {
    addInvite: useCommand(addInvite, { noun: 'invitation' }),
    updateInvite: useCommand(updateInvite, { noun: 'invitation' }),
    // The editor's own history undoes a design; Ctrl/Cmd+Z there is the editor's.
    publishInvite: useCommand(publishInvite, { noun: 'invitation', undoable: false }),
  };
}
