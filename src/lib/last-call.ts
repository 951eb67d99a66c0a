/**
 * `fn` remembering its last call: called again with the same arguments (each the same value or object, by
 * `Object.is`), it returns the same result without running. A memo that outlives the component: a page that is left
 * and opened again with its data unchanged (the seating tab's chart of 3,000 guests) finds what it derived from it
 * instead of deriving it again. For pure functions of their arguments only.
 */
export function lastCall<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  let last: { args: A; result: R } | null = null;
  return (...args: A) => {
    if (last && last.args.length === args.length && last.args.every((a, i) => Object.is(a, args[i])))
      return last.result;
    const result = fn(...args);
    last = { args, result };
    return result;
  };
}
