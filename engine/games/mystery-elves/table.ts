/**
 * Mystery Elves as the cabinet holds it: the machine restored from the store, what each press
 * means, the automatic presses (the Hold and Win's pace, autoplay, the timeout), and the view.
 * PLAY plays, starts or hurries the Hold and Win, or banks a waiting win; BET steps the total
 * bet; COLLECT banks a waiting win or the gamble (with nothing in play it is the cabinet's
 * payout); GAME CHANGE is the cabinet's (back to the menu) once the game is idle.
 */
import type { AnyEventObject } from 'xstate';
import { MYSTERY_ELVES_LINE_COUNT, type MysteryElvesAction, type MysteryElvesView } from '../../../contract/games/mystery-elves';
import type { StoredSnapshot } from '../../core/machine-runner';
import type { Rng } from '../../core/rng';
import { VideoSlotTable, type SlotLamps } from '../slot-table';
import type { GameStatus, PlayerBalances, TableAnswer, TableCommand } from '../game-module';
import { isIdle, phaseOf, type Balances, type ElvesContext, type ElvesRules } from './context';
import { createMysteryElvesMachine, MYSTERY_ELVES_MACHINE_ID, MYSTERY_ELVES_MACHINE_VERSION, refusalOf, type ElvesEvent, type MysteryElvesMachine } from './machine';
import { stakeOf } from './round';
import { presentMysteryElves } from './view';

export class MysteryElvesTable extends VideoSlotTable<MysteryElvesMachine, ElvesContext, ElvesEvent, ElvesRules, MysteryElvesView> {
  constructor(rng: Rng, rules: ElvesRules, stored: StoredSnapshot | null) {
    super({ id: MYSTERY_ELVES_MACHINE_ID, version: MYSTERY_ELVES_MACHINE_VERSION, machine: createMysteryElvesMachine(rng), refusalOf }, rules, stored);
  }

  protected balances(b: PlayerBalances): Balances {
    return { creditsCents: b.creditsCents, nowMs: b.nowMs };
  }

  protected lamps(): SlotLamps {
    const c = this.context;
    const phase = phaseOf(c);
    return { collectInPlay: phase === 'won' || phase === 'gamble', idle: isIdle(c), autoPlaying: c.autospin !== null };
  }

  status(): GameStatus {
    const c = this.context;
    return {
      idle: isIdle(c),
      phase: phaseOf(c),
      meterBet: String(c.feature && !isIdle(c) ? c.feature.totalBetCents : c.totalBetCents),
      stake: { cents: stakeOf('base', c.totalBetCents), bonuses: 0 },
      lastWin: c.lastSpin ? { cents: c.roundWinCents, bonuses: 0 } : null,
      autoPlaying: c.autospin !== null,
    };
  }

  command(command: TableCommand, balances: PlayerBalances): TableAnswer {
    const b = this.balances(balances);
    const c = this.context;
    const phase = phaseOf(c);
    switch (command.type) {
      case 'PLAY':
        return this.answer({ type: 'PLAY', ...b }, 'spin');
      case 'BET_NEXT':
        return this.answer({ type: 'BET_NEXT' }, 'bet');
      case 'COLLECT':
        // A waiting win or the card screen is banked by the game; with nothing in play COLLECT is the cabinet's payout.
        return phase === 'won' || phase === 'gamble' ? this.answer({ type: 'COLLECT', ...b }, 'bet') : { cabinet: true };
      case 'GAME_CHANGE':
        return isIdle(c) ? { cabinet: true } : { refused: 'finish the game first' };
      case 'AUTO':
        return c.autospin ? this.answer({ type: 'AUTOSPIN_STOP' }, 'bet') : { refused: 'set autoplay up on the screen (AUTO)' };
      case 'ACTION':
        return this.action(command.action as MysteryElvesAction, b);
      default:
        return { refused: `${command.type} has no meaning in Mystery Elves` };
    }
  }

  private action(action: MysteryElvesAction, b: Balances): TableAnswer {
    const c = this.context;
    switch (action.type) {
      case 'COIN_VALUE':
        // The shared bet panel's coin is the line bet: × 10 lines is the total bet.
        return this.answer({ type: 'TOTAL_BET', cents: action.cents * MYSTERY_ELVES_LINE_COUNT }, 'bet');
      case 'TOTAL_BET':
        return this.answer({ type: 'TOTAL_BET', cents: action.cents }, 'bet');
      case 'LINES':
        return action.lines === MYSTERY_ELVES_LINE_COUNT ? { refused: 'the bet is already that' } : { refused: 'Mystery Elves plays its 10 lines always' };
      case 'COINS':
        return { refused: 'Mystery Elves sets the bet by the total bet' };
      case 'BET_MAX':
        return this.answer({ type: 'TOTAL_BET', cents: Math.max(...c.rules.totalBetsCents) }, 'bet');
      case 'BUY':
        return this.answer({ type: 'BUY', ...b }, 'spin');
      case 'GAMBLE':
        return this.answer({ type: 'GAMBLE', ...b }, 'bet');
      case 'GUESS':
        return this.answer({ type: 'GUESS', colour: action.colour, ...b }, 'spin');
      case 'HALVE':
        return this.answer({ type: 'HALVE', ...b }, 'bet');
      case 'AUTOSPIN':
        return this.answer({ type: 'AUTOSPIN', count: action.count, lossLimitCents: action.lossLimitCents, winLimitCents: action.winLimitCents }, 'bet');
      case 'AUTOSPIN_STOP':
        return this.answer({ type: 'AUTOSPIN_STOP' }, 'bet');
    }
  }

  /**
   * The cabinet's pace: a round overdue settles (one step at a time); the Hold and Win's respins
   * and reveals run; autoplay plays its games, starts its features and stops on its limits.
   */
  override autoEvent(balances: PlayerBalances): AnyEventObject | null {
    const b = this.balances(balances);
    const settle: ElvesEvent = { type: 'SETTLE', ...b };
    if (refusalOf(this.context, settle) === null) return settle;
    return super.autoEvent(balances);
  }

  view(balances: PlayerBalances): MysteryElvesView {
    return presentMysteryElves(this.context, balances.creditsCents);
  }

  /** The rule document: autoplay settings return to default after a disconnection. */
  powerUpEvent(): AnyEventObject | null {
    return this.context.autospin ? { type: 'POWER_UP' } : null;
  }
}
