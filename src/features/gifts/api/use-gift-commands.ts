import { useCommand } from '@/lib/data/use-command';
import { addGift, updateGift } from '../commands';

/** The ledger's commands for its page: each one batch, shown at once, on the app's one undo. */
export function useGiftCommands() {
  return {
    addGift: useCommand(addGift, { noun: 'gift' }),
    updateGift: useCommand(updateGift, { noun: 'gift' }),
  };
}
