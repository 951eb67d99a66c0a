import { addRecordCommand, updateRecordCommand } from '@/lib/commands/record-commands';
import { photoIdeasCollection, type PhotoIdea } from './model';

/**
 * The shot list's commands (src/lib/commands): each one batch, based on the versions it read. The contract suite runs
 * them on both adapters (tests/contract).
 */
const ideaTitle = (idea: PhotoIdea) => idea.title;
export const addPhotoIdea = addRecordCommand(photoIdeasCollection, 'addPhotoIdea', ideaTitle);
export const updatePhotoIdea = updateRecordCommand(photoIdeasCollection, 'updatePhotoIdea', ideaTitle);
