import { addRecordCommand, updateRecordCommand } from '@/lib/commands/record-commands';
import { vendorsCollection, type Vendor } from './model';

/**
 * The vendor list's commands (src/lib/commands): each one batch, based on the versions it read. The contract suite
 * runs them on both adapters (tests/contract).
 */
const vendorTitle = (vendor: Vendor) => vendor.name;
export const addVendor = addRecordCommand(vendorsCollection, 'addVendor', vendorTitle);
export const updateVendor = updateRecordCommand(vendorsCollection, 'updateVendor', vendorTitle);
