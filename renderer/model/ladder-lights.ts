import type { LadderView, LowerGameView, PaytableRow } from '../../main/ipc/contract';

/**
 * The ladder lights of the lower paytable. The ladder of a bet is its paytable column's cash
 * rows, ascending (rung 0 any 3 Diamonds … rung 8 Blue Diamond), so every rung is one row of the
 * table: during a risk game the rows of the ladder light up and the rung in play flashes.
 */
export type RungLight = 'passed' | 'current' | 'ahead';

export interface RungLamp {
  readonly rung: number;
  readonly cents: number;
  /** The paytable row of this rung, or null if the table has no row paying it. */
  readonly rowId: string | null;
  readonly light: RungLight;
}

export interface LadderLights {
  readonly game: LadderView['game'];
  readonly rung: number;
  readonly lamps: readonly RungLamp[];
}

/** The paytable row paying each rung's cents at this bet (the column's cash rows). */
export function ladderRowIds(paytable: readonly PaytableRow[], betCents: number, ladderCents: readonly number[]): (string | null)[] {
  const byCents = new Map<number, string>();
  for (const row of paytable) {
    const pay = row.pays[String(betCents)];
    if (pay && 'cents' in pay && !byCents.has(pay.cents)) byCents.set(pay.cents, row.id);
  }
  return ladderCents.map((cents) => byCents.get(cents) ?? null);
}

/** The lamps to light now, or null when no risk game is in play. */
export function ladderLights(lower: LowerGameView): LadderLights | null {
  const ladder = lower.ladder;
  if (lower.phase !== 'ladder' || !ladder) return null;
  const rowIds = ladderRowIds(lower.paytable, lower.betCents, ladder.ladderCents);
  const lamps = ladder.ladderCents.map((cents, rung): RungLamp => ({
    rung,
    cents,
    rowId: rowIds[rung] ?? null,
    light: rung < ladder.rung ? 'passed' : rung === ladder.rung ? 'current' : 'ahead',
  }));
  return { game: ladder.game, rung: ladder.rung, lamps };
}

/** What PLAY/ACCUMULATE may bring and what COLLECT banks, in cents. */
export interface RiskChoice {
  readonly game: LadderView['game'];
  /** The next rung up. */
  readonly upCents: number;
  /** The seesaw's next rung down, or null for Up-Nothing (nothing) and Up-Bonus (bonuses). */
  readonly downCents: number | null;
  readonly collectCents: number;
}

export function riskChoice(ladder: LadderView): RiskChoice {
  const up = ladder.ladderCents[ladder.rung + 1] ?? ladder.prizeCents;
  const down = ladder.game === 'seesaw' ? (ladder.ladderCents[ladder.rung - 1] ?? null) : null;
  return { game: ladder.game, upCents: up, downCents: down, collectCents: ladder.prizeCents };
}
