export { useMyRole } from './api/use-admin';
