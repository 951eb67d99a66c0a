export { useWeddingDate } from './use-wedding-date';
export { DEFAULT_WEDDING_DATE, formatLongDate, scheduleCollection, type ScheduleEvent } from './model';
