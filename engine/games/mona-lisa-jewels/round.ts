/**
 * Mona Lisa Jewels' round as pure functions over its context: a paid spin, the feature spins
 * it awarded (Jewel spins always first, then normal free spins, nesting without limit), the bet
 * panel, autospin with the rule document's stop conditions, and the progressive. Every accepted
 * press returns the next context with one new RoundStep; the cabinet commits that step (money,
 * journal, snapshot) before anything is shown. The machine (machine.ts) only routes events here.
 */
import type { RoundStep, MoneyMove } from '../../core/round-step';
import type { Rng } from '../../core/rng';
import { award, nextSpin, queuedSpins, EMPTY_QUEUE, type FreeSpinQueue } from '../../features/free-spin-queue';
import { contributionMicros, payFromPool } from '../../features/jackpot-pool';
import { capWin, roomUnderCap } from '../../features/win-cap';
import { autoplayBet, autoplayStopAfterRound, autoplayStopBeforeRound, autoplayWin, startAutoplay, type Autoplay } from '../../features/autoplay';
import { MONA_LISA_MAX_COINS, MONA_LISA_MAX_LINES } from '../../../contract/games/mona-lisa-jewels';
import { playMonaLisaSpin, type JewelLock, type MonaLisaBet, type MonaLisaSpinKind, type MonaLisaSpinResult } from './spin';

/** The progressive's pool id (the cabinet keeps it; a step names it). */
export const PROGRESSIVE_POOL = 'mona-lisa-jewels:progressive';

/** Feature kinds in the order they play: Jewel spins always before normal free spins. */
export const FEATURE_PRIORITY: Readonly<Record<'jewel' | 'free', number>> = { jewel: 0, free: 1 };

/** The operator's settings the round plays by. */
export interface MonaLisaRules {
  readonly coinValuesCents: readonly number[];
  readonly defaultCoinCents: number;
  readonly jackpotSeedMicros: number;
  readonly jackpotContributionBp: number;
  readonly jackpotReferenceCoinCents: number;
  /** The jurisdiction's maximum prize per game in cents (everything one round pays), or null for none. */
  readonly maxPrizePerGameCents: number | null;
}

/** Mona Lisa's autospin: the shared autoplay with the rule document's stops (count, loss limit, a win of X, the jackpot). */
export type Autospin = Autoplay;

/** The last spin as the display and recall need it (JSON). */
export interface LastSpin {
  readonly seq: number;
  readonly kind: MonaLisaSpinKind;
  readonly result: MonaLisaSpinResult;
  /** The progressive paid on this spin, in cents (0 when none). */
  readonly jackpotCents: number;
  /** What the maximum prize per game withheld from this spin (0 when none; absent in older snapshots). */
  readonly cutCents?: number;
  /** What this spin paid in all (lines, scatter, progressive) after the cap (absent in older snapshots). */
  readonly paidCents?: number;
}

export interface MonaLisaContext {
  readonly seq: number;
  readonly step: RoundStep | null;
  /** The last round id used; a paid spin starts round lastRoundId + 1. */
  readonly lastRoundId: number;
  readonly rules: MonaLisaRules;
  readonly bet: MonaLisaBet;
  readonly queue: FreeSpinQueue;
  /** What the next Jewel spin holds (reel 1 and the held cells), or null. */
  readonly lock: JewelLock | null;
  /** A feature is awarded and waits for PLAY (autospin never starts one by itself). */
  readonly featureWaiting: boolean;
  readonly featurePlayed: number;
  readonly featureWinCents: number;
  /** What the round in progress (or the last one) paid. */
  readonly roundWinCents: number;
  readonly lastSpin: LastSpin | null;
  readonly autospin: Autospin | null;
  readonly autospinStopped: string | null;
  readonly lastJackpot: { readonly cents: number; readonly seq: number } | null;
  /** The round in progress has paid the progressive (autospin may stop on it). */
  readonly roundJackpot: boolean;
  /** The round in progress (or the last one) reached the maximum prize per game and ended there. */
  readonly roundCapped?: boolean;
}

/** The balances an event carries: the game never holds the wallet or the pool. */
export interface Balances {
  readonly creditsCents: number;
  readonly poolMicros: number;
}

export type Refusal = { readonly refused: string };
export const isRefusal = (x: unknown): x is Refusal => typeof x === 'object' && x !== null && 'refused' in x;

export function totalBetCents(bet: MonaLisaBet): number {
  return bet.lines * bet.coins * bet.coinCents;
}

export function isMaxBet(bet: MonaLisaBet): boolean {
  return bet.lines === MONA_LISA_MAX_LINES && bet.coins === MONA_LISA_MAX_COINS;
}

