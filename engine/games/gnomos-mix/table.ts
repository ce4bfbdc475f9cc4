/**
 * Gnomos Mix as the cabinet holds it: the whole game's machine (restored from the store), the
 * events the panel's buttons become, and the view the renderer draws. The game's own
 * presentation functions say what each round shows (and keep hidden prizes hidden); this file
 * adds what never changes (strips, paytables, lines, bets).
 */
import type { AnyEventObject } from 'xstate';
import { restoreChild } from '../../core/child-machine';
import type { Rng } from '../../core/rng';
import {
  GNOMOS_MACHINE_ID,
  GNOMOS_MACHINE_VERSION,
  LOWER_BETS_CENTS,
  LOWER_PAYTABLE,
  LOWER_REELS,
  createGnomosMixMachine,
  gnomosChildMachines,
  type GnomosContext,
} from '.';
import { presentLowerRound } from './lower-round';
import { UPPER_BETS, UPPER_LINES, UPPER_PAYTABLE, UPPER_REELS, MINIGAME_SYMBOLS } from './upper';
import { presentUpperRound } from './upper-round';
import type { GnomosView, PaytableRow, UpperGameView, UpperPaytableRowView } from '../../../contract/games/gnomos-mix';
import type { GambleLimits, GameStatus, GameTable, PlayerBalances, TableAnswer, TableButtons, TableCommand } from '../game-module';
import { MachineRunner, type StoredSnapshot } from '../../core/machine-runner';
import { betSelectRefusal, upperBetSelectRefusal } from './bet-choice';
import { collectAtLimit, gambleLimitReached } from './gamble-limit';

export type GnomosMachine = ReturnType<typeof createGnomosMixMachine>;

export interface GnomosSettings {
  readonly enabledBets: readonly number[];
  readonly betCents: number;
  readonly enabledUpperBets: readonly string[];
}

const LOWER_PAYTABLE_VIEW: readonly PaytableRow[] = LOWER_PAYTABLE.map((row) => ({
  id: row.id,
  label: row.label,
  symbols: row.symbols,
  pays: Object.fromEntries(Object.entries(row.pays)),
}));

const UPPER_PAYTABLE_VIEW: readonly UpperPaytableRowView[] = UPPER_PAYTABLE.map((row) => ({
  id: row.id,
  symbol: row.symbol,
  label: row.label,
  pays: { ...row.pays },
  minigame: MINIGAME_SYMBOLS.includes(row.symbol),
}));

const UPPER_LINES_VIEW: UpperGameView['lines'] = UPPER_LINES.map((l) => ({ id: l.id, cells: l.cells.map(([reel, row]) => [reel, row] as const) }));
const UPPER_REELS_VIEW: UpperGameView['reels'] = UPPER_REELS.map((strip) => [...strip]);

export class GnomosTable implements GameTable<GnomosView> {
  readonly id = GNOMOS_MACHINE_ID;
  readonly runner: MachineRunner<GnomosMachine>;
  private readonly children: ReturnType<typeof gnomosChildMachines>;

  constructor(
    rng: Rng,
    private readonly settings: GnomosSettings,
    stored: StoredSnapshot | null,
  ) {
    const machine = createGnomosMixMachine(rng);
    this.children = gnomosChildMachines(rng);
    this.runner = new MachineRunner(
      GNOMOS_MACHINE_ID,
      GNOMOS_MACHINE_VERSION,
      machine,
      { enabledBets: [...settings.enabledBets], betCents: settings.betCents, enabledUpperBets: [...settings.enabledUpperBets] },
      stored,
    );
  }

  /** The operator's bets as this table was opened with: the stored game takes them when both games are idle. */
  settingsEvent(): AnyEventObject {
    return { type: 'OPERATOR_BETS', enabledBets: [...this.settings.enabledBets], betCents: this.settings.betCents, enabledUpperBets: [...this.settings.enabledUpperBets] };
  }

  private get context(): GnomosContext {
    return this.runner.context as unknown as GnomosContext;
  }

  private lowerRound() {
    return restoreChild(this.children.lower, this.context.lower);
  }

