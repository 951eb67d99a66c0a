import { useCommand } from '@/lib/data/use-command';
import { addVendor, updateVendor } from '../commands';

/** The vendor list's commands for its page: each one batch, shown at once, on the app's one undo. */
export function useVendorCommands() {
  return {
    addVendor: useCommand(addVendor, { noun: 'vendor' }),
    updateVendor: useCommand(updateVendor, { noun: 'vendor' }),
  };
}
