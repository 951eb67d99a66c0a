export { useWeddingDate } from './use-wedding-date';
export { scheduleCollection, sortByStartTime, type ScheduleEvent } from './model';
export { MAX_DURATION, MIN_DURATION, SCHEDULE_CATEGORIES } from './model';
export { addScheduleEvent } from './commands';
