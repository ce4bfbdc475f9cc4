/**
 * A game as the cabinet holds it: its round machine (restored from the store) and its view.
 * The cabinet moves money for every game the same way; a game only decides what its steps are.
 */
import type { AnyStateMachine } from 'xstate';
import type { GameId, GnomosView } from '../ipc/contract';
import type { MachineRunner } from './machine-runner';

export interface GameTable {
  readonly id: GameId;
  readonly runner: MachineRunner<AnyStateMachine>;
  /** The bet the next PLAY stakes, in cents. */
  readonly betCents: number;
  view(): GnomosView;
}
