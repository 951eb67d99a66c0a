export { useWeddingDate } from './use-wedding-date';
