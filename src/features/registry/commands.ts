import { addRecordCommand, updateRecordCommand } from '@/lib/commands/record-commands';
import {
  registryItemsCollection,
  registryStoresCollection,
  type RegistryItem,
  type RegistryStore,
} from './model';

/**
 * The registry's commands (src/lib/commands): each one batch, based on the versions it read. The contract suite runs
 * them on both adapters (tests/contract).
 */
const itemName = (item: RegistryItem) => item.name;
export const addRegistryItem = addRecordCommand(registryItemsCollection, 'addRegistryItem', itemName);
export const updateRegistryItem = updateRecordCommand(
  registryItemsCollection,
  'updateRegistryItem',
  itemName,
);
export const addRegistryStore = addRecordCommand(
  registryStoresCollection,
  'addRegistryStore',
  (store: RegistryStore) => store.name,
);