export function initialContext(rules: MonaLisaRules): MonaLisaContext {
  const coinCents = rules.coinValuesCents.includes(rules.defaultCoinCents) ? rules.defaultCoinCents : (rules.coinValuesCents[0] ?? 1);
  return {
    seq: 0,
    step: null,
    lastRoundId: 0,
    rules,
    bet: { lines: MONA_LISA_MAX_LINES, coins: 1, coinCents },
    queue: EMPTY_QUEUE,
    lock: null,
    featureWaiting: false,
    featurePlayed: 0,
    featureWinCents: 0,
    roundWinCents: 0,
    lastSpin: null,
    autospin: null,
    autospinStopped: null,
    lastJackpot: null,
    roundJackpot: false,
    roundCapped: false,
  };
}

export const inFeature = (c: MonaLisaContext): boolean => queuedSpins(c.queue) > 0;
export const isIdle = (c: MonaLisaContext): boolean => !inFeature(c) && !c.featureWaiting;

function stepOf(c: MonaLisaContext, label: string, detail: Record<string, unknown>, extra: Partial<RoundStep> = {}): RoundStep {
  return { seq: c.seq + 1, roundId: null, label, moves: [], draws: [], roundOver: false, detail, ...extra };
}

/** A bet-panel change: only between rounds; the same step shape as every press. */
export function changeBet(c: MonaLisaContext, next: MonaLisaBet, label: string): MonaLisaContext | Refusal {
  if (!isIdle(c)) return { refused: 'the bet cannot change during free spins' };
  if (!c.rules.coinValuesCents.includes(next.coinCents)) return { refused: `the coin value ${next.coinCents} c is not enabled` };
  if (next.lines === c.bet.lines && next.coins === c.bet.coins && next.coinCents === c.bet.coinCents) return { refused: 'the bet is already that' };
  const step = stepOf(c, label, { before: c.bet, after: next });
  return { ...c, bet: next, seq: step.seq, step };
}

/** BET on the panel: the next coins-per-line (1 → 10, then back to 1). */
export function nextCoins(c: MonaLisaContext): MonaLisaBet {
  return { ...c.bet, coins: c.bet.coins >= MONA_LISA_MAX_COINS ? 1 : c.bet.coins + 1 };
}

/** The operator's new settings: taken between rounds; a coin value no longer enabled falls back to the default. */
export function applyRules(c: MonaLisaContext, rules: MonaLisaRules): MonaLisaContext | Refusal {
  if (!isIdle(c)) return { refused: 'settings wait for the round to end' };
  if (JSON.stringify(rules) === JSON.stringify(c.rules)) return { refused: 'the settings are already in force' };
  const coinCents = rules.coinValuesCents.includes(c.bet.coinCents) ? c.bet.coinCents : initialContext(rules).bet.coinCents;
  const step = stepOf(c, 'operator-settings', { before: c.rules, after: rules }, { roundOver: true });
  return { ...c, rules, bet: { ...c.bet, coinCents }, seq: step.seq, step };
}

/** Why a paid spin of `bet` may not start now, or null. */
export function paidSpinRefusal(c: MonaLisaContext, bet: MonaLisaBet, balances: Balances): string | null {
  if (!isIdle(c)) return 'a feature is in play';
  if (!c.rules.coinValuesCents.includes(bet.coinCents)) return `the coin value ${bet.coinCents} c is not enabled`;
  if (balances.creditsCents < totalBetCents(bet)) return `the bet is ${totalBetCents(bet)} c and the balance is ${balances.creditsCents} c`;
  return null;
}

/** The cap in force (older stored settings have none written: the cabinet sends them on the next idle). */
const capOf = (c: MonaLisaContext): number | null => c.rules.maxPrizePerGameCents ?? null;

interface SpinPay {
  readonly moves: MoneyMove[];
  /** Line and scatter wins paid. */
  readonly winCents: number;
  readonly jackpotCents: number;
  /** What the maximum prize per game withheld (line wins first, then the progressive's share). */
  readonly cutCents: number;
}

/**
 * The moves of one spin after the round paid `roundPaidCents`: its line and scatter wins and,
 * when the line qualifies, the progressive — together at most what the maximum prize per game
 * leaves. A progressive cut short stays in the pool for the next winner.
 */
