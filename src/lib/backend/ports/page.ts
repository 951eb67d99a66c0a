/** Long lists read a page at a time (the admin's users, the vendor directory). */

/** One page of a long list: `offset` rows skipped, at most `limit` returned. */
export interface PageRequest {
  offset: number;
  limit: number;
}

export interface Page<T> {
  items: T[];
  /** How many match in all. */
  total: number;
}
