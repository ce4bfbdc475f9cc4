/**
 * A game as the cabinet holds it: its machine (restored from the store), the events the panel
 * becomes, and its view. The cabinet moves money for every game the same way; a game only
 * decides what its steps are.
 */
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import type { GameId, GnomosView } from '../ipc/contract';
import type { MachineRunner } from './machine-runner';

/** The player's balances as the game sees them when an event is sent, and the round's tuning level. */
export interface PlayerBalances {
  readonly creditsCents: number;
  readonly bonuses: number;
  /** The tuning level a round started by this event plays at (the cycle control picks it). */
  readonly level: number;
}

export interface GameTable {
  readonly id: GameId;
  readonly runner: MachineRunner<AnyStateMachine>;
  /** The bet the meters count the next step under. */
  readonly meterBet: string;
  /** The machine's state path, e.g. 'lower.ladder'. */
  readonly phase: string;
  /** Nothing pending: settings that change money rules may be applied. */
  readonly idle: boolean;
  /** The stake of the next game in the game in play. */
  stake(): { readonly cents: number; readonly bonuses: number };
  /** PLAY or the automatic press, carrying the balances. */
  event(type: 'PLAY' | 'AUTO_STEP', balances: PlayerBalances): AnyEventObject;
  view(balances: PlayerBalances): GnomosView;
  /**
   * The event that puts the operator's settings (as the table was opened with) into the stored
   * game; the machine takes it only when idle and something differs.
   */
  settingsEvent(): AnyEventObject;
}
