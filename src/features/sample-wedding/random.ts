/**
 * A seeded random sequence (mulberry32): the same seed gives the same numbers on every machine, so the sample wedding
 * is the same wedding wherever and whenever it is built, and its tests can count on it.
 */
export interface Random {
  /** The next number in [0, 1). */
  next(): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  /** One of the options, each as likely as its weight. */
  weighted<T>(options: readonly (readonly [T, number])[]): T;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    chance: (p) => next() < p,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)]!,
    weighted(options) {
      const total = options.reduce((sum, [, weight]) => sum + weight, 0);
      let at = next() * total;
      for (const [value, weight] of options) {
        at -= weight;
        if (at < 0) return value;
      }
      return options[options.length - 1]![0];
    },
  };
}
