/** What the couple's guest planner shares with the guests' pages: how dates, times and places are written. */
export { formatLongDate, formatShortDate, formatTime, mapsUrl, todayIso } from './format';
export { EventList } from './event-list';
