import { recordCommands } from '@/lib/commands/record-commands';
import { vendorsCollection } from './model';

/**
 * The vendor list's commands (src/lib/commands): each one batch, based on the versions it read. The contract suite
 * runs them on both adapters (tests/contract).
 */
export const { add: addVendor, update: updateVendor } = recordCommands(vendorsCollection, {
  names: { add: 'addVendor', update: 'updateVendor' },
  title: (vendor) => vendor.name,
});
