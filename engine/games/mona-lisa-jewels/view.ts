/**
 * What the display shows of Mona Lisa Jewels, built from the machine's context alone (live and
 * in recall). Amounts are worked out here for the current bet so the renderer only draws.
 */
import type { MonaLisaSymbol, MonaLisaView } from '../../../contract/games/mona-lisa-jewels';
import { MONA_LISA_MAX_COINS, MONA_LISA_MAX_LINES } from '../../../contract/games/mona-lisa-jewels';
import type { SlotSpinView, SlotWinView } from '../../../contract/slot-view';
import { poolShareCents } from '../../features/jackpot-pool';
import { queueInOrder } from '../../features/free-spin-queue';
import { inFeature, isIdle, isMaxBet, totalBetCents, type LastSpin, type MonaLisaContext } from './round';
import { MONA_LISA_BASE_REELS, MONA_LISA_LINES, monaLisaPaytable } from './spin';

const LINE_CHOICES = Array.from({ length: MONA_LISA_MAX_LINES }, (_, i) => i + 1);
const COIN_CHOICES = Array.from({ length: MONA_LISA_MAX_COINS }, (_, i) => i + 1);
const LINES_VIEW = MONA_LISA_LINES.map((line) => [...line]);
const REELS_VIEW = MONA_LISA_BASE_REELS.map((strip) => [...strip]);

function spinView(last: LastSpin): SlotSpinView {
  const r = last.result;
  const wins: SlotWinView[] = r.lineWins.map((w) => ({ kind: 'line', line: w.line, cells: w.cells, symbol: w.symbol, count: w.count, multiplier: w.multiplier, cents: w.cents }));
  if (r.scatter) wins.push({ kind: 'scatter', line: null, cells: r.scatter.cells, symbol: 'SCATTER', count: r.scatter.count, multiplier: 1, cents: r.scatter.cents });
  if (r.progressive) wins.push({ kind: 'jackpot', line: r.progressive.line, cells: r.progressive.cells, symbol: 'JACKPOT', count: 5, multiplier: 1, cents: last.jackpotCents });
  const cutCents = last.cutCents ?? 0;
  // A spin cut by the maximum prize per game ended its round: what it awarded is not played.
  const awards = cutCents > 0 ? [] : [
    ...(r.jewelSpinsAwarded > 0 ? [{ kind: 'jewel', spins: r.jewelSpinsAwarded }] : []),
    ...(r.freeSpinsAwarded > 0 ? [{ kind: 'free', spins: r.freeSpinsAwarded }] : []),
  ];
  return {
    seq: last.seq,
    kind: last.kind,
    window: r.window,
    wins,
    totalCents: last.paidCents ?? r.winCents + last.jackpotCents,
    cutCents,
    lockedReels: last.kind === 'jewel' ? [0] : [],
    heldCells: last.kind === 'jewel' ? (r.jewelLock?.held ?? []).map(({ reel, row }) => ({ reel, row })) : [],
    anticipationReels: r.anticipationReels,
    awards,
  };
}

export function presentMonaLisa(context: MonaLisaContext, poolMicros: number): MonaLisaView {
  const bet = context.bet;
  const totalCents = totalBetCents(bet);
  const idle = isIdle(context);
  const last = context.lastSpin;
  const phase: MonaLisaView['phase'] = context.featureWaiting ? 'featureWaiting' : inFeature(context) ? 'feature' : 'ready';
  const window = (last?.result.window ?? MONA_LISA_BASE_REELS.map((strip) => strip.slice(0, 3))) as readonly (readonly MonaLisaSymbol[])[];
  const heldNow = phase === 'feature' && context.lock ? context.lock.held : [];
  return {
    game: 'mona-lisa-jewels',
    phase,
    bet: {
      coinCents: bet.coinCents,
      coinValuesCents: context.rules.coinValuesCents,
      lines: bet.lines,
      lineChoices: LINE_CHOICES,
      coinsPerLine: bet.coins,
      coinChoices: COIN_CHOICES,
      totalCents,
      allowed: context.rules.coinValuesCents.includes(bet.coinCents),
      canChange: idle && context.autospin === null,
      isMax: isMaxBet(bet),
    },
    reels: REELS_VIEW,
    window,
    lastSpin: last ? spinView(last) : null,
    feature: {
      active: phase === 'feature' ? (last?.kind === 'base' ? null : (last?.kind ?? null)) : null,
      queue: queueInOrder(context.queue),
      played: context.featurePlayed,
      winCents: context.featureWinCents,
      waitingForPlay: context.featureWaiting,
    },
    held: heldNow.map((h) => ({ reel: h.reel, row: h.row, symbol: h.symbol })),
    roundWinCents: context.roundWinCents,
    autospin: {
      active: context.autospin !== null,
      remaining: context.autospin?.remaining ?? 0,
      total: context.autospin?.total ?? 0,
      stoppedBecause: context.autospinStopped,
      lossLimitCents: context.autospin?.lossLimitCents ?? 0,
      winLimitCents: context.autospin?.winLimitCents ?? null,
      stopOnJackpot: context.autospin?.stopOnJackpot ?? false,
    },
    jackpot: { id: 'progressive', cents: poolShareCents(poolMicros, bet.coinCents, context.rules.jackpotReferenceCoinCents), eligible: isMaxBet(bet) },
    lastJackpot: context.lastJackpot ? { cents: context.lastJackpot.cents, at: `#${context.lastJackpot.seq}` } : null,
    paytable: monaLisaPaytable().map((row) => ({
      symbol: row.symbol,
      kind: row.kind,
      pays: row.pays.map((p) => ({ count: p.count, coins: p.coins, cents: row.kind === 'line' ? p.coins * bet.coins * bet.coinCents : p.coins * totalCents })),
    })),
    lines: LINES_VIEW,
    idle,
  };
}
