/// <reference lib="webworker" />
import { solveSeating, type SolveInput } from './solver';

/** Auto-arrange off the main thread: one solve per message, the answer posted back (Maps survive the copy). */
self.onmessage = (event: MessageEvent<SolveInput>) => self.postMessage(solveSeating(event.data));
