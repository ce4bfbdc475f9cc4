/**
 * Mystery Elves as a module of the cabinet: how it opens from the operator's settings and the
 * jurisdiction's limits, and its bet range for the menu tile. It has no jackpot pools: its
 * MINI, MINOR, MAJOR and GRAND are fixed multiples of the bet.
 */
import type { MysteryElvesView } from '../../../contract/games/mystery-elves';
import type { GameLimits, GameModule } from '../game-module';
import type { ElvesRules } from './context';
import { MysteryElvesTable } from './table';

/** The operator's settings (config `games.mystery-elves`, checked by config/games/mystery-elves-settings.ts). */
export interface MysteryElvesSettings {
  readonly totalBetsCents: readonly number[];
  readonly defaultTotalBetCents: number;
  readonly gambleLimitCents: number;
  readonly gambleAttempts: number;
  readonly buyFeature: boolean;
  readonly settleAfterHours: number;
}

const HOUR_MS = 3_600_000;

export function mysteryElvesRules(settings: MysteryElvesSettings, limits: GameLimits): ElvesRules {
  return {
    totalBetsCents: [...settings.totalBetsCents],
    defaultTotalBetCents: settings.defaultTotalBetCents,
    gambleLimitCents: settings.gambleLimitCents,
    gambleAttempts: settings.gambleAttempts,
    buyFeature: settings.buyFeature,
    settleAfterMs: settings.settleAfterHours * HOUR_MS,
    maxPrizePerGameCents: limits.maxPrizePerGameCents,
  };
}

export const MYSTERY_ELVES_MODULE: GameModule<MysteryElvesSettings, MysteryElvesView> = {
  id: 'mystery-elves',
  name: 'Mystery Elves',
  kind: 'video-slot',
  cycleControl: false,
  betRange: (s) => ({ minCents: Math.min(...s.totalBetsCents), maxCents: Math.max(...s.totalBetsCents) }),
  open: (rng, settings, stored, limits) => new MysteryElvesTable(rng, mysteryElvesRules(settings, limits), stored),
  returnSetting: () => null,
  cycleLevel: null,
  jackpotPools: () => [],
};
