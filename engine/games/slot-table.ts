/**
 * What every video slot's table does the same way: the machine restored from the store, a press
 * is the machine event when the game's refusal check (which draws nothing) takes it, or the
 * refusal the player reads; the cabinet's pace presses AUTO_STEP while autospin (or a running
 * feature) may go on, then AUTOSPIN_END once it must stop; the panel's lamps follow PLAY, BET,
 * COLLECT-in-play and autospin; the operator's settings are one event. A game's table extends
 * `VideoSlotTable` with what is its own: its status, its presses, its view.
 */
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import { MachineRunner, type StoredSnapshot } from '../core/machine-runner';
import type { GameStatus, GameTable, PlayerBalances, TableAnswer, TableButtons, TableCommand } from './game-module';

export type RefusalOf<C, E> = (context: C, event: E) => string | null;

/** The answer to a press: the event when the game takes it, or its refusal. */
export function answerBy<C, E extends AnyEventObject>(refusalOf: RefusalOf<C, E>, context: C, event: E, activity: 'bet' | 'spin'): TableAnswer {
  const refusal = refusalOf(context, event);
  return refusal === null ? { event, activity } : { refused: refusal };
}

/** The automatic press due now: the next autospin step, autospin's end, or nothing. */
export function autospinPace<C, E extends AnyEventObject, B extends object>(refusalOf: RefusalOf<C, E>, context: C, balances: B): E | null {
  const step = { type: 'AUTO_STEP', ...balances } as unknown as E;
  if (refusalOf(context, step) === null) return step;
  const end = { type: 'AUTOSPIN_END', ...balances } as unknown as E;
  return refusalOf(context, end) === null ? end : null;
}

/** What the lamps of a video slot depend on. */
export interface SlotLamps {
  readonly collectInPlay: boolean;
  readonly idle: boolean;
  readonly autoPlaying: boolean;
}

/** The identity of a game's machine, as its table opens it. */
export interface SlotMachineSpec<M extends AnyStateMachine, C, E> {
  readonly id: string;
  /** Bump when the context shape or the states change: stored snapshots carry it. */
  readonly version: number;
  readonly machine: M;
  readonly refusalOf: RefusalOf<C, E>;
}

export abstract class VideoSlotTable<M extends AnyStateMachine, C, E extends AnyEventObject, Rules, V> implements GameTable<V> {
  readonly id: string;
  readonly runner: MachineRunner<M>;
  protected readonly refusalOf: RefusalOf<C, E>;

  protected constructor(
    spec: SlotMachineSpec<M, C, E>,
    protected readonly rules: Rules,
    stored: StoredSnapshot | null,
  ) {
    this.id = spec.id;
    this.refusalOf = spec.refusalOf;
    this.runner = new MachineRunner(spec.id, spec.version, spec.machine, rules, stored);
  }

  protected get context(): C {
    return this.runner.context as unknown as C;
  }

  protected answer(event: E, activity: 'bet' | 'spin'): TableAnswer {
    return answerBy(this.refusalOf, this.context, event, activity);
  }

  /** The game's own figures an event carries (the wallet, its pools, the clock). */
  protected abstract balances(balances: PlayerBalances): object;
  /** The lamps' inputs from the game's state. */
  protected abstract lamps(): SlotLamps;

  abstract status(): GameStatus;
  abstract command(command: TableCommand, balances: PlayerBalances): TableAnswer;
  abstract view(balances: PlayerBalances): V;
  abstract powerUpEvent(): AnyEventObject | null;

  autoEvent(balances: PlayerBalances): AnyEventObject | null {
    return autospinPace(this.refusalOf, this.context, this.balances(balances));
  }

  /** PLAY lit when it would be taken (or stops autospin), BET when the bet may change, GAME CHANGE when idle. */
  buttons(balances: PlayerBalances): TableButtons {
    const b = this.balances(balances);
    const lamps = this.lamps();
    return {
      play: this.refusalOf(this.context, { type: 'PLAY', ...b } as unknown as E) === null || lamps.autoPlaying,
      collectInPlay: lamps.collectInPlay,
      bet: this.refusalOf(this.context, { type: 'BET_NEXT' } as unknown as E) === null,
      hold: [false, false, false],
      gameChange: lamps.idle && !lamps.autoPlaying,
      autoAdvances: false,
      autoLamp: lamps.autoPlaying ? 'flash' : 'off',
      collectHoldAll: false,
    };
  }

  settingsEvent(): AnyEventObject {
    return { type: 'OPERATOR_SETTINGS', rules: this.rules };
  }
}
