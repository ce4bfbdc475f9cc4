/**
 * The cabinet's side of the game registry: opens a game's table from the operator's settings
 * and the stored snapshot. It names no game: engine/games/index.ts lists them, and the config
 * keeps each game's settings under its id.
 */
import { ConfigError, type CabinetConfig } from '../../config/cabinet-config';
import type { StoredSnapshot } from '../../engine/core/machine-runner';
import type { Rng } from '../../engine/core/rng';
import { GAME_MODULES } from '../../engine/games';
import type { CycleLevelAsk, GameLimits, GameModule, GameTable, JackpotPoolSpec } from '../../engine/games/game-module';
import { loadJurisdictionProfiles } from '../../config/jurisdiction-profile';
import type { GameId } from '../ipc/contract';

function moduleOf(id: GameId): GameModule<unknown, unknown> {
  return GAME_MODULES[id] as unknown as GameModule<unknown, unknown>;
}

export function gameName(id: GameId): string {
  return moduleOf(id).name;
}

export function gameKind(id: GameId): 'type-b' | 'video-slot' {
  return moduleOf(id).kind;
}

/** The jurisdiction's limits every game plays under (the profile the config names). */
export function gameLimits(config: CabinetConfig): GameLimits {
  const profile = loadJurisdictionProfiles().get(config.jurisdiction);
  if (!profile) throw new ConfigError('cabinet-config.json', `jurisdiction "${config.jurisdiction}" is not one of ${[...loadJurisdictionProfiles().keys()].join(', ')}`);
  return { maxPrizePerGameCents: profile.maxPrizePerGameCents };
}

export function openGame(id: GameId, rng: Rng, config: CabinetConfig, stored: StoredSnapshot | null): GameTable {
  return moduleOf(id).open(rng, config.games[id], stored, gameLimits(config));
}

export function betRange(id: GameId, config: CabinetConfig): { minCents: number; maxCents: number } {
  return moduleOf(id).betRange(config.games[id]);
}

/** Games whose return the Spanish cycle control holds (and whose return setting the operator sets). */
export function hasCycleControl(id: GameId): boolean {
  return moduleOf(id).cycleControl;
}

export function jackpotPools(id: GameId, config: CabinetConfig): readonly JackpotPoolSpec[] {
  return moduleOf(id).jackpotPools(config.games[id]);
}

/** The game the Spanish cycle control holds, if one is installed (its settings carry the operator's return). */
export function cycleGame(): GameId | null {
  return (Object.keys(GAME_MODULES) as GameId[]).find((id) => moduleOf(id).cycleControl) ?? null;
}

export function returnSetting(id: GameId, config: CabinetConfig): number | null {
  return moduleOf(id).returnSetting(config.games[id]);
}

/** The cycle control's level for a game that has one (the setting itself for a game without). */
export function cycleLevelFor(id: GameId): (ask: CycleLevelAsk) => number {
  return moduleOf(id).cycleLevel ?? ((ask) => ask.setting);
}
