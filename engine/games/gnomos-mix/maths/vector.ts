/**
 * Adds `amount` to element `at` of a vector of expected values (indexes are always in range).
 * Two versions, so each call site stays monomorphic: the models call these millions of times.
 */
export function bump(vector: Float64Array, at: number, amount: number): void {
  vector[at] = (vector[at] as number) + amount;
}

export function bumpList(list: number[], at: number, amount: number): void {
  list[at] = (list[at] as number) + amount;
}
