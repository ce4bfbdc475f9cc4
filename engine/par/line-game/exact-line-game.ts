import type { LineDefinition } from '../definition/game-definition';
import type { ExactResult } from '../par-model';
import { exactLineWins } from './exact-line-wins';
import { exactScatterWins } from './exact-scatter-wins';
import { cycleOf } from './reel-distributions';

/**
 * The base game's exact return by combinatorics: line wins summed over every line (each line
 * sees independent reels), scatter wins from convolved count distributions. The cycle is the
 * product of the reel totals (strip lengths, or weight totals), the stake `lines` line bets;
 * RTP of a component = component / (cycle × stakeUnits).
 *
 * Hits, the largest win and Σ win² depend on all lines at once and are not computed here:
 * bruteForceLineGame supplies them.
 */
export function exactLineGame(def: LineDefinition): ExactResult {
  const lines = exactLineWins(def, def.reels);
  const scatter = exactScatterWins(def, def.reels);
  const contributions: Record<string, bigint> = {};
  for (const [k, v] of [...lines.contributions, ...scatter.contributions]) contributions[k] = (contributions[k] ?? 0n) + v;
  return {
    cycle: cycleOf(def.reels),
    stakeUnits: BigInt(def.lines.length),
    components: { 'base-lines': lines.total, scatter: scatter.total },
    contributions,
  };
}
