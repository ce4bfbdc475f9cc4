/**
 * 40 Mystic Gem's round as pure functions over its context: a paid game in the chosen bet mode
 * (the base game or a bought one), the win that waits for COLLECT or the double up, and the
 * Jackpot Cards pick a game may trigger. Every accepted press returns the next context with one
 * new RoundStep; the cabinet commits it (money, journal, snapshot) before anything is shown.
 *
 * The money of a win: a win the double up may take waits in the context (`pendingWinCents`, not
 * in the balance) until COLLECT, PLAY, a guess that ends the gamble, or autoplay banks it; a win
 * the double up may not take (above its limit, the gamble turned off, during autoplay) is paid
 * at once. Jackpot Cards are fed on top of every stake (the cabinet funds the contributions) and
 * played after the game's win is banked; their prize is never gambled.
 *
 * Bonus Spin Mode: while the operator's grant has rounds left, PLAY plays the next free round at
 * the grant's bet in the base game. Nobody stakes it (a 'promo-stake' move for the promotional
 * meters), it feeds no Jackpot Cards level and cannot trigger them, and its win is paid at once
 * to the balance (a 'promo-win': no double up on the operator's gift). The bet and the bet mode
 * stay fixed until the grant is played out.
 */
import type { MoneyMove, RoundStep } from '../../core/round-step';
import type { Rng } from '../../core/rng';
import { bonusSpinDue, grantBonusSpins, spendBonusSpin, type BonusSpins, type BonusSpinsGrant } from '../../features/bonus-spins';
import { autoplayBet, autoplayStopAfterRound, autoplayStopBeforeRound, autoplayWin, startAutoplay, type Autoplay } from '../../features/autoplay';
import { collect as gambleCollect, gambleOver, gambleRefusal, guess, openGamble, type Card, type Gamble, type GambleChoice, type GambleConfig } from '../../features/gamble';
import { dealJackpotCards, jackpotCardsTriggered, pickJackpotCard, type JackpotCards } from '../../features/jackpot-cards';
import { contributionMicros, payFromPool } from '../../features/jackpot-pool';
import { capWin, roomUnderCap, type CappedWin } from '../../features/win-cap';
import { MYSTIC_GEM_JACKPOT_CHANCE_PER_EURO, MYSTIC_GEM_JACKPOT_LEVELS, MYSTIC_GEM_JACKPOT_TABLE } from './jackpot-cards';
import { buyPriceCents, playMysticGemSpin, type MysticGemMode, type MysticGemSpinResult } from './spin';

/** One Jackpot Cards level as the operator set it. */
export interface MysticGemLevelRules {
  readonly id: string;
  readonly seedMicros: number;
  readonly contributionBp: number;
}

/** The operator's settings and the jurisdiction's cap the round plays by. */
export interface MysticGemRules {
  readonly totalBetsCents: readonly number[];
  readonly defaultTotalBetCents: number;
  /** The double up takes a stake whose double stays within this. */
  readonly gambleLimitCents: number;
  readonly gambleAttempts: number;
  /** A buy is offered at a bet only when its price × the bet is at most this. */
  readonly maxBoughtStakeCents: number;
  /** Clubs, Diamonds, Hearts, Spades. */
  readonly levels: readonly MysticGemLevelRules[];
  readonly maxPrizePerGameCents: number | null;
}

export interface MysticGemLastSpin {
  readonly seq: number;
  readonly result: MysticGemSpinResult;
  /** What the game pays after the cap (waiting or paid). */
  readonly paidCents: number;
  readonly cutCents: number;
}

/** A Jackpot Cards round: dealt at the trigger, played once the game's win is banked. */
export interface CardsInPlay {
  readonly state: JackpotCards;
  /** The level won and what it paid, once three of a suit show. */
  readonly won: { readonly level: number; readonly cents: number } | null;
}

export interface MysticGemContext {
  readonly seq: number;
  readonly step: RoundStep | null;
  readonly lastRoundId: number;
  readonly rules: MysticGemRules;
  readonly totalBetCents: number;
  /** The bet mode: stays on, game after game, until the player turns it off. */
  readonly mode: MysticGemMode;
  readonly lastSpin: MysticGemLastSpin | null;
  /** A win waiting for COLLECT or GAMBLE (not in the balance). */
  readonly pendingWinCents: number;
  readonly gamble: Gamble | null;
  /** The last five double-up cards of the credit session, newest first. */
  readonly gambleHistory: readonly Card[];
  readonly cards: CardsInPlay | null;
  readonly roundWinCents: number;
  readonly autospin: Autoplay | null;
  readonly autospinStopped: string | null;
  /** The operator's grant of free rounds (Bonus Spin Mode); absent in snapshots from before it existed. */
  readonly bonusSpins?: BonusSpins | null;
}

