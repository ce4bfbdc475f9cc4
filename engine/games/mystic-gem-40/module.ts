/**
 * 40 Mystic Gem as a module of the cabinet: how it opens from the operator's settings and the
 * jurisdiction's limits, its bet range for the menu tile, and its four Jackpot Cards pools.
 */
import type { MysticGemView } from '../../../contract/games/mystic-gem-40';
import { MICROS_PER_CENT } from '../../features/jackpot-pool';
import type { GameLimits, GameModule } from '../game-module';
import { MYSTIC_GEM_JACKPOT_LEVELS } from './jackpot-cards';
import type { MysticGemRules } from './round';
import { MysticGemTable } from './table';

/** The operator's settings (config `games.mystic-gem-40`, checked by config/games/mystic-gem-40-settings.ts). */
export interface MysticGemSettings {
  readonly totalBetsCents: readonly number[];
  readonly defaultTotalBetCents: number;
  readonly gambleLimitCents: number;
  readonly gambleAttempts: number;
  readonly maxBoughtStakeCents: number;
  readonly jackpotCards: readonly { readonly seedCents: number; readonly contributionBp: number }[];
}

export function mysticGemRules(settings: MysticGemSettings, limits: GameLimits): MysticGemRules {
  return {
    totalBetsCents: [...settings.totalBetsCents],
    defaultTotalBetCents: settings.defaultTotalBetCents,
    gambleLimitCents: settings.gambleLimitCents,
    gambleAttempts: settings.gambleAttempts,
    maxBoughtStakeCents: settings.maxBoughtStakeCents,
    levels: MYSTIC_GEM_JACKPOT_LEVELS.map((level, i) => ({
      id: level.id,
      seedMicros: (settings.jackpotCards[i]?.seedCents ?? 0) * MICROS_PER_CENT,
      contributionBp: settings.jackpotCards[i]?.contributionBp ?? 0,
    })),
    maxPrizePerGameCents: limits.maxPrizePerGameCents,
  };
}

export const MYSTIC_GEM_MODULE: GameModule<MysticGemSettings, MysticGemView> = {
  id: 'mystic-gem-40',
  name: '40 Mystic Gem',
  kind: 'video-slot',
  cycleControl: false,
  betRange: (s) => ({ minCents: Math.min(...s.totalBetsCents), maxCents: Math.max(...s.totalBetsCents) }),
  open: (rng, settings, stored, limits) => new MysticGemTable(rng, mysticGemRules(settings, limits), stored),
  returnSetting: () => null,
  cycleLevel: null,
  jackpotPools: (settings) => MYSTIC_GEM_JACKPOT_LEVELS.map((level, i) => ({ id: level.id, seedMicros: (settings.jackpotCards[i]?.seedCents ?? 0) * MICROS_PER_CENT })),
};
