/**
 * Mona Lisa Jewels as the cabinet holds it: the machine restored from the store, what each
 * press means, and the view. PLAY spins (or starts and plays a waiting feature), BET steps the
 * coins per line, GAME CHANGE is the cabinet's (back to the menu), COLLECT is the cabinet's
 * payout: this game has nothing to bank in play.
 */
import type { AnyEventObject } from 'xstate';
import type { MonaLisaAction, MonaLisaView } from '../../../contract/games/mona-lisa-jewels';
import { MachineRunner, type StoredSnapshot } from '../../core/machine-runner';
import type { Rng } from '../../core/rng';
import { answerBy, autospinPace } from '../slot-table';
import type { GameStatus, GameTable, PlayerBalances, TableAnswer, TableButtons, TableCommand } from '../game-module';
import { createMonaLisaMachine, MONA_LISA_MACHINE_ID, MONA_LISA_MACHINE_VERSION, refusalOf, type MonaLisaEvent, type MonaLisaMachine } from './machine';
import { inFeature, isIdle, PROGRESSIVE_POOL, totalBetCents, type Balances, type MonaLisaContext, type MonaLisaRules } from './round';
import { presentMonaLisa } from './view';

export class MonaLisaTable implements GameTable<MonaLisaView> {
  readonly id = MONA_LISA_MACHINE_ID;
  readonly runner: MachineRunner<MonaLisaMachine>;

  constructor(
    rng: Rng,
    private readonly rules: MonaLisaRules,
    stored: StoredSnapshot | null,
  ) {
    this.runner = new MachineRunner(MONA_LISA_MACHINE_ID, MONA_LISA_MACHINE_VERSION, createMonaLisaMachine(rng), rules, stored);
  }

  private get context(): MonaLisaContext {
    return this.runner.context as unknown as MonaLisaContext;
  }

  private balances(b: PlayerBalances): Balances {
    return { creditsCents: b.creditsCents, poolMicros: b.poolsMicros[PROGRESSIVE_POOL] ?? 0 };
  }

  status(): GameStatus {
    const c = this.context;
    const last = c.lastSpin;
    return {
      idle: isIdle(c),
      phase: c.featureWaiting ? 'featureWaiting' : inFeature(c) ? 'feature' : 'ready',
      meterBet: String(totalBetCents(c.bet)),
      stake: { cents: totalBetCents(c.bet), bonuses: 0 },
      lastWin: last ? { cents: c.roundWinCents, bonuses: 0 } : null,
      autoPlaying: c.autospin !== null,
    };
  }

  private answer(event: MonaLisaEvent, activity: 'bet' | 'spin'): TableAnswer {
    return answerBy(refusalOf, this.context, event, activity);
  }

  command(command: TableCommand, balances: PlayerBalances): TableAnswer {
    const b = this.balances(balances);
    switch (command.type) {
      case 'PLAY':
        return this.answer({ type: 'PLAY', ...b }, 'spin');
      case 'BET_NEXT':
        return this.answer({ type: 'BET_NEXT' }, 'bet');
      case 'COLLECT':
      case 'GAME_CHANGE':
        return { cabinet: true };
      case 'AUTO':
        // The panel's AUTO stops a running autospin; it is set up on the screen's dialog.
        return this.context.autospin ? this.answer({ type: 'AUTOSPIN_STOP' }, 'bet') : { refused: 'set autospin up on the screen (AUTO)' };
      case 'ACTION': {
        const action = command.action as MonaLisaAction;
        switch (action.type) {
          case 'LINES':
            return this.answer({ type: 'LINES', lines: action.lines }, 'bet');
          case 'COINS':
            return this.answer({ type: 'COINS', coins: action.coins }, 'bet');
          case 'COIN_VALUE':
            return this.answer({ type: 'COIN_VALUE', cents: action.cents }, 'bet');
          case 'BET_MAX':
            return this.answer({ type: 'BET_MAX', ...b }, 'spin');
          case 'AUTOSPIN':
            return this.answer({ type: 'AUTOSPIN', count: action.count, lossLimitCents: action.lossLimitCents, winLimitCents: action.winLimitCents, stopOnJackpot: action.stopOnJackpot }, 'bet');
          case 'AUTOSPIN_STOP':
            return this.answer({ type: 'AUTOSPIN_STOP' }, 'bet');
        }
        return { refused: 'Mona Lisa Jewels has no such action' };
      }
      default:
        return { refused: `${command.type} has no meaning in Mona Lisa Jewels` };
    }
  }

  /** The cabinet's pace: the next feature spin once one is under way, the next autospin, or autospin's end. */
  autoEvent(balances: PlayerBalances): AnyEventObject | null {
    return autospinPace(refusalOf, this.context, this.balances(balances));
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

  view(balances: PlayerBalances): MonaLisaView {
    return presentMonaLisa(this.context, this.balances(balances).poolMicros);
  }

  settingsEvent(): AnyEventObject {
    return { type: 'OPERATOR_SETTINGS', rules: this.rules };
  }

  /** Autospin survives a power cut exactly as it stood (issue 13: it resumes). */
  powerUpEvent(): AnyEventObject | null {
    return null;
  }
}
