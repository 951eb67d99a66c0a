export { useWeddingDate } from './use-wedding-date';
export { scheduleCollection, sortByStartTime, type ScheduleEvent } from './model';
