/** The chart's pure steps and how a guest list becomes an event's guests, for a chart built away from the page. */
export { applyChartAction, EMPTY_CHART, solveInputOf } from './chart';
export { eventGuests } from './event-guests';
export { solveSeating } from './solver';