function spinMoves(c: MonaLisaContext, result: MonaLisaSpinResult, poolMicros: number, roundPaidCents: number): SpinPay {
  const moves: MoneyMove[] = [];
  const cap = capOf(c);
  const lines = capWin(roundPaidCents, result.winCents, cap);
  if (lines.paidCents > 0) moves.push({ kind: 'win', cents: lines.paidCents });
  let jackpotCents = 0;
  let cutCents = lines.cutCents;
  if (result.progressive) {
    const room = roomUnderCap(roundPaidCents + lines.paidCents, cap);
    const whole = payFromPool(poolMicros, c.rules.jackpotSeedMicros, c.bet.coinCents, c.rules.jackpotReferenceCoinCents);
    const paid = whole.cents <= room ? whole : payFromPool(poolMicros, c.rules.jackpotSeedMicros, c.bet.coinCents, c.rules.jackpotReferenceCoinCents, room);
    jackpotCents = paid.cents;
    cutCents += whole.cents - paid.cents;
    if (paid.cents > 0) moves.push({ kind: 'jackpot-win', pool: PROGRESSIVE_POOL, cents: paid.cents, micros: paid.micros, reseedMicros: paid.reseedMicros });
  }
  return { moves, winCents: lines.paidCents, jackpotCents, cutCents };
}

/** Queues what a spin awarded; a new Jewel sequence takes the spin's lock. */
function afterAwards(c: MonaLisaContext, result: MonaLisaSpinResult): Pick<MonaLisaContext, 'queue' | 'lock'> {
  let queue = c.queue;
  if (result.jewelSpinsAwarded > 0) queue = award(queue, 'jewel', result.jewelSpinsAwarded, FEATURE_PRIORITY.jewel);
  if (result.freeSpinsAwarded > 0) queue = award(queue, 'free', result.freeSpinsAwarded, FEATURE_PRIORITY.free);
  return { queue, lock: result.jewelLock };
}

/** A paid spin (PLAY, BET MAX, or autospin's press). */
export function paidSpin(rng: Rng, c: MonaLisaContext, bet: MonaLisaBet, balances: Balances, label: 'spin' | 'bet-max' | 'autospin'): MonaLisaContext | Refusal {
  const refusal = paidSpinRefusal(c, bet, balances);
  if (refusal) return { refused: refusal };
  const result = playMonaLisaSpin(rng, bet, 'base', null);
  const stakeCents = totalBetCents(bet);
  const contribution = contributionMicros(stakeCents, c.rules.jackpotContributionBp);
  const withBet = { ...c, bet };
  // The pool this spin can win includes its own contribution (both are in the same commit).
  const pay = spinMoves(withBet, result, balances.poolMicros + contribution, 0);
  const { moves, jackpotCents, cutCents } = pay;
  const allMoves: MoneyMove[] = [{ kind: 'stake', cents: stakeCents }, ...(contribution > 0 ? [{ kind: 'jackpot-contribution', pool: PROGRESSIVE_POOL, micros: contribution } as const] : []), ...moves];
  // A round that reached the maximum prize ends: the features it awarded could only pay more.
  const awards = cutCents > 0 ? { queue: EMPTY_QUEUE, lock: null } : afterAwards({ ...c, queue: EMPTY_QUEUE }, result);
  const featureWaiting = queuedSpins(awards.queue) > 0;
  const roundId = c.lastRoundId + 1;
  const seq = c.seq + 1;
  const winCents = pay.winCents + jackpotCents;
  const step: RoundStep = {
    seq,
    roundId,
    label,
    moves: allMoves,
    draws: result.draws,
    roundOver: !featureWaiting,
    ...(featureWaiting ? {} : { roundWon: winCents > 0 }),
    detail: { kind: 'base', bet, stops: result.stops, window: result.window, winCents: pay.winCents, jackpotCents, awards: awardList(result), ...cappedDetail(c, cutCents, result) },
  };
  const autospin = c.autospin ? autoplayWin(autoplayBet(c.autospin, stakeCents), winCents) : null;
  const next: MonaLisaContext = {
    ...withBet,
    ...awards,
    seq,
    step,
    lastRoundId: roundId,
    featureWaiting,
    featurePlayed: 0,
    featureWinCents: 0,
    roundWinCents: winCents,
    lastSpin: { seq, kind: 'base', result, jackpotCents, cutCents, paidCents: winCents },
    autospin,
    lastJackpot: jackpotCents > 0 ? { cents: jackpotCents, seq } : c.lastJackpot,
    roundJackpot: jackpotCents > 0,
    roundCapped: cutCents > 0,
  };
  return featureWaiting ? next : endOfRound(next);
}

/** The journal's record of a cut win: what was withheld and which awarded spins were forfeited. */
function cappedDetail(c: MonaLisaContext, cutCents: number, result: MonaLisaSpinResult): Record<string, unknown> {
  if (cutCents === 0) return {};
  return { capped: { maxPrizePerGameCents: capOf(c), cutCents, forfeitedSpins: queuedSpins(c.queue) + result.jewelSpinsAwarded + result.freeSpinsAwarded } };
}

