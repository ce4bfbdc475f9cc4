/**
 * Every game the cabinet can host, by id, and how to open its table from the operator's
 * settings and the stored snapshot. Adding a game is adding a line here (and its view to the
 * contract); the cabinet's money path does not change.
 */
import type { CabinetConfig } from '../../config/cabinet-config';
import type { Rng } from '../../engine/core/rng';
import type { GameId } from '../ipc/contract';
import type { GameTable } from './game-table';
import { GnomosTable } from './gnomos-table';
import type { StoredSnapshot } from './machine-runner';

export interface GameEntry {
  /** The name on the game menu. */
  readonly name: string;
  open(rng: Rng, config: CabinetConfig, stored: StoredSnapshot | null): GameTable;
}

export const GAME_REGISTRY: Readonly<Record<GameId, GameEntry>> = {
  'gnomos-mix': {
    name: 'Gnomos Mix Golden Edition',
    open: (rng, config, stored) => {
      const settings = config.games['gnomos-mix'];
      return new GnomosTable(rng, { enabledBets: settings.enabledBetsCents, betCents: settings.defaultBetCents, enabledUpperBets: settings.enabledUpperBets }, stored);
    },
  },
};
