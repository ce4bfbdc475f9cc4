/**
 * Solves the small dense system a · x = b by Gaussian elimination with partial pivoting (the
 * risk ladder's chain has 8 unknowns). `a` and `b` are not changed.
 */
export function solveLinear(a: readonly (readonly number[])[], b: readonly number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] ?? 0]);
  if (m.length !== n || m.some((row) => row.length !== n + 1)) throw new RangeError('solveLinear needs a square system');
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let r = col + 1; r < n; r += 1) if (Math.abs(m[r]?.[col] ?? 0) > Math.abs(m[pivot]?.[col] ?? 0)) pivot = r;
    const top = m[pivot] as number[];
    if ((top[col] ?? 0) === 0) throw new RangeError('solveLinear: singular system');
    m[pivot] = m[col] as number[];
    m[col] = top;
    for (let r = 0; r < n; r += 1) {
      if (r === col) continue;
      const row = m[r] as number[];
      const f = (row[col] ?? 0) / (top[col] ?? 1);
      if (f === 0) continue;
      for (let c = col; c <= n; c += 1) row[c] = (row[c] ?? 0) - f * (top[c] ?? 0);
    }
  }
  return m.map((row, i) => (row[n] ?? 0) / (row[i] ?? 1));
}
