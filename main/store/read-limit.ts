/** The `limit` of the store's list reads: absent means every row. */

import { StoreError } from './errors';

/** SQLite's "no limit". */
const NO_LIMIT = -1;

export function readLimit(limit: number | null | undefined): number {
  if (limit === undefined || limit === null) return NO_LIMIT;
  if (!Number.isSafeInteger(limit) || limit < 0) throw new StoreError(`A read limit must be a whole number ≥ 0, got ${String(limit)}`);
  return limit;
}
