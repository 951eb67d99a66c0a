import { lazy } from 'react';

/**
 * The seating chart (issue #14) as the planner's Seating tab: its own lazy chunk, so the canvas library and the chart
 * load only when the tab opens.
 */
export const SeatingPlanner = lazy(() => import('./seating-planner'));

/** The chart's collections, for backups. */
export { assignmentsCollection, tablesCollection } from './model';

/** The chart's pure steps and how a guest list becomes an event's guests: a chart built away from the page (the sample wedding's). */
export { applyChartAction, EMPTY_CHART, type Chart } from './chart';
export { eventGuests } from './event-guests';
export type { AssignmentRecord, TableRecord } from './model';