  private upperRound() {
    return restoreChild(this.children.upper, this.context.upper);
  }

  get activeGame(): 'lower' | 'upper' {
    return this.context.active;
  }

  /** The bet the meters count the next step under: cents in the lower game, `upper:<id>` above. */
  get meterBet(): string {
    if (this.context.active === 'lower') return String((this.lowerRound().context as { betCents: number }).betCents);
    return `upper:${(this.upperRound().context as { betId: string }).betId}`;
  }

  /** The stake of the next game of the game in play, for messages and the cycle control. */
  stake(): { readonly cents: number; readonly bonuses: number } {
    if (this.context.active === 'lower') return { cents: (this.lowerRound().context as { betCents: number }).betCents, bonuses: 0 };
    const id = (this.upperRound().context as { betId: string }).betId;
    const bet = UPPER_BETS.find((b) => b.id === id);
    return { cents: bet?.cashCents ?? 0, bonuses: bet?.bonuses ?? 0 };
  }

  /** True when nothing is pending in the game in play (no round under way, no held game). */
  get idle(): boolean {
    return this.phase.endsWith('.ready');
  }

  get phase(): string {
    const round = this.context.active === 'lower' ? this.lowerRound() : this.upperRound();
    return `${this.context.active}.${flatten(round.value)}`;
  }

  private event(type: 'PLAY' | 'AUTO_STEP', balances: PlayerBalances): AnyEventObject {
    return { type, creditsCents: balances.creditsCents, bonusesHeld: balances.bonuses, level: balances.level };
  }

  status(): GameStatus {
    const context = this.context;
    const lower = presentLowerRound(this.lowerRound() as never);
    const upper = presentUpperRound(this.upperRound() as never);
    const lastWin =
      context.active === 'lower'
        ? lower.lastSpin
          ? { cents: lower.lastSpin.winCents, bonuses: lower.lastSpin.bonusesWon }
          : null
        : upper.lastSpin
          ? { cents: upper.lastSpin.totalCents, bonuses: 0 }
          : null;
    return { idle: this.idle, phase: this.phase, meterBet: this.meterBet, stake: this.stake(), lastWin, autoPlaying: context.autoPlay > 0 };
  }

  /** What a press means in Gnomos Mix: the ladders' COLLECT, the bets, holds, picks and the automatic lights. */
  command(command: TableCommand, balances: PlayerBalances, limits: GambleLimits): TableAnswer {
    const spin = (event: AnyEventObject): TableAnswer => ({ event, activity: 'spin' });
    const bet = (event: AnyEventObject): TableAnswer => ({ event, activity: 'bet' });
    switch (command.type) {
      case 'PLAY': {
        const limit = gambleLimitReached(this.view(balances), limits);
        if (limit) return { refused: `${limit}: press COLLECT to bank the prize` };
        return spin(this.event('PLAY', balances));
      }
      case 'COLLECT':
        // COLLECT banks the prize in play (ladder, Double-or-Bonuses, Three Choices); with none, the cabinet pays out.
        return this.runner.can({ type: 'COLLECT' }) ? spin({ type: 'COLLECT' }) : { cabinet: true };
      case 'COLLECT_ALL':
        return spin({ type: 'COLLECT_ALL' });
      case 'BET_NEXT':
        return bet({ type: 'BET_NEXT' });
      case 'BET_SELECT': {
        // A bet that does not exist or is switched off says so, whatever the game is doing.
        const noSuchBet = betSelectRefusal(this.view(balances).lower.bets, command.betCents);
        return noSuchBet ? { refused: noSuchBet } : bet({ type: 'BET_SELECT', betCents: command.betCents });
      }
      case 'UPPER_BET_SELECT': {
        const noSuchBet = upperBetSelectRefusal(this.view(balances).upper.bets, command.betId);
        return noSuchBet ? { refused: noSuchBet } : bet({ type: 'UPPER_BET_SELECT', betId: command.betId });
      }
      case 'HOLD':
        return spin({ type: 'HOLD', reel: command.reel });
      case 'PICK':
        return spin({ type: 'PICK', index: command.index });
      case 'GAME_CHANGE':
        return bet({ type: 'GAME_CHANGE', creditsCents: balances.creditsCents, bonusesHeld: balances.bonuses });
      case 'AUTO_PLAY':
        return bet({ type: 'AUTO_PLAY', games: command.games });
      case 'AUTO_RISK':
      case 'AUTO_ADVANCES':
        return bet({ type: command.type, on: command.on });
      case 'AUTO': {
        // AUTO is the AUTO-ADVANCES button of the lower game (GAMES.md); it toggles the light.
        if (this.context.active !== 'lower') return { refused: 'AUTO (advances) belongs to the lower game' };
        return bet({ type: 'AUTO_ADVANCES', on: !this.context.autoAdvances });
      }
      case 'ACTION':
        return { refused: 'Gnomos Mix has no actions of its own' };
    }
  }

