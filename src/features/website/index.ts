/** What the couple's guest planner shares with the guests' pages: how dates and times are written. */
export { formatLongDate, formatShortDate, formatTime, todayIso } from './format';
