/**
 * Mona Lisa Jewels as the cabinet holds it: the machine restored from the store, what each
 * press means, and the view. PLAY spins (or starts and plays a waiting feature), BET steps the
 * coins per line, GAME CHANGE is the cabinet's (back to the menu), COLLECT is the cabinet's
 * payout: this game has nothing to bank in play.
 */
import type { AnyEventObject } from 'xstate';
import type { MonaLisaAction, MonaLisaView } from '../../../contract/games/mona-lisa-jewels';
import type { StoredSnapshot } from '../../core/machine-runner';
import type { Rng } from '../../core/rng';
import { VideoSlotTable, type SlotLamps } from '../slot-table';
import type { GameStatus, PlayerBalances, TableAnswer, TableCommand } from '../game-module';
import { createMonaLisaMachine, MONA_LISA_MACHINE_ID, MONA_LISA_MACHINE_VERSION, refusalOf, type MonaLisaEvent, type MonaLisaMachine } from './machine';
import { inFeature, isIdle, PROGRESSIVE_POOL, totalBetCents, type Balances, type MonaLisaContext, type MonaLisaRules } from './round';
import { presentMonaLisa } from './view';

export class MonaLisaTable extends VideoSlotTable<MonaLisaMachine, MonaLisaContext, MonaLisaEvent, MonaLisaRules, MonaLisaView> {
  constructor(rng: Rng, rules: MonaLisaRules, stored: StoredSnapshot | null) {
    super({ id: MONA_LISA_MACHINE_ID, version: MONA_LISA_MACHINE_VERSION, machine: createMonaLisaMachine(rng), refusalOf }, rules, stored);
  }

  protected balances(b: PlayerBalances): Balances {
    return { creditsCents: b.creditsCents, poolMicros: b.poolsMicros[PROGRESSIVE_POOL] ?? 0 };
  }

  protected lamps(): SlotLamps {
    const c = this.context;
    return { collectInPlay: false, idle: isIdle(c), autoPlaying: c.autospin !== null };
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

  // The cabinet's pace (the inherited autoEvent): the next feature spin once one is under way,
  // the next autospin, or autospin's end.

  view(balances: PlayerBalances): MonaLisaView {
    return presentMonaLisa(this.context, this.balances(balances).poolMicros);
  }

  /** Autospin survives a power cut exactly as it stood (issue 13: it resumes). */
  powerUpEvent(): AnyEventObject | null {
    return null;
  }
}