/** The balances an event carries: the game never holds the wallet or the pools. */
export interface Balances {
  readonly creditsCents: number;
  /** Each level's pool in micro-euros, by level id. */
  readonly poolsMicros: Readonly<Record<string, number>>;
}

export type Refusal = { readonly refused: string };
export const isRefusal = (x: unknown): x is Refusal => typeof x === 'object' && x !== null && 'refused' in x;

export function initialContext(rules: MysticGemRules): MysticGemContext {
  const totalBetCents = rules.totalBetsCents.includes(rules.defaultTotalBetCents) ? rules.defaultTotalBetCents : (rules.totalBetsCents[0] ?? 40);
  return {
    seq: 0,
    step: null,
    lastRoundId: 0,
    rules,
    totalBetCents,
    mode: 'base',
    lastSpin: null,
    pendingWinCents: 0,
    gamble: null,
    gambleHistory: [],
    cards: null,
    roundWinCents: 0,
    autospin: null,
    autospinStopped: null,
    bonusSpins: null,
  };
}

export type MysticGemPhase = 'ready' | 'won' | 'gamble' | 'jackpotCards';

export function phaseOf(c: MysticGemContext): MysticGemPhase {
  if (c.gamble) return 'gamble';
  if (c.pendingWinCents > 0) return 'won';
  if (c.cards && c.cards.won === null) return 'jackpotCards';
  return 'ready';
}

export const isIdle = (c: MysticGemContext): boolean => phaseOf(c) === 'ready';

/** The double up's rules from the operator's settings: a step needs the doubled stake within the limit. */
export function gambleConfig(rules: MysticGemRules): GambleConfig {
  return { maxStakeCents: Math.floor(rules.gambleLimitCents / 2), maxAttempts: rules.gambleAttempts, historySize: 5 };
}

/** The free round due now (the operator's grant has rounds left), or null. */
export function freeRound(c: MysticGemContext): BonusSpins | null {
  return bonusSpinDue(c.bonusSpins) ? c.bonusSpins : null;
}

/** The bet the next game plays at: the grant's during Bonus Spin Mode, else the player's. */
export const playedBetCents = (c: MysticGemContext): number => freeRound(c)?.totalBetCents ?? c.totalBetCents;

/** What PLAY takes from the balance now: nothing for a free round. */
export function nextStakeCents(c: MysticGemContext): number | Refusal {
  return freeRound(c) ? 0 : stakeOf(c.rules, c.mode, c.totalBetCents);
}

/** What a game in `mode` costs at the current bet, or why it is not offered. */
export function stakeOf(rules: MysticGemRules, mode: MysticGemMode, totalBetCents: number): number | Refusal {
  const price = buyPriceCents(mode, totalBetCents);
  if (price === null) return { refused: `the ${mode} price is not whole cents at ${totalBetCents} c` };
  if (mode !== 'base' && price > rules.maxBoughtStakeCents) return { refused: `a bought game costs ${price} c at this bet, above the ${rules.maxBoughtStakeCents} c the operator allows` };
  return price;
}

function stepOf(c: MysticGemContext, label: string, detail: Record<string, unknown>, extra: Partial<RoundStep> = {}): RoundStep {
  return { seq: c.seq + 1, roundId: null, label, moves: [], draws: [], roundOver: false, detail, ...extra };
}

const withStep = (c: MysticGemContext, step: RoundStep, next: Partial<MysticGemContext>): MysticGemContext => ({ ...c, ...next, seq: step.seq, step });

/** A total-bet change: only between games, to a bet the operator's table offers. */
export function changeBet(c: MysticGemContext, totalBetCents: number, label = 'bet-change'): MysticGemContext | Refusal {
  if (!isIdle(c)) return { refused: 'the bet changes between games' };
  if (freeRound(c)) return { refused: 'the bet of bonus spins is fixed' };
  if (!c.rules.totalBetsCents.includes(totalBetCents)) return { refused: `a total bet of ${totalBetCents} c is not offered` };
  if (totalBetCents === c.totalBetCents) return { refused: 'the bet is already that' };
  const step = stepOf(c, label, { before: c.totalBetCents, after: totalBetCents });
  return withStep(c, step, { totalBetCents });
}

