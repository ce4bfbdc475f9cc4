import { assign, setup } from 'xstate';
import { DrawRecorder, type Rng } from '../../../core/rng';
import type { MoneyMove, RoundStep } from '../../../core/round-step';
import { isLowerBet, type LowerBetCents } from '../bets';
import { convertToBonuses } from './bonus-conversion';
import {
  ANY_DIAMONDS_RUNG,
  BELL_RUNG,
  BLUE_RUNG,
  isLadderPrizeId,
  prizeOfRung,
  rungCents,
  rungOfPrize,
  type LadderPrizeId,
  type LadderRung,
} from './prize-ladder';
import { DEFAULT_RISK_ODDS, checkRiskOdds, riskOddsAt, type RiskOddsTable } from './risk-odds';

/**
 * The risk ladder of the lower game (rule document 2.6, GAMES.md): a prize from any 3 Diamonds
 * to Bell may be risked up the bet's prize ladder.
 *
 * - `upNothing` (any 3 Diamonds): PLAY/ACCUMULATE wins Plum (and the game goes on as Up-Bonus)
 *   or NOTHING, which ends it with no money.
 * - `upBonus` (Plum..Bell): PLAY/ACCUMULATE wins the next rung (above Bell: the seesaw), or the
 *   current prize is converted to bonuses (0.80 € each, remainder rounded at random) and it ends.
 * - `seesaw` (Green, Red Diamond): PLAY/ACCUMULATE wins the next rung up or falls to the next
 *   rung down; falling to Bell makes it Up-Bonus again; reaching Blue Diamond pays it and ends.
 * - COLLECT (in any of the three) pays the current prize to the balance and ends.
 * - AUTO-RISK: a flag; while it is on and the ladder runs, `wantsAutoPress` tells the cabinet
 *   to press PLAY/ACCUMULATE for the player (the cabinet's scheduler paces it: no timers here).
 *
 * Persistence as in machine.ts: no `after`, no `invoke`, the Rng closed over, context plain
 * JSON. Every accepted event writes `step` with `seq` one higher; money moves only when money is
 * paid: 'win' on COLLECT and on Blue, 'bonus-win' on a conversion, nothing on NOTHING.
 */

export const RISK_LADDER_MACHINE_ID = 'gnomos-mix-risk-ladder';
export const RISK_LADDER_MACHINE_VERSION = 1;

export type RiskGame = 'up-nothing' | 'up-bonus' | 'seesaw';

/** How the ladder ended. */
export type RiskLadderOutcome =
  | { readonly kind: 'collected'; readonly cents: number }
  | { readonly kind: 'maximum'; readonly cents: number }
  | { readonly kind: 'bonuses'; readonly fromCents: number; readonly bonuses: number }
  | { readonly kind: 'nothing'; readonly lostCents: number };

export interface RiskLadderContext {
  readonly betCents: LowerBetCents;
  /** The rung the prize stands on (0 any 3 Diamonds … 8 Blue Diamond). */
  readonly rung: LadderRung;
  readonly prizeId: LadderPrizeId;
  readonly prizeCents: number;
  readonly autoRisk: boolean;
  /** Number of PLAY/ACCUMULATE presses taken. */
  readonly risks: number;
  /** null while the ladder runs. */
  readonly outcome: RiskLadderOutcome | null;
  readonly roundId: number | null;
  readonly seq: number;
  readonly step: RoundStep | null;
}

export interface RiskLadderInput {
  readonly betCents: number;
  /** The prize to risk: any 3 Diamonds up to 3 Bell (a prize above Bell is paid, never risked). */
  readonly prizeId: LadderPrizeId;
  readonly autoRisk?: boolean;
  /** The round the ladder belongs to, for its steps (default null). */
  readonly roundId?: number | null;
  /** The last step number used before the ladder (default 0). */
  readonly seq?: number;
}

