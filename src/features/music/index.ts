export { songsCollection, type Song } from './model';
