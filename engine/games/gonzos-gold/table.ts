/**
 * Gonzo's Gold as the cabinet holds it: the machine restored from the store, what each press
 * means, and the view. PLAY spins, reveals the Expanding Symbol and plays the free spins; BET
 * steps the bet; COLLECT is the cabinet's payout (this game banks nothing in play); GAME
 * CHANGE is the cabinet's (back to the menu) once the round is over.
 */
import type { AnyEventObject } from 'xstate';
import type { GonzoAction, GonzoView } from '../../../contract/games/gonzos-gold';
import { MachineRunner, type StoredSnapshot } from '../../core/machine-runner';
import type { Rng } from '../../core/rng';
import type { GameStatus, GameTable, PlayerBalances, TableAnswer, TableButtons, TableCommand } from '../game-module';
import { answerBy } from '../slot-table';
import { createGonzoMachine, GONZO_MACHINE_ID, GONZO_MACHINE_VERSION, refusalOf, type GonzoEvent, type GonzoMachine } from './machine';
import { isIdle, phaseOf, type Balances, type GonzoContext, type GonzoRules } from './round';
import { presentGonzo } from './view';

export class GonzoTable implements GameTable<GonzoView> {
  readonly id = GONZO_MACHINE_ID;
  readonly runner: MachineRunner<GonzoMachine>;

  constructor(
    rng: Rng,
    private readonly rules: GonzoRules,
    stored: StoredSnapshot | null,
  ) {
    this.runner = new MachineRunner(GONZO_MACHINE_ID, GONZO_MACHINE_VERSION, createGonzoMachine(rng), rules, stored);
  }

  private get context(): GonzoContext {
    return this.runner.context as unknown as GonzoContext;
  }

  private balances(b: PlayerBalances): Balances {
    return { creditsCents: b.creditsCents };
  }

  status(): GameStatus {
    const c = this.context;
    // Free spins are metered under the trigger's bet.
    const bet = c.freeSpins && !c.freeSpins.ended ? c.freeSpins.betCents : c.betCents;
    return {
      idle: isIdle(c),
      phase: phaseOf(c),
      meterBet: String(bet),
      stake: { cents: c.betCents, bonuses: 0 },
      lastWin: c.lastSpin ? { cents: c.roundWinCents, bonuses: 0 } : null,
      autoPlaying: c.autospin !== null,
    };
  }

  private answer(event: GonzoEvent, activity: 'bet' | 'spin'): TableAnswer {
    return answerBy(refusalOf, this.context, event, activity);
  }

  command(command: TableCommand, balances: PlayerBalances): TableAnswer {
    const b = this.balances(balances);
    const c = this.context;
    switch (command.type) {
      case 'PLAY':
        return this.answer({ type: 'PLAY', ...b }, 'spin');
      case 'BET_NEXT':
        return this.answer({ type: 'BET_NEXT' }, 'bet');
      case 'COLLECT':
        return isIdle(c) ? { cabinet: true } : { refused: 'the free spins are paid when they end' };
      case 'GAME_CHANGE':
        return isIdle(c) ? { cabinet: true } : { refused: 'finish the free spins first' };
      case 'AUTO':
        return c.autospin ? this.answer({ type: 'AUTOSPIN_STOP' }, 'bet') : { refused: 'set autoplay up on the screen (AUTO)' };
      case 'ACTION':
        return this.action(command.action as GonzoAction, b);
      default:
        return { refused: `${command.type} has no meaning in Gonzo's Gold` };
    }
  }

  private action(action: GonzoAction, b: Balances): TableAnswer {
    switch (action.type) {
      case 'TOTAL_BET':
      case 'COIN_VALUE':
        // The shared bet panel's coin is the total bet itself (no lines in a cluster game).
        return this.answer({ type: 'TOTAL_BET', cents: action.cents }, 'bet');
      case 'BET_MAX':
        return this.answer({ type: 'TOTAL_BET', cents: Math.max(...this.context.rules.betsCents) }, 'bet');
      case 'LINES':
      case 'COINS':
        return { refused: "Gonzo's Gold pays clusters: the bet is the total bet" };
      case 'PICK':
        return this.answer({ type: 'PICK', cover: action.cover }, 'spin');
      case 'AUTOSPIN':
        return this.answer({ ...action, type: 'AUTOSPIN' }, 'bet');
      case 'AUTOSPIN_STOP':
        return this.answer({ type: 'AUTOSPIN_STOP' }, 'bet');
    }
    void b;
    return { refused: "Gonzo's Gold has no such action" };
  }

  /** The cabinet's pace: free spins and expansions play by themselves; autoplay spins, reveals, and ends on its stops. */
  autoEvent(balances: PlayerBalances): AnyEventObject | null {
    const b = this.balances(balances);
    const step: GonzoEvent = { type: 'AUTO_STEP', ...b };
    if (refusalOf(this.context, step) === null) return step;
    const end: GonzoEvent = { type: 'AUTOSPIN_END', ...b };
    return refusalOf(this.context, end) === null ? end : null;
  }

  buttons(balances: PlayerBalances): TableButtons {
    const c = this.context;
    const b = this.balances(balances);
    return {
      play: refusalOf(c, { type: 'PLAY', ...b }) === null || c.autospin !== null,
      collectInPlay: false,
      bet: refusalOf(c, { type: 'BET_NEXT' }) === null,
      hold: [false, false, false],
      gameChange: isIdle(c) && c.autospin === null,
      autoAdvances: false,
      autoLamp: c.autospin ? 'flash' : 'off',
      collectHoldAll: false,
    };
  }

  view(): GonzoView {
    return presentGonzo(this.context);
  }

  settingsEvent(): AnyEventObject {
    return { type: 'OPERATOR_SETTINGS', rules: this.rules };
  }

  /** The rule document: after a disconnection autoplay returns to its defaults (off). Free spins resume where they were. */
  powerUpEvent(): AnyEventObject | null {
    return this.context.autospin ? { type: 'POWER_UP' } : null;
  }
}
