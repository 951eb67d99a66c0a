import { addRecordCommand, updateRecordCommand } from '@/lib/commands/record-commands';
import { giftsCollection, type Gift } from './model';

/**
 * The ledger's commands (src/lib/commands): each one batch, based on the versions it read. The contract suite runs
 * them on both adapters (tests/contract).
 */
const giftTitle = (gift: Gift) => gift.description;
export const addGift = addRecordCommand(giftsCollection, 'addGift', giftTitle);
export const updateGift = updateRecordCommand(giftsCollection, 'updateGift', giftTitle);
