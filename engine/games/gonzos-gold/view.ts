/**
 * What the display shows of Gonzo's Gold, built from the machine's context alone (live and in
 * recall). Amounts are worked out here for the current bet so the renderer only draws. The bet
 * is given in the shared stage's terms: one coin of the total bet, no lines.
 */
import type { GonzoExpansionView, GonzoFreeSpinsView, GonzoView } from '../../../contract/games/gonzos-gold';
import type { SlotCell, SlotSpinView, SlotWinView } from '../../../contract/slot-view';
import { GONZO_MATHS, ROWS } from './maths';
import { gonzoPaytable, SCATTER_BONUS_UNITS, TRIGGER_SCATTERS, unitsToCents } from './paytable';
import { isIdle, phaseOf, type GonzoContext, type GonzoFreeSpins, type GonzoLastSpin } from './round';
import type { GonzoFreeSpinResult } from './spin';
import { symbolName } from './symbols';

const BASE_REELS = GONZO_MATHS.base.map((strip) => strip.map(symbolName));
const IDLE_WINDOW = BASE_REELS.map((strip) => strip.slice(0, ROWS));

const cellsWhere = (grid: readonly (readonly string[])[], symbol: string): SlotCell[] => grid.flatMap((column, reel) => column.flatMap((s, row) => (s === symbol ? [{ reel, row }] : [])));

function spinView(last: GonzoLastSpin): SlotSpinView {
  const r = last.result;
  const wins: SlotWinView[] = r.clusters.map((k) => ({ kind: 'cluster', line: null, cells: k.cells, symbol: k.symbol, count: k.size, multiplier: 1, cents: k.cents }));
  if (r.bonusCents > 0) wins.push({ kind: 'scatter', line: null, cells: cellsWhere(r.grid, 'COIN'), symbol: 'COIN', count: r.scatterCount, multiplier: 1, cents: r.bonusCents });
  return {
    seq: last.seq,
    kind: last.kind,
    window: r.grid,
    wins,
    totalCents: last.paidCents,
    cutCents: last.cutCents,
    lockedReels: [],
    heldCells: [],
    // The grid drops in whole: no reel waits in suspense.
    anticipationReels: [],
    awards: r.freeSpinsAwarded > 0 && last.cutCents === 0 ? [{ kind: 'free', spins: r.freeSpinsAwarded }] : [],
  };
}

function freeSpinsView(f: GonzoFreeSpins): GonzoFreeSpinsView {
  return { expanding: f.expanding, pickedCover: f.pickedCover, awarded: f.awarded, played: f.played, remaining: f.remaining, winCents: f.winCents, retriggered: f.retriggered };
}

/** The last free spin's expansion: pending (its wins shown) or done (its prize counted). */
function expansionView(c: GonzoContext): GonzoExpansionView | null {
  const f = c.freeSpins;
  const last = c.lastSpin;
  if (f === null || last === null || last.kind !== 'free' || !(f.expansionDue || f.expansionDone)) return null;
  const r = last.result as GonzoFreeSpinResult;
  return {
    seq: last.seq,
    symbol: r.expanding,
    landedCells: cellsWhere(r.grid, r.expanding),
    rows: r.expandedRows,
    reels: r.expandedReels,
    coveredCells: r.coveredCells,
    extraCents: r.extraCents,
    done: f.expansionDone,
  };
}

export function presentGonzo(c: GonzoContext): GonzoView {
  const rules = c.rules;
  const phase = phaseOf(c);
  const idle = isIdle(c);
  const f = c.freeSpins;
  // Inside free spins the amounts shown are at the trigger's bet.
  const bet = f && !f.ended ? f.betCents : c.betCents;
  const last = c.lastSpin;
  const inFeature = f !== null && !f.ended;
  return {
    game: 'gonzos-gold',
    phase,
    bet: {
      coinCents: bet,
      coinValuesCents: rules.betsCents,
      lines: 1,
      lineChoices: [1],
      coinsPerLine: 1,
      coinChoices: [1],
      totalCents: bet,
      allowed: rules.betsCents.includes(bet),
      canChange: idle && c.autospin === null,
      isMax: bet === Math.max(...rules.betsCents),
    },
    betsCents: rules.betsCents,
    reels: BASE_REELS,
    window: last?.result.grid ?? IDLE_WINDOW,
    lastSpin: last ? spinView(last) : null,
    roundWinCents: c.roundWinCents,
    feature: {
      active: inFeature && phase !== 'pick' ? 'free' : null,
      queue: inFeature && f.remaining > 0 ? [{ kind: 'free', spins: f.remaining }] : [],
      played: f?.played ?? 0,
      winCents: f?.winCents ?? 0,
      waitingForPlay: phase === 'pick',
    },
    freeSpins: f ? freeSpinsView(f) : null,
    expansion: expansionView(c),
    autoplay: {
      active: c.autospin !== null,
      remaining: c.autospin?.remaining ?? 0,
      total: c.autospin?.total ?? 0,
      stoppedBecause: c.autospinStopped,
      lossLimitCents: c.autospin?.balanceDownCents ?? 0,
      winLimitCents: c.autospin?.winLimitCents ?? null,
      stopOnJackpot: false,
      stopOnAnyWin: c.autospin?.stopOnAnyWin ?? false,
      balanceUpCents: c.autospin?.balanceUpCents ?? null,
      balanceDownCents: c.autospin?.balanceDownCents ?? null,
    },
    paytable: gonzoPaytable().map((row) => ({
      symbol: row.symbol,
      kind: 'cluster',
      pays: row.pays.map((p) => ({ count: p.size, coins: p.units, cents: unitsToCents(p.units, bet) })),
    })),
    scatterPrizes: SCATTER_BONUS_UNITS.flatMap((units, count) => (count >= TRIGGER_SCATTERS ? [{ count, cents: unitsToCents(units, bet) }] : [])),
    idle,
  };
}
