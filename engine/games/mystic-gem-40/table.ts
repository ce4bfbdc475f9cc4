/**
 * 40 Mystic Gem as the cabinet holds it: the machine restored from the store, what each press
 * means, and the view. PLAY plays (or banks a waiting win), BET steps the total bet, COLLECT
 * banks a waiting win or the double up (with nothing in play it is the cabinet's payout), GAME
 * CHANGE is the cabinet's (back to the menu) once the game is idle.
 */
import type { AnyEventObject } from 'xstate';
import type { MysticGemAction, MysticGemView } from '../../../contract/games/mystic-gem-40';
import type { StoredSnapshot } from '../../core/machine-runner';
import type { Rng } from '../../core/rng';
import { VideoSlotTable, type SlotLamps } from '../slot-table';
import type { BonusSpinsDesk, GameStatus, PlayerBalances, TableAnswer, TableCommand } from '../game-module';
import { createMysticGemMachine, MYSTIC_GEM_MACHINE_ID, MYSTIC_GEM_MACHINE_VERSION, refusalOf, type MysticGemEvent, type MysticGemMachine } from './machine';
import { isIdle, isRefusal, nextStakeCents, phaseOf, playedBetCents, type Balances, type MysticGemContext, type MysticGemRules } from './round';
import { presentMysticGem } from './view';

export class MysticGemTable extends VideoSlotTable<MysticGemMachine, MysticGemContext, MysticGemEvent, MysticGemRules, MysticGemView> {
  constructor(rng: Rng, rules: MysticGemRules, stored: StoredSnapshot | null) {
    super({ id: MYSTIC_GEM_MACHINE_ID, version: MYSTIC_GEM_MACHINE_VERSION, machine: createMysticGemMachine(rng), refusalOf }, rules, stored);
  }

  protected balances(b: PlayerBalances): Balances {
    return { creditsCents: b.creditsCents, poolsMicros: b.poolsMicros };
  }

  protected lamps(): SlotLamps {
    const c = this.context;
    const phase = phaseOf(c);
    return { collectInPlay: phase === 'won' || phase === 'gamble', idle: isIdle(c), autoPlaying: c.autospin !== null };
  }

  status(): GameStatus {
    const c = this.context;
    const stake = nextStakeCents(c);
    return {
      idle: isIdle(c),
      phase: phaseOf(c),
      // A free round is metered under the bet it plays at (the grant's).
      meterBet: String(playedBetCents(c)),
      stake: { cents: isRefusal(stake) ? c.totalBetCents : stake, bonuses: 0 },
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
        // A waiting win or the double up is banked by the game; with nothing in play COLLECT is the cabinet's payout.
        return phaseOf(c) === 'won' || phaseOf(c) === 'gamble' ? this.answer({ type: 'COLLECT' }, 'bet') : { cabinet: true };
      case 'GAME_CHANGE':
        return isIdle(c) ? { cabinet: true } : { refused: 'finish the game first' };
      case 'AUTO':
        return c.autospin ? this.answer({ type: 'AUTOSPIN_STOP' }, 'bet') : { refused: 'set autospin up on the screen (AUTO)' };
      case 'ACTION': {
        const action = command.action as MysticGemAction;
        switch (action.type) {
          case 'COIN_VALUE':
            // The shared bet panel's coin is the line bet: × 40 lines is the total bet.
            return this.answer({ type: 'TOTAL_BET', cents: action.cents * 40 }, 'bet');
          case 'TOTAL_BET':
            return this.answer({ type: 'TOTAL_BET', cents: action.cents }, 'bet');
          case 'LINES':
            return action.lines === 40 ? { refused: 'the bet is already that' } : { refused: '40 Mystic Gem plays its 40 lines always' };
          case 'COINS':
            return { refused: '40 Mystic Gem sets the bet by the total bet' };
          case 'BET_MAX': {
            const max = Math.max(...c.rules.totalBetsCents);
            return this.answer({ type: 'TOTAL_BET', cents: max }, 'bet');
          }
          case 'MODE':
            return this.answer({ type: 'MODE', mode: action.mode }, 'bet');
          case 'GAMBLE':
            return this.answer({ type: 'GAMBLE' }, 'bet');
          case 'GUESS':
            return this.answer({ type: 'GUESS', colour: action.colour }, 'spin');
          case 'CARD':
            return this.answer({ type: 'CARD', index: action.index, ...b }, 'spin');
          case 'AUTOSPIN':
            return this.answer({ type: 'AUTOSPIN', count: action.count, lossLimitCents: action.lossLimitCents, winLimitCents: action.winLimitCents, stopOnJackpot: action.stopOnJackpot }, 'bet');
          case 'AUTOSPIN_STOP':
            return this.answer({ type: 'AUTOSPIN_STOP' }, 'bet');
        }
        return { refused: '40 Mystic Gem has no such action' };
      }
      default:
        return { refused: `${command.type} has no meaning in 40 Mystic Gem` };
    }
  }

  // The cabinet's pace (the inherited autoEvent): autospin banks its wins and plays on; it pauses
  // on Jackpot Cards (the player picks).

  view(balances: PlayerBalances): MysticGemView {
    return presentMysticGem(this.context, balances.poolsMicros);
  }

  /** Bonus Spin Mode: the service menu grants and cancels through the machine, like any press. */
  readonly bonusSpins: BonusSpinsDesk = {
    betsCents: () => this.context.rules.totalBetsCents,
    standing: () => this.context.bonusSpins ?? null,
    grant: (grant) => this.answer({ type: 'BONUS_SPINS_GRANT', grant }, 'bet'),
    cancel: (by, atMs) => this.answer({ type: 'BONUS_SPINS_CANCEL', by, atMs }, 'bet'),
  };

  /** Autospin survives a power cut as it stood; a waiting win, a double up or a pick resume exactly. */
  powerUpEvent(): AnyEventObject | null {
    return null;
  }
}
