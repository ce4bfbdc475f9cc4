/**
 * Gonzo's Gold's round as pure functions over its context: a paid spin, the Expanding Symbol's
 * reveal when free spins are awarded, each free spin, and after a free spin whose Expanding
 * Symbols are worth something, its expansion and extra prize as a step of its own. Every
 * accepted press returns the next context with one new RoundStep; the cabinet commits it (money,
 * journal, snapshot) before anything is shown, so a power cut lands between two of these steps
 * and resumes exactly there: at the reveal, at any free spin, or between a free spin's wins and
 * its expansion.
 *
 * The money: a paid spin's win (clusters and the Scatter bonus) is paid at once. The free spins'
 * wins add up in the context and are paid to the balance in one move when the free spins end
 * (the rule document: "the total winnings from the Free Spins are added to the winnings from
 * the round that activated them"); a power cut in between keeps the running total in the
 * snapshot committed with each step. The jurisdiction's maximum prize per game caps the whole
 * round; a round that reaches it ends there (further spins could only pay more).
 */
import type { MoneyMove, RoundStep } from '../../core/round-step';
import { DrawRecorder, type Rng } from '../../core/rng';
import { autoplayBet, autoplayStopAfterRound, autoplayStopBeforeRound, autoplayWin, startAutoplay, type Autoplay, type AutoplayLimits } from '../../features/autoplay';
import { capWin } from '../../features/win-cap';
import { GONZO_BETS_CENTS } from './paytable';
import { drawExpandingSymbol, playGonzoBaseSpin, playGonzoFreeSpin, type GonzoFreeSpinResult, type GonzoSpinResult } from './spin';
import type { GonzoSymbol } from './symbols';

/** The operator's settings and the jurisdiction's cap the round plays by. */
export interface GonzoRules {
  readonly betsCents: readonly number[];
  readonly defaultBetCents: number;
  readonly maxPrizePerGameCents: number | null;
}

export interface GonzoLastSpin {
  readonly seq: number;
  readonly kind: 'base' | 'free';
  readonly result: GonzoSpinResult | GonzoFreeSpinResult;
  /** What the spin's clusters and Scatter bonus count for after the cap (the extra prize is the expansion's). */
  readonly paidCents: number;
  readonly cutCents: number;
}

/** One award of free spins (retriggers add to it), at the trigger's bet, with its Expanding Symbol. */
export interface GonzoFreeSpins {
  readonly betCents: number;
  /** Drawn by the Rng at the reveal; null until then. */
  readonly expanding: GonzoSymbol | null;
  /** The cover the player touched (only where the symbol is shown); null for PLAY or autoplay. */
  readonly pickedCover: number | null;
  readonly awarded: number;
  readonly played: number;
  readonly remaining: number;
  /** What the free spins have won so far: paid to the balance when they end. */
  readonly winCents: number;
  readonly retriggered: boolean;
  /** The last free spin's expansion and extra prize come next. */
  readonly expansionDue: boolean;
  /** The last expansion is done (its prize counted). */
  readonly expansionDone: boolean;
  /** The free spins are over and paid (kept for the screen until the next paid spin). */
  readonly ended: boolean;
}

export interface GonzoContext {
  readonly seq: number;
  readonly step: RoundStep | null;
  readonly lastRoundId: number;
  readonly rules: GonzoRules;
  readonly betCents: number;
  readonly lastSpin: GonzoLastSpin | null;
  readonly freeSpins: GonzoFreeSpins | null;
  /** What the round in progress (or the last one) has won: the paid spin's win plus the free spins'. */
  readonly roundWinCents: number;
  readonly autospin: Autoplay | null;
  readonly autospinStopped: string | null;
}

/** The balance an event carries: the game never holds the wallet. */
export interface Balances {
  readonly creditsCents: number;
}

export type Refusal = { readonly refused: string };
export const isRefusal = (x: unknown): x is Refusal => typeof x === 'object' && x !== null && 'refused' in x;

export type GonzoPhase = 'ready' | 'pick' | 'free' | 'expansion';

export function initialContext(rules: GonzoRules): GonzoContext {
  const betCents = rules.betsCents.includes(rules.defaultBetCents) ? rules.defaultBetCents : (rules.betsCents[0] ?? 20);
  return { seq: 0, step: null, lastRoundId: 0, rules, betCents, lastSpin: null, freeSpins: null, roundWinCents: 0, autospin: null, autospinStopped: null };
}

