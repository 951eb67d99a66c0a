export { useWeddingDate } from './use-wedding-date';
export { scheduleCollection } from './model';
