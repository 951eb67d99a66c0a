export { moodBoardsCollection, type MoodBoard } from './model';