export function phaseOf(c: GonzoContext): GonzoPhase {
  const f = c.freeSpins;
  if (f === null || f.ended) return 'ready';
  if (f.expanding === null) return 'pick';
  return f.expansionDue ? 'expansion' : 'free';
}

export const isIdle = (c: GonzoContext): boolean => phaseOf(c) === 'ready';

function stepOf(c: GonzoContext, label: string, detail: Record<string, unknown>, extra: Partial<RoundStep> = {}): RoundStep {
  return { seq: c.seq + 1, roundId: null, label, moves: [], draws: [], roundOver: false, detail, ...extra };
}

const withStep = (c: GonzoContext, step: RoundStep, next: Partial<GonzoContext>): GonzoContext => ({ ...c, ...next, seq: step.seq, step });

/** A bet change: only between rounds, to a bet the operator's table offers. */
export function changeBet(c: GonzoContext, betCents: number): GonzoContext | Refusal {
  if (!isIdle(c)) return { refused: 'the bet changes between rounds' };
  if (c.autospin) return { refused: 'stop autoplay to change the bet' };
  if (!c.rules.betsCents.includes(betCents)) return { refused: `a bet of ${betCents} c is not offered` };
  if (betCents === c.betCents) return { refused: 'the bet is already that' };
  return withStep(c, stepOf(c, 'bet-change', { before: c.betCents, after: betCents }), { betCents });
}

/** BET on the panel: the next bet of the table (after the largest, the smallest). */
export function nextBet(c: GonzoContext): number {
  const bets = c.rules.betsCents;
  return bets[(bets.indexOf(c.betCents) + 1) % bets.length] ?? c.betCents;
}

/** The operator's new settings: taken between rounds; a bet no longer offered falls back to the default. */
export function applyRules(c: GonzoContext, rules: GonzoRules): GonzoContext | Refusal {
  if (!isIdle(c)) return { refused: 'settings wait for the round to end' };
  if (JSON.stringify(rules) === JSON.stringify(c.rules)) return { refused: 'the settings are already in force' };
  const betCents = rules.betsCents.includes(c.betCents) ? c.betCents : initialContext(rules).betCents;
  return withStep(c, stepOf(c, 'operator-settings', { before: c.rules, after: rules }, { roundOver: true }), { rules, betCents });
}

/** Why a paid spin may not start now, or null. */
export function paidSpinRefusal(c: GonzoContext, balances: Balances): string | null {
  if (!isIdle(c)) return 'free spins are in play';
  if (!c.rules.betsCents.includes(c.betCents) || !GONZO_BETS_CENTS.includes(c.betCents)) return `a bet of ${c.betCents} c is not offered`;
  if (balances.creditsCents < c.betCents) return `the bet is ${c.betCents} c and the balance is ${balances.creditsCents} c`;
  return null;
}

const clusterSummary = (r: GonzoSpinResult) => r.clusters.map((k) => ({ symbol: k.symbol, size: k.size, mask: k.mask, cents: k.cents }));

/** A paid spin (PLAY or autoplay's press): the stake, the spin, its win paid at once, and free spins awarded by 3+ Scatters. */
export function paidSpin(rng: Rng, c: GonzoContext, balances: Balances, label: 'spin' | 'autospin'): GonzoContext | Refusal {
  const refusal = paidSpinRefusal(c, balances);
  if (refusal) return { refused: refusal };
  const betCents = c.betCents;
  const result = playGonzoBaseSpin(rng, betCents);
  const win = capWin(0, result.winCents, c.rules.maxPrizePerGameCents);
  // A round that reached the maximum prize ends: its free spins could only pay more.
  const awarded = win.cutCents === 0 ? result.freeSpinsAwarded : 0;
  const freeSpins: GonzoFreeSpins | null =
    awarded > 0
      ? { betCents, expanding: null, pickedCover: null, awarded, played: 0, remaining: awarded, winCents: 0, retriggered: false, expansionDue: false, expansionDone: false, ended: false }
      : null;
  const roundOver = freeSpins === null;
  const roundId = c.lastRoundId + 1;
  const moves: MoneyMove[] = [{ kind: 'stake', cents: betCents }, ...(win.paidCents > 0 ? [{ kind: 'win' as const, cents: win.paidCents }] : [])];
  const step: RoundStep = {
    seq: c.seq + 1,
    roundId,
    label,
    moves,
    draws: result.draws,
    roundOver,
    ...(roundOver ? { roundWon: win.paidCents > 0 } : {}),
    detail: {
      kind: 'base',
      betCents,
      stops: result.stops,
      grid: result.grid,
      clusters: clusterSummary(result),
      scatterCount: result.scatterCount,
      bonusCents: result.bonusCents,
      winCents: win.paidCents,
      freeSpinsAwarded: awarded,
      ...(win.cutCents > 0 ? { capped: { maxPrizePerGameCents: c.rules.maxPrizePerGameCents, cutCents: win.cutCents, forfeitedSpins: result.freeSpinsAwarded } } : {}),
    },
  };
  const next: GonzoContext = {
    ...c,
    seq: step.seq,
    step,
    lastRoundId: roundId,
    lastSpin: { seq: step.seq, kind: 'base', result, paidCents: win.paidCents, cutCents: win.cutCents },
    freeSpins,
    roundWinCents: win.paidCents,
    autospin: c.autospin ? autoplayWin(autoplayBet(c.autospin, betCents), win.paidCents) : null,
  };
  return roundOver ? endOfRound(next) : next;
}

