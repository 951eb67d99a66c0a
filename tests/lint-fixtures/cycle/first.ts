// A planted cycle for scripts/import-cycles.test.ts: first → second → first.
import { second } from './second';

export const first = (): number => second() + 1;
