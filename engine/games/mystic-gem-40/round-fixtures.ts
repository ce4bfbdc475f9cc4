/**
 * The operator's rules the round's tests play by (the default table of bets with a wide bought
 * stake, the four levels at distinct seeds and shares), and the unwrapping of a press the test
 * expects taken: shared by the round tests so they play one cabinet's game.
 */
import { MICROS_PER_CENT } from '../../features/jackpot-pool';
import { MYSTIC_GEM_JACKPOT_LEVELS } from './jackpot-cards';
import { isRefusal, type MysticGemContext, type MysticGemRules } from './round';

export const TEST_RULES: MysticGemRules = {
  totalBetsCents: [40, 80, 200, 400, 1000, 2000, 5000],
  defaultTotalBetCents: 40,
  gambleLimitCents: 4200,
  gambleAttempts: 5,
  maxBoughtStakeCents: 400_000,
  levels: MYSTIC_GEM_JACKPOT_LEVELS.map((level, i) => ({ id: level.id, seedMicros: [1000, 2500, 10_000, 100_000][i]! * MICROS_PER_CENT, contributionBp: [10, 15, 15, 25][i]! })),
  maxPrizePerGameCents: 2_000_000,
};

/** The next context of a press the test expects the game to take (its refusal fails the test). */
export function taken(x: MysticGemContext | { refused: string }): MysticGemContext {
  if (isRefusal(x)) throw new Error(x.refused);
  return x;
}
