/**
 * Gnomos Mix Golden Edition as a module of the cabinet: how it opens from the operator's
 * settings and the stored snapshot. The table (table.ts) says what each press means.
 */
import type { GnomosView } from '../../../contract/games/gnomos-mix';
import type { GameModule } from '../game-module';
import { GnomosTable } from './table';
import { cycleLevel } from './cycle/cycle-level';
import type { CycleRuleSpec } from './cycle/cycle-counts';

/** The operator's settings of the game (config `games.gnomos-mix`, service menu). */
export interface GnomosModuleSettings {
  readonly enabledBetsCents: readonly number[];
  readonly defaultBetCents: number;
  readonly enabledUpperBets: readonly string[];
  readonly rtpSetting: number;
}

export const GNOMOS_MODULE: GameModule<GnomosModuleSettings, GnomosView> = {
  id: 'gnomos-mix',
  name: 'Gnomos Mix Golden Edition',
  kind: 'type-b',
  cycleControl: true,
  betRange: (settings) => ({ minCents: Math.min(...settings.enabledBetsCents), maxCents: Math.max(...settings.enabledBetsCents) }),
  open: (rng, settings, stored) =>
    new GnomosTable(rng, { enabledBets: settings.enabledBetsCents, betCents: settings.defaultBetCents, enabledUpperBets: settings.enabledUpperBets }, stored),
  returnSetting: (settings) => settings.rtpSetting,
  cycleLevel: (ask) => cycleLevel({ ...ask, rule: ask.rule as CycleRuleSpec }),
  jackpotPools: () => [],
};
