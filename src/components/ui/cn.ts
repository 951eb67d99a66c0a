import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. No tailwind-merge: it costs ~8 KB gzip in the first bundle. So primitives never ship
 * two utilities for the same property; a caller's className adds to, never overrides, a primitive's classes
 * (pick a variant or size instead).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
