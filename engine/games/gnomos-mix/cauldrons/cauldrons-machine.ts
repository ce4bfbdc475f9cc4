import { assign, setup } from 'xstate';
import { DrawRecorder, type Rng } from '../../../core/rng';
import type { MoneyMove, RoundStep } from '../../../core/round-step';
import { isLowerBet, type LowerBetCents } from '../bets';
import { BELL_RUNG, prizeOfRung, rungCents, type LadderPrizeId, type LadderRung } from '../ladders/prize-ladder';
import { DEFAULT_CAULDRON_WEIGHTS, checkCauldronWeights, drawCauldronPrizes, type CauldronWeights } from './cauldron-prizes';

/**
 * The Cauldrons minigame (rule document 2, "Minigame Cauldrons"): 3 Window on the line. Three
 * prizes are drawn from the bet's ladder values and hidden under three lids; the player picks
 * one lid (touch, the ADVANCE/HOLD button under its reel, or PLAY for the highlighted lid); it
 * rises, the others are shown too, and the picked prize is the player's.
 *
 * The prizes are drawn once, when the machine starts (the step 'cauldrons-drawn' records the
 * three draws), and kept in the context: a power cut resumes with the same hidden prizes.
 * A prize up to Bell may go up the risk ladder (`result.mayRisk`: the round machine then starts
 * the ladder with `result.prizeId`, whose COLLECT pays it): no money moves here. A prize above
 * Bell is paid at once: the pick step carries its 'win'.
 *
 * Persistence as in machine.ts: no `after`, no `invoke`, Rng closed over, context plain JSON.
 */

export const CAULDRONS_MACHINE_ID = 'gnomos-mix-cauldrons';
export const CAULDRONS_MACHINE_VERSION = 1;

export type Lid = 0 | 1 | 2;

export interface CauldronsResult {
  readonly pickedLid: Lid;
  readonly prizeId: LadderPrizeId;
  readonly cents: number;
  /** True for a prize up to Bell: it may be risked on the ladder. Above Bell it was paid at once. */
  readonly mayRisk: boolean;
}

export interface CauldronsContext {
  readonly betCents: LowerBetCents;
  /** The hidden prizes under lids 0, 1, 2 (ladder rungs), fixed when drawn. */
  readonly prizes: readonly [LadderRung, LadderRung, LadderRung];
  /** The lid PLAY would pick. */
  readonly highlightedLid: Lid;
  readonly result: CauldronsResult | null;
  readonly roundId: number | null;
  readonly seq: number;
  readonly step: RoundStep | null;
}

export interface CauldronsInput {
  readonly betCents: number;
  readonly roundId?: number | null;
  /** The last step number used before the minigame (default 0). */
  readonly seq?: number;
}

export type CauldronsEvent =
  /** A touch on a lid or cauldron. */
  | { readonly type: 'PICK'; readonly lid: number }
  /** The ADVANCE/HOLD button under a reel: that reel's lid. */
  | { readonly type: 'HOLD_BUTTON'; readonly reel: number }
  /** PLAY: the highlighted lid. */
  | { readonly type: 'PLAY' }
  /** Moves the highlight (no money, no draw). */
  | { readonly type: 'HIGHLIGHT'; readonly lid: number };

export function isLid(value: unknown): value is Lid {
  return value === 0 || value === 1 || value === 2;
}

/** Draws the three hidden prizes: the minigame's first step. */
export function startCauldrons(input: CauldronsInput, rng: Rng, weights: CauldronWeights = DEFAULT_CAULDRON_WEIGHTS): CauldronsContext {
  if (!isLowerBet(input.betCents)) throw new RangeError(`not a lower-game bet: ${String(input.betCents)}`);
  const seq0 = input.seq ?? 0;
  if (!Number.isSafeInteger(seq0) || seq0 < 0) throw new RangeError(`bad seq ${String(seq0)}`);
  const recorder = new DrawRecorder(rng);
  const prizes = drawCauldronPrizes(input.betCents, recorder, weights);
  const seq = seq0 + 1;
  const roundId = input.roundId ?? null;
  return {
    betCents: input.betCents,
    prizes,
    highlightedLid: 0,
    result: null,
    roundId,
    seq,
    step: {
      seq,
      roundId,
      label: 'cauldrons-drawn',
      moves: [],
      draws: recorder.take(),
      roundOver: false,
      // The prizes are hidden from the player but journaled: recall shows the draw.
      detail: { betCents: input.betCents, prizes: prizes.map(prizeOfRung) },
    },
  };
}

