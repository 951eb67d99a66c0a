export { useWeddingDate } from './use-wedding-date';
export { scheduleCollection, sortByStartTime, type ScheduleEvent } from './model';
export { MAX_DURATION, MIN_DURATION, SCHEDULE_CATEGORIES } from './model';
/** The schedule's commands, for the AI planner's tools (loaded with them, not with every page that reads the day). */
export const loadScheduleCommands = () => import('./commands');
