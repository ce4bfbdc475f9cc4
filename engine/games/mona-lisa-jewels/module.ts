/**
 * Mona Lisa Jewels as a module of the cabinet: how it opens from the operator's settings, its
 * bet range for the menu tile, and its progressive pool.
 */
import type { MonaLisaView } from '../../../contract/games/mona-lisa-jewels';
import { MONA_LISA_MAX_COINS, MONA_LISA_MAX_LINES } from '../../../contract/games/mona-lisa-jewels';
import { MICROS_PER_CENT } from '../../features/jackpot-pool';
import type { GameLimits, GameModule } from '../game-module';
import { PROGRESSIVE_POOL, type MonaLisaRules } from './round';
import { MonaLisaTable } from './table';

/** The operator's settings (config `games.mona-lisa-jewels`, service menu). */
export interface MonaLisaModuleSettings {
  readonly coinValuesCents: readonly number[];
  readonly defaultCoinCents: number;
  readonly jackpotSeedCents: number;
  readonly jackpotContributionBp: number;
  readonly jackpotReferenceCoinCents: number;
}

export function monaLisaRules(settings: MonaLisaModuleSettings, limits: GameLimits): MonaLisaRules {
  return {
    coinValuesCents: [...settings.coinValuesCents],
    defaultCoinCents: settings.defaultCoinCents,
    jackpotSeedMicros: settings.jackpotSeedCents * MICROS_PER_CENT,
    jackpotContributionBp: settings.jackpotContributionBp,
    jackpotReferenceCoinCents: settings.jackpotReferenceCoinCents,
    maxPrizePerGameCents: limits.maxPrizePerGameCents,
  };
}

export const MONA_LISA_MODULE: GameModule<MonaLisaModuleSettings, MonaLisaView> = {
  id: 'mona-lisa-jewels',
  name: 'Mona Lisa Jewels',
  kind: 'video-slot',
  cycleControl: false,
  betRange: (s) => ({ minCents: Math.min(...s.coinValuesCents), maxCents: MONA_LISA_MAX_LINES * MONA_LISA_MAX_COINS * Math.max(...s.coinValuesCents) }),
  open: (rng, settings, stored, limits) => new MonaLisaTable(rng, monaLisaRules(settings, limits), stored),
  returnSetting: () => null,
  cycleLevel: null,
  jackpotPools: (settings) => [{ id: PROGRESSIVE_POOL, seedMicros: settings.jackpotSeedCents * MICROS_PER_CENT }],
};