/** The lid rises: the picked prize is the player's; above Bell it is paid at once. */
export function pickLid(context: CauldronsContext, lid: Lid): Partial<CauldronsContext> {
  const rung = context.prizes[lid];
  const cents = rungCents(context.betCents, rung);
  const mayRisk = rung <= BELL_RUNG;
  const result: CauldronsResult = { pickedLid: lid, prizeId: prizeOfRung(rung), cents, mayRisk };
  const moves: MoneyMove[] = mayRisk ? [] : [{ kind: 'win', cents }];
  const seq = context.seq + 1;
  return {
    result,
    seq,
    step: {
      seq,
      roundId: context.roundId,
      label: 'cauldrons-pick',
      moves,
      draws: [],
      // A prize up to Bell goes on to the ladder, which finishes the round.
      roundOver: !mayRisk,
      detail: { betCents: context.betCents, pickedLid: lid, prizes: context.prizes.map(prizeOfRung), prizeId: result.prizeId, cents, mayRisk },
    },
  };
}

export function createCauldronsMachine(rng: Rng, weights: CauldronWeights = DEFAULT_CAULDRON_WEIGHTS) {
  checkCauldronWeights(weights);
  return setup({
    types: {
      context: {} as CauldronsContext,
      events: {} as CauldronsEvent,
      input: {} as CauldronsInput,
    },
    guards: {
      lidTouched: ({ event }) => event.type === 'PICK' && isLid(event.lid),
      lidButton: ({ event }) => event.type === 'HOLD_BUTTON' && isLid(event.reel),
      otherLid: ({ context, event }) => event.type === 'HIGHLIGHT' && isLid(event.lid) && event.lid !== context.highlightedLid,
      mayRisk: ({ context }) => context.result?.mayRisk === true,
    },
    actions: {
      pickTouched: assign(({ context, event }) => (event.type === 'PICK' && isLid(event.lid) ? pickLid(context, event.lid) : {})),
      pickButton: assign(({ context, event }) => (event.type === 'HOLD_BUTTON' && isLid(event.reel) ? pickLid(context, event.reel) : {})),
      pickHighlighted: assign(({ context }) => pickLid(context, context.highlightedLid)),
      highlight: assign(({ context, event }) => {
        if (event.type !== 'HIGHLIGHT' || !isLid(event.lid)) return {};
        const seq = context.seq + 1;
        const step: RoundStep = { seq, roundId: context.roundId, label: 'cauldrons-highlight', moves: [], draws: [], roundOver: false, detail: { lid: event.lid } };
        return { highlightedLid: event.lid, seq, step };
      }),
    },
  }).createMachine({
    id: CAULDRONS_MACHINE_ID,
    version: String(CAULDRONS_MACHINE_VERSION),
    context: ({ input }) => startCauldrons(input, rng, weights),
    initial: 'lidsClosed',
    states: {
      /** Three lids over three hidden prizes: the player picks one. */
      lidsClosed: {
        on: {
          PICK: { guard: 'lidTouched', target: 'lidRaised', actions: 'pickTouched' },
          HOLD_BUTTON: { guard: 'lidButton', target: 'lidRaised', actions: 'pickButton' },
          PLAY: { target: 'lidRaised', actions: 'pickHighlighted' },
          HIGHLIGHT: { guard: 'otherLid', actions: 'highlight' },
        },
      },
      /** The picked prize and the others are shown: route it. */
      lidRaised: {
        always: [{ guard: 'mayRisk', target: 'toLadder' }, { target: 'paid' }],
      },
      /** Up to Bell: the prize goes on to the risk ladder (not paid here). */
      toLadder: { type: 'final' },
      /** Above Bell: paid at once. */
      paid: { type: 'final' },
    },
  });
}

export type CauldronsMachine = ReturnType<typeof createCauldronsMachine>;
