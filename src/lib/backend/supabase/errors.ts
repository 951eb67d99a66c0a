/**
 * Supabase answers with `{ data, error }` instead of throwing; the ports throw. One error type keeps the
 * server's message and code (e.g. '23514' for a failed check constraint, '42501' for RLS) for logs and tests.
 */
export class CloudError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'CloudError';
  }
}

export function fail(error: { message?: string; code?: string } | null | undefined, fallback: string): never {
  throw new CloudError(error?.message || fallback, error?.code, error);
}

/** Supabase's REST API returns at most 1,000 rows per request by default, so lists are read in pages. */
export const PAGE_SIZE = 1000;

export async function readAllPages<R>(
  page: (
    from: number,
    to: number,
  ) => PromiseLike<{ data: R[] | null; error: { message?: string; code?: string } | null }>,
  what: string,
): Promise<R[]> {
  const rows: R[] = [];
  for (let from = 0; ; from += PAGE_SIZE) {
    const { data, error } = await page(from, from + PAGE_SIZE - 1);
    if (error) fail(error, `Could not load ${what}.`);
    rows.push(...(data ?? []));
    if (!data || data.length < PAGE_SIZE) return rows;
  }
}
