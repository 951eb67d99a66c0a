import { useCommand } from '@/lib/data/use-command';
import { lazyCommand } from '@/lib/commands/command';

// Fetched once the page has rendered: the page's first load carries no command schema.
const commands = () => import('../commands');
const addRegistryItem = lazyCommand('addRegistryItem', () => commands().then((m) => m.addRegistryItem));
const updateRegistryItem = lazyCommand('updateRegistryItem', () =>
  commands().then((m) => m.updateRegistryItem),
);
const addRegistryStore = lazyCommand('addRegistryStore', () => commands().then((m) => m.addRegistryStore));

/** The registry page's commands: each one batch, shown at once, on the app's one undo. */
export function useRegistryCommands() {
  return {
    addItem: useCommand(addRegistryItem, { noun: 'registry item' }),
    updateItem: useCommand(updateRegistryItem, { noun: 'registry item' }),
    addStore: useCommand(addRegistryStore, { noun: 'store' }),
  };
}
