/**
 * Sums of non-negative integers kept exact at Number speed: each lane adds in a Number while
 * the sum is below 2^52 and folds it into a bigint when it reaches that, so an addend below
 * 2^52 never makes a Number sum pass 2^53 (where integers stop being exact). The hot loop
 * stays in doubles; the bigint work happens once every ~4.5 × 10^15 units.
 */
export const EXACT_ADDEND_LIMIT = 2 ** 52;

export class ExactSums {
  private readonly small: Float64Array;
  private readonly big: bigint[];

  constructor(readonly lanes: number) {
    this.small = new Float64Array(lanes);
    this.big = new Array<bigint>(lanes).fill(0n);
  }

  /** Adds `value` (an integer in [0, 2^52), checked by the caller) to lane `lane`. */
  add(lane: number, value: number): void {
    const sum = (this.small[lane] as number) + value;
    if (sum >= EXACT_ADDEND_LIMIT) {
      this.big[lane] = (this.big[lane] as bigint) + BigInt(sum);
      this.small[lane] = 0;
    } else {
      this.small[lane] = sum;
    }
  }

  /** Adds an exact bigint (for the rare addend too large for a Number lane). */
  addBig(lane: number, value: bigint): void {
    this.big[lane] = (this.big[lane] as bigint) + value;
  }

  total(lane: number): bigint {
    return (this.big[lane] as bigint) + BigInt(this.small[lane] as number);
  }

  totals(): bigint[] {
    const out: bigint[] = [];
    for (let i = 0; i < this.lanes; i += 1) out.push(this.total(i));
    return out;
  }
}