/**
 * The Expanding Symbol's reveal (a touch on a cover, PLAY, or autoplay's press): the Rng draws
 * it from the maths' weighted table; the cover only says where the screen shows it.
 */
export function revealExpanding(rng: Rng, c: GonzoContext, cover: number | null, label: string): GonzoContext | Refusal {
  const f = c.freeSpins;
  if (phaseOf(c) !== 'pick' || f === null) return { refused: 'no Expanding Symbol waits to be revealed' };
  const recorder = new DrawRecorder(rng);
  const expanding = drawExpandingSymbol(recorder);
  const step = stepOf(c, label, { expanding, cover }, { roundId: c.lastRoundId, draws: recorder.take() });
  return withStep(c, step, { freeSpins: { ...f, expanding, pickedCover: cover } });
}

/**
 * One free spin at the trigger's bet with the award's Expanding Symbol: its cluster wins and
 * Scatter bonus count now (3+ Scatters add 10 spins); its expansion and extra prize, when the
 * Expanding Symbols are worth one, are the next step. The free spins end (and are paid) on the
 * last spin that leaves nothing to do.
 */
export function freeSpin(rng: Rng, c: GonzoContext, label: string): GonzoContext | Refusal {
  const f = c.freeSpins;
  if (phaseOf(c) !== 'free' || f === null || f.expanding === null) return { refused: 'no free spin is due' };
  const result = playGonzoFreeSpin(rng, f.betCents, f.expanding);
  const spinWin = result.winCents - result.extraCents;
  const win = capWin(c.roundWinCents, spinWin, c.rules.maxPrizePerGameCents);
  const capped = win.cutCents > 0;
  const retrigger = capped ? 0 : result.freeSpinsAwarded;
  const expansionDue = !capped && result.extraCents > 0;
  const remaining = capped ? 0 : f.remaining - 1 + retrigger;
  const feature: GonzoFreeSpins = {
    ...f,
    awarded: f.awarded + retrigger,
    played: f.played + 1,
    remaining,
    winCents: f.winCents + win.paidCents,
    retriggered: retrigger > 0,
    expansionDue,
    expansionDone: false,
  };
  const detail = {
    kind: 'free',
    betCents: f.betCents,
    expanding: f.expanding,
    stops: result.stops,
    grid: result.grid,
    clusters: clusterSummary(result),
    scatterCount: result.scatterCount,
    bonusCents: result.bonusCents,
    winCents: win.paidCents,
    freeSpinsAwarded: retrigger,
    expansion: expansionDue ? { rows: result.expandedRows, reels: result.expandedReels, covered: result.coveredCells.length, extraCents: result.extraCents } : null,
    spinsLeft: remaining,
    ...(capped ? { capped: { maxPrizePerGameCents: c.rules.maxPrizePerGameCents, cutCents: win.cutCents + result.extraCents, forfeitedSpins: f.remaining - 1 + result.freeSpinsAwarded } } : {}),
  };
  const lastSpin: GonzoLastSpin = { seq: c.seq + 1, kind: 'free', result, paidCents: win.paidCents, cutCents: capped ? win.cutCents + result.extraCents : 0 };
  return afterFreeStep(c, feature, win.paidCents, label, detail, result.draws, { lastSpin });
}