function awardList(result: MonaLisaSpinResult): { kind: string; spins: number }[] {
  return [
    ...(result.jewelSpinsAwarded > 0 ? [{ kind: 'jewel', spins: result.jewelSpinsAwarded }] : []),
    ...(result.freeSpinsAwarded > 0 ? [{ kind: 'free', spins: result.freeSpinsAwarded }] : []),
  ];
}

/** The next queued feature spin (PLAY starts a waiting feature; then PLAY or the cabinet's pace plays each). */
export function featureSpin(rng: Rng, c: MonaLisaContext, balances: Balances): MonaLisaContext | Refusal {
  const taken = nextSpin(c.queue);
  if (!taken) return { refused: 'no feature spins are waiting' };
  const kind = taken.kind as MonaLisaSpinKind;
  // A Jewel spin plays over the lock; a normal free spin forgets any lock of a finished Jewel sequence.
  const result = playMonaLisaSpin(rng, c.bet, kind, kind === 'jewel' ? c.lock : null);
  const pay = spinMoves(c, result, balances.poolMicros, c.roundWinCents);
  const { moves, jackpotCents, cutCents } = pay;
  const queued = cutCents > 0 ? { queue: EMPTY_QUEUE, lock: null } : afterAwards({ ...c, queue: taken.queue }, result);
  // Held cells carry to the next Jewel spin only while Jewel spins remain; the sequence's end releases them.
  const lock = kind === 'jewel' ? (queuedSpins(queued.queue, 'jewel') > 0 ? result.jewelLock : null) : queued.lock;
  const over = queuedSpins(queued.queue) === 0;
  const winCents = pay.winCents + jackpotCents;
  const roundWinCents = c.roundWinCents + winCents;
  const seq = c.seq + 1;
  const step: RoundStep = {
    seq,
    roundId: c.lastRoundId,
    label: `${kind}-spin`,
    moves,
    draws: result.draws,
    roundOver: over,
    ...(over ? { roundWon: roundWinCents > 0 } : {}),
    detail: { kind, stops: result.stops, window: result.window, winCents: pay.winCents, jackpotCents, awards: awardList(result), spinsLeft: queuedSpins(queued.queue), ...cappedDetail({ ...c, queue: taken.queue }, cutCents, result) },
  };
  const autospin = c.autospin ? autoplayWin(c.autospin, winCents) : null;
  const next: MonaLisaContext = {
    ...c,
    queue: queued.queue,
    lock,
    seq,
    step,
    featureWaiting: false,
    featurePlayed: c.featurePlayed + 1,
    featureWinCents: c.featureWinCents + winCents,
    roundWinCents,
    lastSpin: { seq, kind, result, jackpotCents, cutCents, paidCents: winCents },
    autospin,
    lastJackpot: jackpotCents > 0 ? { cents: jackpotCents, seq } : c.lastJackpot,
    roundJackpot: c.roundJackpot || jackpotCents > 0,
    roundCapped: cutCents > 0,
  };
  return over ? endOfRound(next) : next;
}

/**
 * After a round: autospin counts it and stops on the rule document's conditions — the count
 * played, a win reaching X, the jackpot (if asked), or the loss limit (checked before the next
 * spin, in autospinStopReason).
 */
function endOfRound(c: MonaLisaContext): MonaLisaContext {
  if (!c.autospin) return c;
  const reason = autoplayStopAfterRound(c.autospin, { winCents: c.roundWinCents, jackpot: c.roundJackpot });
  return reason ? { ...c, autospin: null, autospinStopped: reason } : c;
}

/**
 * Why autospin must stop before its next spin (null: spin). The loss limit: stop when limit +
 * wins − bets would fall below 0 with the next bet placed, so the loss never passes the limit.
 */
export function autospinStopReason(c: MonaLisaContext, balances: Balances): string | null {
  return c.autospin ? autoplayStopBeforeRound(c.autospin, totalBetCents(c.bet), balances.creditsCents) : null;
}

export function startAutospin(c: MonaLisaContext, setup: { total: number; lossLimitCents: number; winLimitCents: number | null; stopOnJackpot: boolean }): MonaLisaContext | Refusal {
  if (!isIdle(c)) return { refused: 'autospin starts between rounds' };
  if (c.autospin) return { refused: 'autospin is already running' };
  const autospin: Autospin = startAutoplay(setup);
  const step = stepOf(c, 'autospin-start', { ...setup });
  return { ...c, autospin, autospinStopped: null, seq: step.seq, step };
}

export function stopAutospin(c: MonaLisaContext, reason: string): MonaLisaContext | Refusal {
  if (!c.autospin) return { refused: 'autospin is not running' };
  const step = stepOf(c, 'autospin-stop', { reason, remaining: c.autospin.remaining });
  return { ...c, autospin: null, autospinStopped: reason, seq: step.seq, step };
}
