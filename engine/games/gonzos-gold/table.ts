/**
 * Gonzo's Gold as the cabinet holds it: the machine restored from the store, what each press
 * means, and the view. PLAY spins, reveals the Expanding Symbol and plays the free spins; BET
 * steps the bet; COLLECT is the cabinet's payout (this game banks nothing in play); GAME
 * CHANGE is the cabinet's (back to the menu) once the round is over.
 */
import type { AnyEventObject } from 'xstate';
import type { GonzoAction, GonzoView } from '../../../contract/games/gonzos-gold';
import type { StoredSnapshot } from '../../core/machine-runner';
import type { Rng } from '../../core/rng';
import type { GameStatus, PlayerBalances, TableAnswer, TableCommand } from '../game-module';
import { VideoSlotTable, type SlotLamps } from '../slot-table';
import { createGonzoMachine, GONZO_MACHINE_ID, GONZO_MACHINE_VERSION, refusalOf, type GonzoEvent, type GonzoMachine } from './machine';
import { isIdle, phaseOf, type Balances, type GonzoContext, type GonzoRules } from './round';
import { presentGonzo } from './view';

export class GonzoTable extends VideoSlotTable<GonzoMachine, GonzoContext, GonzoEvent, GonzoRules, GonzoView> {
  constructor(rng: Rng, rules: GonzoRules, stored: StoredSnapshot | null) {
    super({ id: GONZO_MACHINE_ID, version: GONZO_MACHINE_VERSION, machine: createGonzoMachine(rng), refusalOf }, rules, stored);
  }

  protected balances(b: PlayerBalances): Balances {
    return { creditsCents: b.creditsCents };
  }

  protected lamps(): SlotLamps {
    const c = this.context;
    return { collectInPlay: false, idle: isIdle(c), autoPlaying: c.autospin !== null };
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

  // The cabinet's pace (the inherited autoEvent): free spins and expansions play by themselves;
  // autoplay spins, reveals, and ends on its stops.

  view(): GonzoView {
    return presentGonzo(this.context);
  }

  /** The rule document: after a disconnection autoplay returns to its defaults (off). Free spins resume where they were. */
  powerUpEvent(): AnyEventObject | null {
    return this.context.autospin ? { type: 'POWER_UP' } : null;
  }
}
