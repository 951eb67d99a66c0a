import type { SolveInput, SolveResult } from './solver';

const solveHere = async (input: SolveInput) => (await import('./solver')).solveSeating(input);

/**
 * Runs auto-arrange's solver in a Web Worker, so the page stays responsive while 400 guests are seated; the solver's
 * code loads only then, in the worker's own chunk. Where there is no Worker (tests in jsdom) or it fails to start, the
 * same solver runs here, from a lazy chunk.
 */
export function solveOffThread(input: SolveInput): Promise<SolveResult> {
  if (typeof Worker === 'undefined') return solveHere(input);
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<SolveResult>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = () => {
      worker.terminate();
      resolve(solveHere(input));
    };
    worker.postMessage(input);
  });
}
