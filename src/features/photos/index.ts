export { photoIdeasCollection, type PhotoIdea } from './model';
