export { useMyRole } from './api/use-my-role';