/** BET on the panel: the next total bet of the table (after the largest, the smallest). */
export function nextTotalBet(c: MysticGemContext): number {
  const bets = c.rules.totalBetsCents;
  const i = bets.indexOf(c.totalBetCents);
  return bets[(i + 1) % bets.length] ?? c.totalBetCents;
}

/** The BUY BONUS menu: a mode stays on until the player turns it off (MODE base). */
export function chooseMode(c: MysticGemContext, mode: MysticGemMode): MysticGemContext | Refusal {
  if (!isIdle(c)) return { refused: 'the bet mode changes between games' };
  if (freeRound(c)) return { refused: 'buying is suspended during bonus spins' };
  if (c.autospin) return { refused: 'stop autospin to change the bet mode' };
  if (mode === c.mode) return { refused: 'that mode is already on' };
  const stake = stakeOf(c.rules, mode, c.totalBetCents);
  if (isRefusal(stake)) return stake;
  const step = stepOf(c, 'mode', { before: c.mode, after: mode, stakeCents: stake });
  return withStep(c, step, { mode });
}

/** The operator's new settings: taken between games; a bet or mode no longer allowed falls back. */
export function applyRules(c: MysticGemContext, rules: MysticGemRules): MysticGemContext | Refusal {
  if (!isIdle(c)) return { refused: 'settings wait for the game to end' };
  if (JSON.stringify(rules) === JSON.stringify(c.rules)) return { refused: 'the settings are already in force' };
  const totalBetCents = rules.totalBetsCents.includes(c.totalBetCents) ? c.totalBetCents : initialContext(rules).totalBetCents;
  const mode = isRefusal(stakeOf(rules, c.mode, totalBetCents)) ? 'base' : c.mode;
  const step = stepOf(c, 'operator-settings', { before: c.rules, after: rules }, { roundOver: true });
  return withStep(c, step, { rules, totalBetCents, mode });
}

/** Why a paid game may not start now, or null. */
export function paidSpinRefusal(c: MysticGemContext, balances: Balances): string | null {
  if (!isIdle(c)) return 'a win, a double up or Jackpot Cards are in play';
  // A free round costs nothing: an empty balance plays it.
  if (freeRound(c)) return null;
  const stake = stakeOf(c.rules, c.mode, c.totalBetCents);
  if (isRefusal(stake)) return stake.refused;
  if (balances.creditsCents < stake) return `the game costs ${stake} c and the balance is ${balances.creditsCents} c`;
  return null;
}

/** Whether a win may wait for the double up (otherwise it is paid at once). */
function gambleable(c: MysticGemContext, winCents: number): boolean {
  return c.autospin === null && gambleRefusal(winCents, gambleConfig(c.rules)) === null;
}

