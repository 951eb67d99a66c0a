// A planted cycle for scripts/import-cycles.test.ts: second → first → second.
import { first } from './first';

export const second = (): number => (Math.random() > 2 ? first() : 0);
