/**
 * Gnomos Mix as the cabinet holds it: the whole game's machine (restored from the store), the
 * events the panel's buttons become, and the view the renderer draws. The game's own
 * presentation functions say what each round shows (and keep hidden prizes hidden); this file
 * adds what never changes (strips, paytables, lines, bets).
 */
import type { AnyEventObject } from 'xstate';
import { restoreChild } from '../../engine/core/child-machine';
import type { Rng } from '../../engine/core/rng';
import {
  GNOMOS_MACHINE_ID,
  GNOMOS_MACHINE_VERSION,
  LOWER_BETS_CENTS,
  LOWER_PAYTABLE,
  LOWER_REELS,
  createGnomosMixMachine,
  gnomosChildMachines,
  type GnomosContext,
} from '../../engine/games/gnomos-mix';
import { presentLowerRound } from '../../engine/games/gnomos-mix/lower-round';
import { UPPER_BETS, UPPER_LINES, UPPER_PAYTABLE, UPPER_REELS, MINIGAME_SYMBOLS } from '../../engine/games/gnomos-mix/upper';
import { presentUpperRound } from '../../engine/games/gnomos-mix/upper-round';
import type { GnomosView, PaytableRow, UpperGameView, UpperPaytableRowView } from '../ipc/contract';
import type { GameTable, PlayerBalances } from './game-table';
import { MachineRunner, type StoredSnapshot } from './machine-runner';

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

export class GnomosTable implements GameTable {
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

  event(type: 'PLAY' | 'AUTO_STEP', balances: PlayerBalances): AnyEventObject {
    return { type, creditsCents: balances.creditsCents, bonusesHeld: balances.bonuses, level: balances.level };
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