export type RiskLadderEvent =
  /** PLAY/ACCUMULATE: risk the prize. */
  | { readonly type: 'RISK' }
  /** COLLECT: bank the prize. */
  | { readonly type: 'COLLECT' }
  /** The AUTO-RISK pilot switched on or off. */
  | { readonly type: 'AUTO_RISK'; readonly on: boolean };

/** The risk game a running ladder plays at a rung. */
export function riskGameAt(rung: LadderRung): RiskGame {
  if (rung === ANY_DIAMONDS_RUNG) return 'up-nothing';
  if (rung <= BELL_RUNG) return 'up-bonus';
  return 'seesaw';
}

export function initialRiskLadderContext(input: RiskLadderInput): RiskLadderContext {
  if (!isLowerBet(input.betCents)) throw new RangeError(`not a lower-game bet: ${String(input.betCents)}`);
  if (!isLadderPrizeId(input.prizeId)) throw new RangeError(`not a ladder prize: ${String(input.prizeId)}`);
  const rung = rungOfPrize(input.prizeId);
  if (rung > BELL_RUNG) throw new RangeError(`${input.prizeId} is above Bell: it is paid at once, never risked`);
  const seq = input.seq ?? 0;
  if (!Number.isSafeInteger(seq) || seq < 0) throw new RangeError(`bad seq ${String(seq)}`);
  return {
    betCents: input.betCents,
    rung,
    prizeId: input.prizeId,
    prizeCents: rungCents(input.betCents, rung),
    autoRisk: input.autoRisk ?? false,
    risks: 0,
    outcome: null,
    roundId: input.roundId ?? null,
    seq,
    step: null,
  };
}

/** True while the ladder runs with AUTO-RISK on: the cabinet should press PLAY/ACCUMULATE. */
export function wantsAutoPress(context: RiskLadderContext): boolean {
  return context.autoRisk && context.outcome === null;
}

type LadderUpdate = Partial<RiskLadderContext>;

/** One PLAY/ACCUMULATE: one recorded draw decides the step (and one more may round bonuses). */
export function riskOnce(context: RiskLadderContext, rng: Rng, odds: RiskOddsTable): LadderUpdate {
  const recorder = new DrawRecorder(rng);
  const game = riskGameAt(context.rung);
  const from = context.rung;
  const { win, outOf } = riskOddsAt(odds, context.betCents, from);
  const won = recorder.int(outOf) < win;
  const seq = context.seq + 1;
  const moves: MoneyMove[] = [];
  let rung = from;
  let outcome: RiskLadderOutcome | null = null;
  if (won) {
    rung = from + 1;
    if (rung === BLUE_RUNG) {
      outcome = { kind: 'maximum', cents: rungCents(context.betCents, rung) };
      moves.push({ kind: 'win', cents: outcome.cents });
    }
  } else if (game === 'up-nothing') {
    outcome = { kind: 'nothing', lostCents: context.prizeCents };
  } else if (game === 'up-bonus') {
    const bonuses = convertToBonuses(context.prizeCents, recorder);
    outcome = { kind: 'bonuses', fromCents: context.prizeCents, bonuses };
    if (bonuses > 0) moves.push({ kind: 'bonus-win', bonuses });
  } else {
    rung = from - 1;
  }
  const prizeCents = outcome?.kind === 'nothing' ? 0 : rungCents(context.betCents, rung);
  const step: RoundStep = {
    seq,
    roundId: context.roundId,
    label: 'risk',
    moves,
    draws: recorder.take(),
    roundOver: outcome !== null,
    risk: { stakedCents: context.prizeCents, wonCents: outcome?.kind === 'bonuses' || outcome?.kind === 'nothing' ? 0 : prizeCents },
    detail: {
      game,
      betCents: context.betCents,
      from: prizeOfRung(from),
      fromCents: context.prizeCents,
      won,
      to: outcome?.kind === 'nothing' || outcome?.kind === 'bonuses' ? null : prizeOfRung(rung),
      outcome: outcome?.kind ?? null,
      ...(outcome?.kind === 'bonuses' ? { bonuses: outcome.bonuses } : {}),
    },
  };
  return { rung, prizeId: prizeOfRung(rung), prizeCents, outcome, risks: context.risks + 1, seq, step };
}