/** A paid game (PLAY, or autospin's press): stake, contributions, the spin, the Jackpot Cards trigger. */
export function paidSpin(rng: Rng, c: MysticGemContext, balances: Balances, label: 'spin' | 'autospin'): MysticGemContext | Refusal {
  const refusal = paidSpinRefusal(c, balances);
  if (refusal) return { refused: refusal };
  const grant = freeRound(c);
  if (grant) return freeSpin(rng, c, grant, label);
  const stakeCents = stakeOf(c.rules, c.mode, c.totalBetCents) as number;
  const result = playMysticGemSpin(rng, c.totalBetCents, c.mode);
  // The trigger is drawn with the game's outcome, when the stake is placed, and the deal with it
  // (the journal keeps the spin's draws, and the trigger's outcome and the dealt layout in the detail).
  const triggered = jackpotCardsTriggered(rng, stakeCents, MYSTIC_GEM_JACKPOT_CHANCE_PER_EURO);
  const dealt = triggered ? dealJackpotCards(rng, MYSTIC_GEM_JACKPOT_TABLE) : null;
  const win = capWin(0, result.winCents, c.rules.maxPrizePerGameCents);
  const contributions: MoneyMove[] = c.rules.levels
    .map((level) => ({ kind: 'jackpot-contribution' as const, pool: level.id, micros: contributionMicros(stakeCents, level.contributionBp) }))
    .filter((m) => m.micros > 0);
  const waits = win.paidCents > 0 && gambleable(c, win.paidCents);
  const paidNow = waits ? 0 : win.paidCents;
  const moves: MoneyMove[] = [{ kind: 'stake', cents: stakeCents }, ...contributions, ...(paidNow > 0 ? [{ kind: 'win' as const, cents: paidNow }] : [])];
  const cards: CardsInPlay | null = dealt ? { state: dealt, won: null } : null;
  const roundOver = !waits && cards === null;
  const roundId = c.lastRoundId + 1;
  const seq = c.seq + 1;
  const step: RoundStep = {
    seq,
    roundId,
    label,
    moves,
    draws: result.draws,
    roundOver,
    ...(roundOver ? { roundWon: win.paidCents > 0 } : {}),
    detail: {
      kind: c.mode,
      totalBetCents: c.totalBetCents,
      stakeCents,
      stops: result.stops,
      wildReels: result.wildReels,
      window: result.window,
      winCents: win.paidCents,
      guaranteedDraws: result.guaranteedDraws,
      ...(waits ? { waiting: win.paidCents } : {}),
      jackpotCardsTriggered: triggered,
      ...(dealt ? { jackpotCards: { composition: dealt.composition, layout: dealt.layout } } : {}),
      ...(win.cutCents > 0 ? { capped: { maxPrizePerGameCents: c.rules.maxPrizePerGameCents, cutCents: win.cutCents } } : {}),
    },
  };
  const next = afterSpin(c, step, result, win, stakeCents, { pendingWinCents: waits ? win.paidCents : 0, cards, bonusSpins: null });
  return roundOver ? endOfRound(next) : next;
}

/** The context after a game's spin (paid or free): the step, the spin shown, its win, autospin counting its stake and win. */
function afterSpin(
  c: MysticGemContext,
  step: RoundStep,
  result: MysticGemSpinResult,
  win: CappedWin,
  stakeCents: number,
  rest: Pick<MysticGemContext, 'pendingWinCents' | 'cards' | 'bonusSpins'>,
): MysticGemContext {
  return {
    ...c,
    ...rest,
    seq: step.seq,
    step,
    lastRoundId: step.roundId ?? c.lastRoundId,
    lastSpin: { seq: step.seq, result, paidCents: win.paidCents, cutCents: win.cutCents },
    gamble: null,
    roundWinCents: win.paidCents,
    autospin: c.autospin ? autoplayWin(autoplayBet(c.autospin, stakeCents), win.paidCents) : null,
  };
}

/**
 * A free round of Bonus Spin Mode: the base game at the grant's bet, drawn like a paid one but
 * with no stake, no Jackpot Cards contribution or trigger, and its win paid at once as a
 * promotional win. Autospin may play the free rounds; it stops when they are played out (the
 * next press would cost money, which the player did not ask for).
 */
function freeSpin(rng: Rng, c: MysticGemContext, grant: BonusSpins, label: 'spin' | 'autospin'): MysticGemContext {
  const betCents = grant.totalBetCents;
  const result = playMysticGemSpin(rng, betCents, 'base');
  const win = capWin(0, result.winCents, c.rules.maxPrizePerGameCents);
  const bonusSpins = spendBonusSpin(grant, win.paidCents);
  const roundId = c.lastRoundId + 1;
  const seq = c.seq + 1;
  const moves: MoneyMove[] = [{ kind: 'promo-stake', cents: betCents }, ...(win.paidCents > 0 ? [{ kind: 'promo-win' as const, cents: win.paidCents }] : [])];
  const step: RoundStep = {
    seq,
    roundId,
    label: label === 'spin' ? 'bonus-spin' : 'autospin-bonus-spin',
    moves,
    draws: result.draws,
    roundOver: true,
    roundWon: win.paidCents > 0,
    detail: {
      kind: 'base',
      totalBetCents: betCents,
      stakeCents: 0,
      bonusSpin: { number: grant.granted - grant.remaining + 1, of: grant.granted, by: grant.by, atMs: grant.atMs },
      stops: result.stops,
      wildReels: result.wildReels,
      window: result.window,
      winCents: win.paidCents,
      ...(win.cutCents > 0 ? { capped: { maxPrizePerGameCents: c.rules.maxPrizePerGameCents, cutCents: win.cutCents } } : {}),
    },
  };
  const ended = endOfRound(afterSpin(c, step, result, win, 0, { pendingWinCents: 0, cards: null, bonusSpins }));
  if (ended.autospin && !bonusSpinDue(bonusSpins)) return { ...ended, autospin: null, autospinStopped: 'bonus-spins-over' };
  return ended;
}

