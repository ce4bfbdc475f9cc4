/** Exact fractions of BigInts for the PAR maths of every game (reduced after every step, so they stay small). */
export interface Q {
  readonly n: bigint;
  readonly d: bigint;
}

export function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function lcm(a: bigint, b: bigint): bigint {
  return (a / (gcd(a, b) || 1n)) * b;
}

export function q(n: bigint | number, d: bigint | number = 1n): Q {
  let nn = BigInt(n);
  let dd = BigInt(d);
  if (dd === 0n) throw new RangeError('a fraction needs a non-zero denominator');
  if (dd < 0n) [nn, dd] = [-nn, -dd];
  const g = gcd(nn, dd) || 1n;
  return { n: nn / g, d: dd / g };
}

export const ZERO = q(0);
export const ONE = q(1);
export const add = (a: Q, b: Q): Q => q(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Q, b: Q): Q => q(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Q, b: Q): Q => q(a.n * b.n, a.d * b.d);
export const div = (a: Q, b: Q): Q => q(a.n * b.d, a.d * b.n);
export const sum = (xs: readonly Q[]): Q => xs.reduce(add, ZERO);
/** A float for display only (figures compare as fractions). */
export const toNumber = (a: Q): number => {
  // Scale first so huge numerators and denominators keep their precision.
  const scale = 10n ** 15n;
  return Number((a.n * scale) / a.d) / 1e15;
};
/** a < b exactly. */
export const less = (a: Q, b: Q): boolean => a.n * b.d < b.n * a.d;