/** The last free spin's expansion and its extra prize: all Expanding Symbol cells after expansion as one cluster. Draws nothing. */
export function expand(c: GonzoContext, label: string): GonzoContext | Refusal {
  const f = c.freeSpins;
  const result = c.lastSpin?.result as GonzoFreeSpinResult | undefined;
  if (phaseOf(c) !== 'expansion' || f === null || result === undefined || result.extraCents === undefined) return { refused: 'no expansion is due' };
  const win = capWin(c.roundWinCents, result.extraCents, c.rules.maxPrizePerGameCents);
  const capped = win.cutCents > 0;
  const feature: GonzoFreeSpins = { ...f, remaining: capped ? 0 : f.remaining, winCents: f.winCents + win.paidCents, expansionDue: false, expansionDone: true };
  const detail = {
    kind: 'expansion',
    expanding: f.expanding,
    rows: result.expandedRows,
    reels: result.expandedReels,
    covered: result.coveredCells.length,
    extraCents: win.paidCents,
    spinsLeft: feature.remaining,
    ...(capped ? { capped: { maxPrizePerGameCents: c.rules.maxPrizePerGameCents, cutCents: win.cutCents, forfeitedSpins: f.remaining } } : {}),
  };
  return afterFreeStep(c, feature, win.paidCents, label, detail, [], {});
}

/** After a free spin or an expansion: the running totals, and when nothing is left the free spins' total paid in one move. */
function afterFreeStep(
  c: GonzoContext,
  feature: GonzoFreeSpins,
  wonCents: number,
  label: string,
  detail: Record<string, unknown>,
  draws: RoundStep['draws'],
  next: Partial<GonzoContext>,
): GonzoContext {
  const over = feature.remaining === 0 && !feature.expansionDue;
  const roundWinCents = c.roundWinCents + wonCents;
  const moves: MoneyMove[] = over && feature.winCents > 0 ? [{ kind: 'win', cents: feature.winCents }] : [];
  const step = stepOf(c, label, { ...detail, ...(over ? { freeSpinsWinCents: feature.winCents } : {}) }, {
    roundId: c.lastRoundId,
    moves,
    draws,
    roundOver: over,
    ...(over ? { roundWon: roundWinCents > 0 } : {}),
  });
  const autospin = c.autospin && over ? autoplayWin(c.autospin, feature.winCents) : c.autospin;
  const done = withStep(c, step, { ...next, freeSpins: { ...feature, ended: over }, roundWinCents, autospin });
  return over ? endOfRound(done) : done;
}

/** After a round: autoplay counts it and stops on the rule document's conditions (any win, a single win ≥ X, the balance up by X). */
function endOfRound(c: GonzoContext): GonzoContext {
  if (!c.autospin) return c;
  const reason = autoplayStopAfterRound(c.autospin, { winCents: c.roundWinCents, jackpot: false });
  return reason ? { ...c, autospin: null, autospinStopped: reason } : c;
}

/** Why autoplay must stop before its next paid spin (the count, the balance down by X, the credit), or null. */
export function autospinStopReason(c: GonzoContext, balances: Balances): string | null {
  return c.autospin ? autoplayStopBeforeRound(c.autospin, c.betCents, balances.creditsCents) : null;
}

/** Autoplay's set-up as the rule document's advanced settings give it. */
export interface GonzoAutoplaySetup {
  readonly count: number;
  readonly stopOnAnyWin: boolean;
  readonly winLimitCents: number | null;
  readonly balanceUpCents: number | null;
  readonly balanceDownCents: number;
}

export function startAutospin(c: GonzoContext, setup: GonzoAutoplaySetup): GonzoContext | Refusal {
  if (!isIdle(c)) return { refused: 'autoplay starts between rounds' };
  if (c.autospin) return { refused: 'autoplay is already running' };
  if (!Number.isSafeInteger(setup.count) || setup.count < 1) return { refused: 'autoplay needs a count of rounds' };
  if (!(setup.balanceDownCents >= 1)) return { refused: 'autoplay needs a balance-down limit' };
  const limits: AutoplayLimits = {
    total: setup.count,
    // The balance-down stop is this game's loss limit: the shared one is off so it is not counted twice.
    lossLimitCents: null,
    winLimitCents: setup.winLimitCents,
    stopOnJackpot: false,
    stopOnAnyWin: setup.stopOnAnyWin,
    balanceUpCents: setup.balanceUpCents,
    balanceDownCents: setup.balanceDownCents,
  };
  return withStep(c, stepOf(c, 'autospin-start', { ...setup }), { autospin: startAutoplay(limits), autospinStopped: null });
}

export function stopAutospin(c: GonzoContext, reason: string): GonzoContext | Refusal {
  if (!c.autospin) return { refused: 'autoplay is not running' };
  return withStep(c, stepOf(c, 'autospin-stop', { reason, remaining: c.autospin.remaining }), { autospin: null, autospinStopped: reason });
}