/** The operator's grant of free rounds (service menu), taken between games; a running autospin stops and the bet mode goes back to the base game. */
export function grantFreeRounds(c: MysticGemContext, grant: BonusSpinsGrant): MysticGemContext | Refusal {
  if (!isIdle(c)) return { refused: 'bonus spins are granted between games: the player must finish the game in play' };
  const bonusSpins = grantBonusSpins(c.bonusSpins, grant, c.rules.totalBetsCents);
  if ('refused' in bonusSpins) return bonusSpins;
  const step = stepOf(c, 'bonus-spins-grant', { grant, before: c.bonusSpins ?? null, after: bonusSpins, modeBefore: c.mode });
  return withStep(c, step, { bonusSpins, mode: 'base', autospin: null, autospinStopped: c.autospin ? 'bonus-spins' : c.autospinStopped });
}

/** The operator takes back the free rounds not yet played. */
export function cancelFreeRounds(c: MysticGemContext, by: string, atMs: number): MysticGemContext | Refusal {
  const grant = freeRound(c);
  if (!grant) return { refused: 'no bonus spins are waiting in this game' };
  if (!isIdle(c)) return { refused: 'bonus spins are cancelled between games' };
  const step = stepOf(c, 'bonus-spins-cancel', { by, atMs, cancelled: grant.remaining, granted: grant.granted });
  return withStep(c, step, { bonusSpins: null, autospin: null, autospinStopped: c.autospin ? 'bonus-spins' : c.autospinStopped });
}

/** COLLECT (or PLAY) with a win waiting, or in the double up: the win goes to the balance. */
export function collectWin(c: MysticGemContext, label = 'collect'): MysticGemContext | Refusal {
  if (c.gamble) {
    const done = gambleCollect(c.gamble);
    return afterGamble(c, done.state, { stakedCents: 0, wonCents: 0, bankedCents: done.bankedCents, draws: [], card: null }, label);
  }
  if (c.pendingWinCents <= 0) return { refused: 'no win is waiting' };
  const cents = c.pendingWinCents;
  const roundOver = c.cards === null;
  const step = stepOf(c, label, { cents }, { roundId: c.lastRoundId, moves: [{ kind: 'win', cents }], roundOver, ...(roundOver ? { roundWon: true } : {}) });
  const next = withStep(c, step, { pendingWinCents: 0 });
  return roundOver ? endOfRound(next) : next;
}

/** GAMBLE: the waiting win goes on the double-up screen. */
export function startGamble(c: MysticGemContext): MysticGemContext | Refusal {
  if (c.gamble) return { refused: 'the double up is already open' };
  if (c.pendingWinCents <= 0) return { refused: 'no win is waiting' };
  const refusal = gambleRefusal(c.pendingWinCents, gambleConfig(c.rules));
  if (refusal) return { refused: refusal };
  const gamble = openGamble(c.pendingWinCents, gambleConfig(c.rules), c.gambleHistory);
  const step = stepOf(c, 'gamble-open', { stakeCents: gamble.stakeCents }, { roundId: c.lastRoundId });
  return withStep(c, step, { gamble, pendingWinCents: 0 });
}

/** RED or BLACK: a fair 50/50 through the Rng. */
export function gambleGuess(rng: Rng, c: MysticGemContext, choice: GambleChoice): MysticGemContext | Refusal {
  if (!c.gamble) return { refused: 'the double up is not open' };
  const done = guess(c.gamble, choice, rng);
  return afterGamble(c, done.state, done, `gamble-${choice}`);
}

/**
 * After a double-up press: the guess's risk on the gamble meters (never Coin In), and when the
 * gamble is over what it banks is paid to the balance and the game goes on to Jackpot Cards or
 * ends.
 */
