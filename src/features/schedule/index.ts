export { useWeddingDate } from './use-wedding-date';
export { DEFAULT_WEDDING_DATE, formatLongDate } from './model';
