import { payEntryFor, type LineDefinition, type ReelSet } from '../definition/game-definition';
import { contributionKey } from './line-automaton';
import { scatterCountDistribution } from './reel-distributions';

/**
 * Exact scatter wins over the cycle: per scatter symbol, the distribution of its count in the
 * window is the convolution over reels of each reel's count distribution (each stop's window
 * of `rows` consecutive strip positions, weighted); the win of count N is the pay row for N ×
 * total bet (lines line bets). Symbols pay independently, so the totals add.
 */
export interface ExactScatterWins {
  /** Σ over the cycle of scatter wins, in line bets. */
  readonly total: bigint;
  /** "scatter×3" (pay row used) → win over the cycle. */
  readonly contributions: ReadonlyMap<string, bigint>;
}

export function exactScatterWins(def: LineDefinition, reels: ReelSet): ExactScatterWins {
  const lines = BigInt(def.lines.length);
  const contributions = new Map<string, bigint>();
  let total = 0n;
  for (const [symbolId, entries] of Object.entries(def.scatterPays)) {
    scatterCountDistribution(reels, def.rows, symbolId).forEach((ways, count) => {
      const entry = payEntryFor(entries, count);
      if (entry === null || entry.pay === 0 || ways === 0n) return;
      const amount = ways * BigInt(entry.pay) * lines;
      const key = contributionKey(symbolId, entry.count);
      contributions.set(key, (contributions.get(key) ?? 0n) + amount);
      total += amount;
    });
  }
  return { total, contributions };
}