function afterGamble(
  c: MysticGemContext,
  state: Gamble,
  done: { stakedCents: number; wonCents: number; bankedCents: number; draws: readonly unknown[]; card: Card | null },
  label: string,
): MysticGemContext {
  const over = gambleOver(state);
  const banked = over ? state.bankedCents : 0;
  const roundOver = over && c.cards === null;
  const roundWinCents = over ? banked : c.roundWinCents;
  const step: RoundStep = {
    seq: c.seq + 1,
    roundId: c.lastRoundId,
    label,
    moves: banked > 0 ? [{ kind: 'win', cents: banked }] : [],
    draws: done.draws as RoundStep['draws'],
    roundOver,
    ...(roundOver ? { roundWon: banked > 0 } : {}),
    ...(done.stakedCents > 0 ? { risk: { stakedCents: done.stakedCents, wonCents: done.wonCents } } : {}),
    detail: { card: done.card, stakeCents: state.stakeCents, end: state.end, bankedCents: banked },
  };
  const next = withStep(c, step, { gamble: over ? null : state, gambleHistory: state.history, roundWinCents });
  return roundOver ? endOfRound(next) : next;
}

/** A touch on a face-down card of the Jackpot Cards pick; the third of a suit pays its level. */
export function pickCard(c: MysticGemContext, index: number, balances: Balances): MysticGemContext | Refusal {
  if (phaseOf(c) !== 'jackpotCards' || !c.cards) return { refused: 'no Jackpot Cards round is in play' };
  const picked = pickJackpotCard(c.cards.state, index);
  if (!picked.ok) return { refused: `that card cannot be picked (${picked.refusal})` };
  if (!picked.won) {
    const step = stepOf(c, 'jackpot-card', { index, level: picked.level }, { roundId: c.lastRoundId });
    return withStep(c, step, { cards: { state: picked.state, won: null } });
  }
  const level = c.rules.levels[picked.level];
  if (!level) return { refused: `no Jackpot Cards level ${picked.level}` };
  // The level is paid at its value now, in whole cents; the cap of a game applies to it as to any prize.
  const room = roomUnderCap(0, c.rules.maxPrizePerGameCents);
  const paid = payFromPool(balances.poolsMicros[level.id] ?? 0, level.seedMicros, 1, 1, room);
  const moves: MoneyMove[] = paid.cents > 0 ? [{ kind: 'jackpot-win', pool: level.id, cents: paid.cents, micros: paid.micros, reseedMicros: paid.reseedMicros }] : [];
  const step = stepOf(c, 'jackpot-card', { index, level: picked.level, won: MYSTIC_GEM_JACKPOT_LEVELS[picked.level]?.suit, cents: paid.cents }, { roundId: c.lastRoundId, moves, roundOver: true, roundWon: true });
  // The cards stay as the player turned them: the three of the winning suit show which level paid
  // (turning the others over too would show other suits three times and blur it).
  const next = withStep(c, step, { cards: { state: picked.state, won: { level: picked.level, cents: paid.cents } }, roundWinCents: c.roundWinCents + paid.cents });
  return endOfRound(next, true);
}

/** After a game: autospin counts it and stops on its conditions (Jackpot Cards pause it, never stop it). */
function endOfRound(c: MysticGemContext, jackpot = false): MysticGemContext {
  if (!c.autospin) return c;
  const reason = autoplayStopAfterRound(c.autospin, { winCents: c.roundWinCents, jackpot });
  return reason ? { ...c, autospin: null, autospinStopped: reason } : c;
}

/** Why autospin must stop before its next game (null: play). */
export function autospinStopReason(c: MysticGemContext, balances: Balances): string | null {
  if (!c.autospin) return null;
  const stake = nextStakeCents(c);
  return isRefusal(stake) ? 'bet' : autoplayStopBeforeRound(c.autospin, stake, balances.creditsCents);
}

export function startAutospin(c: MysticGemContext, setup: { total: number; lossLimitCents: number; winLimitCents: number | null; stopOnJackpot: boolean }): MysticGemContext | Refusal {
  if (!isIdle(c)) return { refused: 'autospin starts between games' };
  if (c.autospin) return { refused: 'autospin is already running' };
  const step = stepOf(c, 'autospin-start', { ...setup });
  return withStep(c, step, { autospin: startAutoplay(setup), autospinStopped: null });
}

export function stopAutospin(c: MysticGemContext, reason: string): MysticGemContext | Refusal {
  if (!c.autospin) return { refused: 'autospin is not running' };
  const step = stepOf(c, 'autospin-stop', { reason, remaining: c.autospin.remaining });
  return withStep(c, step, { autospin: null, autospinStopped: reason });
}

export { buyPriceCents };
export type { MysticGemMode };
