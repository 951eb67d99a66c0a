import { addRecordCommand, updateRecordCommand } from '@/lib/commands/record-commands';
import { fundsCollection, type Fund } from './funds-model';

/** The cash funds' commands (src/lib/commands), loaded with the funds section; the contract suite runs them. */
const fundTitle = (fund: Fund) => fund.title;
export const addFund = addRecordCommand(fundsCollection, 'addFund', fundTitle);
export const updateFund = updateRecordCommand(fundsCollection, 'updateFund', fundTitle);
