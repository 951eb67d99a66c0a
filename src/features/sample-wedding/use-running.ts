import { useState } from 'react';
import { notify, SaveError } from '@/lib/data';

/**
 * Runs one of the sample wedding's actions at a time, saying when it is busy. A refused write has been told already
 * (useCommand); anything else (the wedding's chunk not fetched, offline) is told here.
 */
export function useRunning() {
  const [running, setRunning] = useState(false);
  const run = async (action: () => Promise<void>, failure: string) => {
    setRunning(true);
    try {
      await action();
    } catch (error) {
      if (!(error instanceof SaveError)) notify(failure, 'error');
    } finally {
      setRunning(false);
    }
  };
  return { running, run };
}
