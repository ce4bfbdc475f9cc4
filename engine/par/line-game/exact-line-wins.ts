import { payEntryFor, type LineDefinition, type ReelSet, type SymbolDefinition } from '../definition/game-definition';
import { contributionKey } from './line-automaton';
import { reelTotal, rowDistribution } from './reel-distributions';

/**
 * Exact total line win over the cycle BY COMBINATORICS (docs/par-definitions.md, "Exact RTP").
 *
 * A line crosses one row per reel; reel i shows symbol x on that row for D_i(x) of its T_i
 * equally likely outcomes, independently of the other reels. A line's win depends only on:
 *   - its wild prefix p_0 … p_{k−1} (wilds only), which fixes the wild-only win B and the
 *     prefix multiplier P;
 *   - the first non-wild symbol x at position k: if x is a regular symbol every prefix wild
 *     stands in for, a run of s = x follows; otherwise the line pays B;
 *   - the run's end L (positions k+1 … L−1 are s or a wild for s, position L is not) and the
 *     product q of the multipliers of the wilds inside k+1 … L−1.
 * So, with E_s = {s} ∪ {wilds substituting s} and M_{k,L}(q) the number of ways positions
 * k+1 … L−1 show E_s symbols whose multipliers multiply to q (a convolution over positions),
 *
 *   Σ_win(line) = Σ_p Π_{i<k} D_i(p_i) · [ Σ_{x not in E} D_k(x) · B · Π_{i>k} T_i                 (no run)
 *                + Σ_s D_k(s) Σ_{L=k+1..n} Σ_q M_{k,L}(q) · (T_L − Σ_{e∈E_s} D_L(e)) · Π_{i>L} T_i
 *                                          · max(pay(s, L) · P · q, B) ]                          (a run)
 * (all-wild lines, k = n, pay B; the factors for L = n are 1). The max picks the run on ties.
 * Every term is a product of counts: no stop combination is enumerated. Per line the work is
 * about (wild sequences) × symbols × reels × multiplier values: microseconds.
 */
export interface ExactLineWins {
  /** Σ over the cycle of the win of every line, in line bets. */
  readonly total: bigint;
  /** The same split by what paid: "lemon×3" (paytable count used) → win over the cycle. */
  readonly contributions: ReadonlyMap<string, bigint>;
}

export function exactLineWins(def: LineDefinition, reels: ReelSet): ExactLineWins {
  const contributions = new Map<string, bigint>();
  let total = 0n;
  const add = (symbol: SymbolDefinition | undefined, count: number, amount: bigint): void => {
    if (amount === 0n || symbol === undefined) return;
    const key = contributionKey(symbol.id, count);
    contributions.set(key, (contributions.get(key) ?? 0n) + amount);
    total += amount;
  };
  for (const line of def.lines) addLine(def, reels, line, add);
  return { total, contributions };
}

type Add = (symbol: SymbolDefinition | undefined, count: number, amount: bigint) => void;

function addLine(def: LineDefinition, reels: ReelSet, line: readonly number[], add: Add): void {
  const n = line.length;
  const D = line.map((row, r) => rowDistribution(reels, r, row));
  const T = line.map((_, r) => reelTotal(reels, r));
  /** suffix[i] = Π_{j ≥ i} T_j */
  const suffix: bigint[] = new Array<bigint>(n + 1).fill(1n);
  for (let i = n - 1; i >= 0; i -= 1) suffix[i] = (suffix[i + 1] as bigint) * (T[i] as bigint);
  const wilds = def.symbols.filter((s) => s.kind === 'wild');
  const d = (i: number, id: string): bigint => D[i]?.get(id) ?? 0n;
  const pay = (s: SymbolDefinition, count: number) => payEntryFor(def.paytable[s.id], count);

  /** Positions 0 … k−1 hold the wilds `prefix` in `ways` weighted ways. */
  const visit = (prefix: readonly SymbolDefinition[], ways: bigint): void => {
    const k = prefix.length;
    const first = prefix[0];
    let firstRun = 0;
    while (firstRun < k && prefix[firstRun] === first) firstRun += 1;
    const bEntry = first === undefined ? null : pay(first, firstRun);
    const bWin = BigInt(bEntry?.pay ?? 0);
    const bCount = bEntry?.count ?? 0;
    if (k === n) {
      add(first, bCount, ways * bWin);
      return;
    }
    for (const w of wilds) {
      const dw = d(k, w.id);
      if (dw > 0n) visit([...prefix, w], ways * dw);
    }
    const prefixMult = BigInt(prefix.reduce((m, w) => m * w.multiplier, 1));
    for (const x of def.symbols) {
      if (x.kind === 'wild') continue;
      const dx = d(k, x.id);
      if (dx === 0n) continue;
      const startsRun = x.kind === 'regular' && prefix.every((w) => w.substitutesFor.includes(x.id));
      if (!startsRun) {
        add(first, bCount, ways * dx * (suffix[k + 1] as bigint) * bWin);
        continue;
      }
      const extenders = wilds.filter((w) => w.substitutesFor.includes(x.id));
      /** multiplier product q → ways positions k+1 … L−1 continue the run */
      let continued = new Map<bigint, bigint>([[1n, 1n]]);
      for (let L = k + 1; L <= n; L += 1) {
        const inRun = L < n ? d(L, x.id) + extenders.reduce((a, w) => a + d(L, w.id), 0n) : 0n;
        const stopper = L < n ? (T[L] as bigint) - inRun : 1n;
        const rest = L < n ? (suffix[L + 1] as bigint) : 1n;
        const entry = pay(x, L);
        for (const [q, cq] of continued) {
          const runWin = entry === null ? 0n : BigInt(entry.pay) * prefixMult * q;
          const amount = ways * dx * cq * stopper * rest;
          if (entry !== null && runWin > 0n && runWin >= bWin) add(x, entry.count, amount * runWin);
          else add(first, bCount, amount * bWin);
        }
        if (L < n) continued = extend(continued, d(L, x.id), extenders.map((w) => [BigInt(w.multiplier), d(L, w.id)] as const));
      }
    }
  };
  visit([], 1n);
}

/** One more run position: the symbol itself (×1) or one of the extending wilds (× its multiplier). */
function extend(
  dist: ReadonlyMap<bigint, bigint>,
  own: bigint,
  wilds: readonly (readonly [bigint, bigint])[],
): Map<bigint, bigint> {
  const out = new Map<bigint, bigint>();
  const put = (q: bigint, c: bigint): void => {
    if (c !== 0n) out.set(q, (out.get(q) ?? 0n) + c);
  };
  for (const [q, c] of dist) {
    put(q, c * own);
    for (const [mult, dw] of wilds) put(q * mult, c * dw);
  }
  return out;
}
