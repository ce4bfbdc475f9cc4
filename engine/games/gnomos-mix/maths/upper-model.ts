import { BONUS_VALUE_CENTS } from '../paytable';
import { MINIGAME_KINDS, type MinigameKind, type UpperLevelTuning } from '../tuning/gnomos-tuning';
import { upperBet, type UpperBetId } from '../upper/bets';
import { UPPER_STOP_WEIGHTS } from '../upper/reels';
import { doubleOrBonusesValue } from './double-or-bonuses-value';
import { minigameOutcomes } from './minigame-outcomes';
import type { GnomosPolicy } from './policy';
import { bump } from './vector';
import { upperOutcomeAt, upperStopsOfIndex } from './upper-lookup';

/**
 * The exact return of the upper game at one bet, policy and level (docs/games/gnomos-mix-rounds.md,
 * upper game): every one of the 16³ weighted stop combinations; a spin with a Mushroom, Flower
 * or Log line starts a minigame with the level's trigger chance, chosen by the level's weights,
 * whose result (minigame-outcomes.ts) replaces the spin's prize; the prize then goes through
 * Double-or-Bonuses as the policy plays it (double-or-bonuses-value.ts). Bonuses are valued at
 * 0.80 € and the stake is cash + bonuses at 0.80 €.
 *
 * The return is linear in the trigger chance and in the minigames' shares, so the model keeps,
 * per bet and policy, the value without minigames and what each minigame adds when it replaces
 * every prize it may: a level's figures are then a weighted sum.
 */
export const UC = {
  /** The spin's line prizes at face value. */
  lines: 0,
  /** What each minigame adds over the line prize it replaces (cash + bonuses at face value). */
  strawberry: 1,
  threeChoices: 2,
  findPrizes: 3,
  treasure: 4,
  /** What Double-or-Bonuses adds or removes against collecting the prize. */
  doubleOrBonuses: 5,
  cash: 6,
  bonus: 7,
  /** Chance a minigame is played. */
  minigames: 8,
  /** Chance the round returns anything. */
  won: 9,
} as const;
const K = 10;
const KIND_COMPONENT: Readonly<Record<MinigameKind, number>> = {
  strawberry: UC.strawberry,
  'three-choices': UC.threeChoices,
  'find-prizes': UC.findPrizes,
  treasure: UC.treasure,
};

interface UpperBasis {
  /** Per round, no minigame ever started. */
  readonly base: Float64Array;
  /** Per round, the change if every minigame line started this minigame. */
  readonly byKind: Readonly<Record<MinigameKind, Float64Array>>;
}

const bases = new Map<string, UpperBasis>();

/** Cash and bonus value of a prize after Double-or-Bonuses, into `out` (scaled). */
function addPrize(out: Float64Array, scale: number, betId: UpperBetId, cents: number, bonuses: number, policy: GnomosPolicy): void {
  const settled = doubleOrBonusesValue(betId, cents, policy);
  bump(out, UC.cash, scale * settled.cashCents);
  bump(out, UC.bonus, scale * (settled.bonusValueCents + bonuses * BONUS_VALUE_CENTS));
  bump(out, UC.doubleOrBonuses, scale * (settled.cashCents + settled.bonusValueCents - cents));
}

function basis(betId: UpperBetId, policy: GnomosPolicy): UpperBasis {
  const key = `${betId}|${policy}`;
  const known = bases.get(key);
  if (known) return known;
  const base = new Float64Array(K);
  const byKind = Object.fromEntries(MINIGAME_KINDS.map((k) => [k, new Float64Array(K)])) as Record<MinigameKind, Float64Array>;
  const [w0, w1, w2] = UPPER_STOP_WEIGHTS;
  if (w0 === undefined || w1 === undefined || w2 === undefined) throw new Error('the upper game has three reels');
  const total = 1024 ** 3;
  for (let i = 0; i < 4096; i += 1) {
    const stops = upperStopsOfIndex(i);
    const chance = ((w0[stops[0]] ?? 0) * (w1[stops[1]] ?? 0) * (w2[stops[2]] ?? 0)) / total;
    const outcome = upperOutcomeAt(stops, betId);
    const prize = outcome.totalCents;
    if (prize === 0) continue;
    bump(base, UC.lines, chance * prize);
    bump(base, UC.won, chance);
    addPrize(base, chance, betId, prize, 0, policy);
    if (outcome.minigameTriggers.length === 0) continue;
    for (const kind of MINIGAME_KINDS) {
      const delta = byKind[kind];
      // Replacing the spin's prize: remove its settlement, add the minigame's.
      addPrize(delta, -chance, betId, prize, 0, policy);
      bump(delta, UC.minigames, chance);
      for (const result of minigameOutcomes(kind, betId, prize)) {
        const share = chance * result.chance;
        bump(delta, KIND_COMPONENT[kind], share * (result.cents + result.bonuses * BONUS_VALUE_CENTS - prize));
        addPrize(delta, share, betId, result.cents, result.bonuses, policy);
      }
    }
  }
  const b = { base, byKind };
  bases.set(key, b);
  return b;
}

export interface UpperRoundValue {
  readonly betId: UpperBetId;
  readonly policy: GnomosPolicy;
  /** Expected value of one round per component (UC), in cents (chances as is). */
  readonly perRound: Float64Array;
  /** Stake value: cash + bonuses at 0.80 €. */
  readonly stakeValueCents: number;
  readonly rtp: number;
}

/** What each minigame adds per round when every minigame line starts it (for the solver). */
export function upperMinigameUplift(betId: UpperBetId, policy: GnomosPolicy): Readonly<Record<MinigameKind, number>> {
  const b = basis(betId, policy);
  const stake = upperBet(betId).stakeValueCents;
  return Object.fromEntries(MINIGAME_KINDS.map((k) => [k, ((b.byKind[k][UC.cash] ?? 0) + (b.byKind[k][UC.bonus] ?? 0)) / stake])) as Record<MinigameKind, number>;
}

export function upperRoundValue(betId: UpperBetId, policy: GnomosPolicy, tuning: UpperLevelTuning): UpperRoundValue {
  const b = basis(betId, policy);
  const trigger = tuning.minigameTrigger.win / tuning.minigameTrigger.outOf;
  const totalWeight = MINIGAME_KINDS.reduce((s, k) => s + tuning.minigameWeights[k], 0);
  const perRound = Float64Array.from(b.base);
  for (const kind of MINIGAME_KINDS) {
    const share = (trigger * tuning.minigameWeights[kind]) / totalWeight;
    const delta = b.byKind[kind];
    for (let c = 0; c < K; c += 1) bump(perRound, c, share * (delta[c] ?? 0));
  }
  const stakeValueCents = upperBet(betId).stakeValueCents;
  return { betId, policy, perRound, stakeValueCents, rtp: ((perRound[UC.cash] ?? 0) + (perRound[UC.bonus] ?? 0)) / stakeValueCents };
}
