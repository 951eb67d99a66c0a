/**
 * The seating chart (issue #14) as the planner's Seating tab: its loader (its own chunk, for `lazy()`), so the canvas
 * library and the chart load only when the tab opens.
 */
export const loadSeatingPlanner = () => import('./seating-planner');

/** The chart's collections, for backups. */
export { assignmentsCollection, tablesCollection } from './model';

/**
 * The chart's pure steps and how a guest list becomes an event's guests, for a chart built away from the page (the
 * sample wedding's): a chunk of their own, so the pages that only open the chart do not load them first.
 */
export const loadChartSteps = () => import('./chart-steps');
export type { Chart } from './chart';
export type { AssignmentRecord, TableRecord } from './model';
