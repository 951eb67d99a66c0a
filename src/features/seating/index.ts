import { lazy } from 'react';

/**
 * The seating chart (issue #14) as the planner's Seating tab: its own lazy chunk, so the canvas library and the chart
 * load only when the tab opens.
 */
export const SeatingPlanner = lazy(() => import('./seating-planner'));

/** The chart's collections, for backups. */
export { assignmentsCollection, tablesCollection } from './model';
