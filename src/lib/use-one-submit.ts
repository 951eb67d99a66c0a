import { useRef, type BaseSyntheticEvent } from 'react';

/**
 * A form submit that runs once at a time: a double click lands two submits in the same task, before the form can
 * re-render with its button disabled, and a form whose save makes a new id each time would store two records.
 */
export function useOneSubmit(submit: (event?: BaseSyntheticEvent) => Promise<void>) {
  const running = useRef(false);
  return async (event?: BaseSyntheticEvent) => {
    if (running.current) {
      event?.preventDefault();
      return;
    }
    running.current = true;
    try {
      await submit(event);
    } finally {
      running.current = false;
    }
  };
}