/** COLLECT: the current prize to the balance. */
export function collectPrize(context: RiskLadderContext): LadderUpdate {
  const seq = context.seq + 1;
  const cents = context.prizeCents;
  return {
    outcome: { kind: 'collected', cents },
    seq,
    step: {
      seq,
      roundId: context.roundId,
      label: 'collect',
      moves: [{ kind: 'win', cents }],
      draws: [],
      roundOver: true,
      detail: { game: riskGameAt(context.rung), betCents: context.betCents, prizeId: context.prizeId, cents },
    },
  };
}

function setAutoRisk(context: RiskLadderContext, on: boolean): LadderUpdate {
  const seq = context.seq + 1;
  return {
    autoRisk: on,
    seq,
    step: { seq, roundId: context.roundId, label: 'auto-risk', moves: [], draws: [], roundOver: false, detail: { on } },
  };
}

export function createRiskLadderMachine(rng: Rng, odds: RiskOddsTable = DEFAULT_RISK_ODDS) {
  checkRiskOdds(odds);
  const risking = {
    RISK: { target: 'rungReached', actions: 'risk' },
    COLLECT: { target: 'collected', actions: 'collect' },
    AUTO_RISK: { guard: 'autoRiskChanges', actions: 'autoRisk' },
  } as const;
  return setup({
    types: {
      context: {} as RiskLadderContext,
      events: {} as RiskLadderEvent,
      input: {} as RiskLadderInput,
    },
    guards: {
      lostToNothing: ({ context }) => context.outcome?.kind === 'nothing',
      convertedToBonuses: ({ context }) => context.outcome?.kind === 'bonuses',
      reachedBlue: ({ context }) => context.outcome?.kind === 'maximum',
      onAnyDiamonds: ({ context }) => context.rung === ANY_DIAMONDS_RUNG,
      atBellOrBelow: ({ context }) => context.rung <= BELL_RUNG,
      autoRiskChanges: ({ context, event }) =>
        event.type === 'AUTO_RISK' && typeof event.on === 'boolean' && event.on !== context.autoRisk,
    },
    actions: {
      risk: assign(({ context }) => riskOnce(context, rng, odds)),
      collect: assign(({ context }) => collectPrize(context)),
      autoRisk: assign(({ context, event }) => (event.type === 'AUTO_RISK' ? setAutoRisk(context, event.on) : {})),
    },
  }).createMachine({
    id: RISK_LADDER_MACHINE_ID,
    version: String(RISK_LADDER_MACHINE_VERSION),
    context: ({ input }) => initialRiskLadderContext(input),
    initial: 'rungReached',
    states: {
      /** The prize stands on a rung: route to the risk game of that rung, or to the end. */
      rungReached: {
        always: [
          { guard: 'lostToNothing', target: 'nothing' },
          { guard: 'convertedToBonuses', target: 'convertedToBonuses' },
          { guard: 'reachedBlue', target: 'paidMaximum' },
          { guard: 'onAnyDiamonds', target: 'upNothing' },
          { guard: 'atBellOrBelow', target: 'upBonus' },
          { target: 'seesaw' },
        ],
      },
      /** Up-Nothing: any 3 Diamonds; win Plum or nothing. */
      upNothing: { on: risking },
      /** Up-Bonus: Plum..Bell; win the next rung or take the prize in bonuses. */
      upBonus: { on: risking },
      /** Above Bell: the next rung up or the next rung down. */
      seesaw: { on: risking },
      /** COLLECT: the prize went to the balance. */
      collected: { type: 'final' },
      /** Blue Diamond reached: the maximum prize paid. */
      paidMaximum: { type: 'final' },
      /** Up-Bonus lost: the prize became bonuses. */
      convertedToBonuses: { type: 'final' },
      /** Up-Nothing lost: nothing. */
      nothing: { type: 'final' },
    },
  });
}

export type RiskLadderMachine = ReturnType<typeof createRiskLadderMachine>;
