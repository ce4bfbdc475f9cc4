/**
 * The Gnomos Mix game as the cabinet holds it: its round machine (restored from the store)
 * and the view the renderer draws.
 */
import {
  GNOMOS_MACHINE_ID,
  GNOMOS_MACHINE_VERSION,
  LOWER_PAYTABLE,
  LOWER_REELS,
  LOWER_BETS_CENTS,
  createGnomosMixMachine,
} from '../../engine/games/gnomos-mix';
import type { Rng } from '../../engine/core/rng';
import type { GnomosView, PaytableRow } from '../ipc/contract';
import type { GameTable } from './game-table';
import { MachineRunner, type StoredSnapshot } from './machine-runner';

export type GnomosMachine = ReturnType<typeof createGnomosMixMachine>;

export interface GnomosContextView {
  readonly betCents: number;
  readonly enabledBets: readonly number[];
  readonly stops: readonly [number, number, number];
  readonly lastSpin: GnomosView['lastSpin'];
}

export class GnomosTable implements GameTable {
  readonly id = GNOMOS_MACHINE_ID;
  readonly runner: MachineRunner<GnomosMachine>;
  private readonly paytable: readonly PaytableRow[];

  constructor(rng: Rng, settings: { enabledBets: readonly number[]; betCents: number }, stored: StoredSnapshot | null) {
    const machine = createGnomosMixMachine(rng);
    this.runner = new MachineRunner(GNOMOS_MACHINE_ID, GNOMOS_MACHINE_VERSION, machine, { enabledBets: [...settings.enabledBets], betCents: settings.betCents }, stored);
    this.paytable = LOWER_PAYTABLE.map((row) => ({ id: row.id, label: row.label, symbols: row.symbols, pays: Object.fromEntries(Object.entries(row.pays)) }));
  }

  get context(): GnomosContextView {
    return this.runner.context as unknown as GnomosContextView;
  }

  get betCents(): number {
    return this.context.betCents;
  }

  view(): GnomosView {
    const context = this.context;
    return {
      game: 'gnomos-mix',
      phase: this.runner.stateName,
      betCents: context.betCents,
      bets: LOWER_BETS_CENTS.map((cents) => ({ cents, enabled: context.enabledBets.includes(cents) })),
      reels: LOWER_REELS,
      stops: context.stops,
      lastSpin: context.lastSpin,
      paytable: this.paytable,
    };
  }
}