  autoEvent(balances: PlayerBalances, limits: GambleLimits): AnyEventObject | null {
    if (!this.runner.can(this.event('AUTO_STEP', balances))) return null;
    const view = this.view(balances);
    // AUTO-RISK at the gamble limit banks the prize instead of stalling.
    return gambleLimitReached(view, limits) ? { type: collectAtLimit(view) } : this.event('AUTO_STEP', balances);
  }

  buttons(balances: PlayerBalances, limits: GambleLimits): TableButtons {
    const view = this.view(balances);
    const can = (event: AnyEventObject): boolean => this.runner.can(event);
    return {
      play: gambleLimitReached(view, limits) === null && (can(this.event('PLAY', balances)) || view.autoPlay > 0),
      collectInPlay: can({ type: 'COLLECT' }),
      bet: can({ type: 'BET_NEXT' }),
      hold: [0, 1, 2].map((reel) => can({ type: 'HOLD', reel })) as unknown as [boolean, boolean, boolean],
      gameChange: view.canGameChange,
      autoAdvances: view.active === 'lower',
      autoLamp: view.active !== 'lower' ? 'off' : view.autoAdvances ? 'on' : view.lower.phase === 'advancing' ? 'flash' : 'off',
      collectHoldAll: view.active === 'upper' && view.upper.phase === 'doubleOrBonuses' && view.upper.doubleOrBonuses?.endReason === null,
    };
  }

  /** AUTO-PLAY does not survive a power cut: the player may have gone. The other lights do. */
  powerUpEvent(): AnyEventObject | null {
    return this.context.autoPlay > 0 ? { type: 'AUTO_PLAY', games: 0 } : null;
  }

  view(balances: PlayerBalances): GnomosView {
    const context = this.context;
    const { enabledBets: lowerEnabled, ...lower } = presentLowerRound(this.lowerRound() as never);
    const { enabledBets: upperEnabled, ...upper } = presentUpperRound(this.upperRound() as never);
    return {
      game: 'gnomos-mix',
      active: context.active,
      phase: this.phase,
      autoPlay: context.autoPlay,
      autoRisk: context.autoRisk,
      autoAdvances: context.autoAdvances,
      canGameChange: this.runner.can({ type: 'GAME_CHANGE', creditsCents: balances.creditsCents, bonusesHeld: balances.bonuses }),
      lower: {
        ...lower,
        bets: LOWER_BETS_CENTS.map((cents) => ({ cents, enabled: lowerEnabled.includes(cents) })),
        reels: LOWER_REELS,
        paytable: LOWER_PAYTABLE_VIEW,
      },
      upper: {
        ...upper,
        bets: UPPER_BETS.map((b) => ({
          id: b.id,
          cashCents: b.cashCents,
          bonuses: b.bonuses,
          maxPrizeCents: b.maxPrizeCents,
          fractionCents: b.fractionCents,
          enabled: upperEnabled.includes(b.id),
        })),
        reels: UPPER_REELS_VIEW,
        paytable: UPPER_PAYTABLE_VIEW,
        lines: UPPER_LINES_VIEW,
      },
    };
  }
}

function flatten(value: unknown): string {
  if (typeof value === 'string') return value;
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${k}.${flatten(v)}`)
    .join(',');
}
