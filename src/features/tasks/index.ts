export {
  TASK_CATEGORIES,
  TASK_CATEGORY_LABELS,
  PRIORITIES,
  PRIORITY_LABELS,
  tasksCollection,
  seedTasks,
  upcomingTasks,
  type Task,
  type TaskCategory,
  type Priority,
} from './model';
export {
  percentComplete,
  progressOf,
  progressByCategory,
  urgencyOf,
  urgencyText,
  URGENCY_TONES,
  type Progress,
  type Urgency,
} from './progress';
export { useToday } from './use-today';
/** The task list's commands, for the AI planner's tools (loaded with them, not with every page that lists tasks). */
export const loadTaskCommands = () => import('./commands');
