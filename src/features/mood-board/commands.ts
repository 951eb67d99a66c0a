import { addRecordCommand, updateRecordCommand } from '@/lib/commands/record-commands';
import { moodBoardsCollection, type MoodBoard } from './model';

/**
 * The mood boards' commands (src/lib/commands): each one batch, based on the versions it read. The contract suite
 * runs them on both adapters (tests/contract).
 */
const boardName = (board: MoodBoard) => board.name;
export const addMoodBoard = addRecordCommand(moodBoardsCollection, 'addMoodBoard', boardName);
export const updateMoodBoard = updateRecordCommand(moodBoardsCollection, 'updateMoodBoard', boardName);
