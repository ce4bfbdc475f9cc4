/**
 * Gonzo's Gold as a module of the cabinet: how it opens from the operator's settings and the
 * jurisdiction's limits, and its bet range for the menu tile. It has no jackpot pool.
 */
import type { GonzoView } from '../../../contract/games/gonzos-gold';
import type { GameLimits, GameModule } from '../game-module';
import type { GonzoRules } from './round';
import { GonzoTable } from './table';

/** The operator's settings (config `games.gonzos-gold`, checked by config/games/gonzos-gold-settings.ts). */
export interface GonzoSettings {
  readonly betsCents: readonly number[];
  readonly defaultBetCents: number;
}

export function gonzoRules(settings: GonzoSettings, limits: GameLimits): GonzoRules {
  return { betsCents: [...settings.betsCents], defaultBetCents: settings.defaultBetCents, maxPrizePerGameCents: limits.maxPrizePerGameCents };
}

export const GONZO_MODULE: GameModule<GonzoSettings, GonzoView> = {
  id: 'gonzos-gold',
  name: "Gonzo's Gold",
  kind: 'video-slot',
  cycleControl: false,
  betRange: (s) => ({ minCents: Math.min(...s.betsCents), maxCents: Math.max(...s.betsCents) }),
  open: (rng, settings, stored, limits) => new GonzoTable(rng, gonzoRules(settings, limits), stored),
  returnSetting: () => null,
  cycleLevel: null,
  jackpotPools: () => [],
};
