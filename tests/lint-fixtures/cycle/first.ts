// A planted cycle for eslint-rules.test.ts: first → second → first.
import { second } from './second';

export const first = (): number => second() + 1;
