import { addRecordCommand, updateRecordCommand } from '@/lib/commands/record-commands';
import { songsCollection, type Song } from './model';

/**
 * The playlist's commands (src/lib/commands): each one batch, based on the versions it read. The contract suite runs
 * them on both adapters (tests/contract).
 */
const songTitle = (song: Song) => song.title;
export const addSong = addRecordCommand(songsCollection, 'addSong', songTitle);
export const updateSong = updateRecordCommand(songsCollection, 'updateSong', songTitle);
