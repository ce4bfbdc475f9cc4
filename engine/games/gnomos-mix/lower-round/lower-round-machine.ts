import { assign, setup } from 'xstate';
import type { Rng } from '../../../core/rng';
import { isLid, type CauldronsEvent } from '../cauldrons/cauldrons-machine';
import { isLowerBet, nextEnabledBet } from '../bets';
import { canToggleHold } from '../holds/holds';
import { isTuningLevel, tuningForLevel } from '../tuning/level-table';
import type { GnomosLevelTuning } from '../tuning/gnomos-tuning';
import { initialLowerRoundContext, type LowerRoundContext, type LowerRoundInput } from './context';
import { playLadder, raiseLid } from './feature-steps';
import { autoAdvances, playHeldGame, playPaidSpin, spendAdvance, stopAdvances } from './line-steps';
import { lowerRoundParts } from './parts';
import { isRunning } from './stored-child';
import { changeBet, setAutoLights, toggleHeldReel } from './setting-steps';

/**
 * The lower round of Gnomos Mix, as docs/games/gnomos-mix-rounds.md ("Lower game") orders it:
 *
 *   ready ──PLAY──▶ reelsStopped ─▶ cauldrons ──lid──▶ lidRaised ─▶ ladder / ready
 *                                ─▶ ladder ──PLAY──▶ riskTaken ─▶ ladder / ready;  COLLECT ─▶ ready
 *                                ─▶ advancing ──last advance, PLAY, AUTO──▶ reelsStopped
 *                                ─▶ holdOffered ──PLAY (the free held game)──▶ reelsStopped
 *                                ─▶ ready
 *
 * `reelsStopped`, `lidRaised` and `riskTaken` are transient: the event's action has resolved the
 * line (resolve-line.ts) or stepped the child, and they route by what it left. The Cauldrons and
 * the risk ladder are their own machines, run without `invoke` (engine/core/child-machine.ts).
 *
 * Persistence: no `after`, no `invoke`, no timers; the Rng is closed over, never in the context;
 * the context is plain JSON. Every accepted event writes `step` with a higher `seq`; an event the
 * round cannot take now is refused by a guard (`snapshot.can(event)` is false), never by throwing.
 */

export const LOWER_ROUND_MACHINE_ID = 'gnomos-mix-lower-round';
/** Bump when the context shape or the states change: stored snapshots carry it. */
export const LOWER_ROUND_MACHINE_VERSION = 1;

export type LowerRoundEvent =
  /** PLAY/ACCUMULATE, with the cabinet's balance and the tuning level a new round would play at. */
  | { readonly type: 'PLAY'; readonly creditsCents: number; readonly level: number }
  /** The cabinet's automatic press (AUTO-PLAY, AUTO-RISK, AUTO-ADVANCES), where it applies. */
  | { readonly type: 'AUTO_STEP'; readonly creditsCents: number; readonly level: number }
  /** COLLECT: banks the ladder's prize. */
  | { readonly type: 'COLLECT' }
  /** ADVANCE/HOLD under a reel. */
  | { readonly type: 'HOLD'; readonly reel: 0 | 1 | 2 }
  /** A touch on a Cauldrons lid. */
  | { readonly type: 'PICK'; readonly index: number }
  /** A touch on one bet's icon. */
  | { readonly type: 'BET_SELECT'; readonly betCents: number }
  /** The BET button: the next enabled bet, wrapping. */
  | { readonly type: 'BET_NEXT' }
  /** The AUTO-PLAY, AUTO-RISK and AUTO-ADVANCES lights. */
  | { readonly type: 'AUTO_SET'; readonly autoPlay: boolean; readonly autoRisk: boolean; readonly autoAdvances: boolean };

type PressEvent = Extract<LowerRoundEvent, { type: 'PLAY' | 'AUTO_STEP' }>;

function isPress(event: LowerRoundEvent): event is PressEvent {
  return event.type === 'PLAY' || event.type === 'AUTO_STEP';
}

/** A press that may start a round: a whole-cent balance and a level the tuning has. */
function startsRound(event: LowerRoundEvent): event is PressEvent {
  return isPress(event) && Number.isSafeInteger(event.creditsCents) && event.creditsCents >= 0 && isTuningLevel(event.level);
}

function isReel(value: unknown): value is 0 | 1 | 2 {
  return isLid(value);
}


export function createLowerRoundMachine(rng: Rng, tuning: (level: number) => GnomosLevelTuning = tuningForLevel) {
  const parts = lowerRoundParts(rng, tuning);
  const toCauldrons = (event: LowerRoundEvent): CauldronsEvent => {
    if (event.type === 'PICK') return { type: 'PICK', lid: event.index };
    if (event.type === 'HOLD') return { type: 'HOLD_BUTTON', reel: event.reel };
    return { type: 'PLAY' };
  };

  return setup({
    types: {
      context: {} as LowerRoundContext,
      events: {} as LowerRoundEvent,
      input: {} as LowerRoundInput,
    },
    guards: {
      /** PLAY in ready: the balance covers the bet, at a level the tuning has. */
      creditCoversBet: ({ context, event }) => event.type === 'PLAY' && startsRound(event) && event.creditsCents >= context.betCents,
      /** PLAY in holdOffered: the held game is free, so only the level is needed. */
      heldGameStarts: ({ event }) => event.type === 'PLAY' && startsRound(event),
      /** AUTO-PLAY plays the held game too, with the holds as they stand. */
      autoPlaysHeldGame: ({ context, event }) => event.type === 'AUTO_STEP' && context.autoPlay && startsRound(event),
      /** A hold may be released, or set while fewer than two are held. */
      holdToggles: ({ context, event }) => event.type === 'HOLD' && context.holdGame !== null && canToggleHold(context.holdGame, event.reel),
      lastAdvance: ({ context, event }) => event.type === 'HOLD' && isReel(event.reel) && context.advancesLeft === 1,
      reelAdvances: ({ context, event }) => event.type === 'HOLD' && isReel(event.reel) && context.advancesLeft > 1,
      autoAdvancesOn: ({ context, event }) => event.type === 'AUTO_STEP' && context.autoAdvances,
      autoPlayOn: ({ context, event }) => event.type === 'AUTO_STEP' && context.autoPlay,
      autoRiskOn: ({ context, event }) => event.type === 'AUTO_STEP' && context.autoRisk,
      lidButton: ({ event }) => event.type === 'HOLD' && isReel(event.reel),
      lidTouched: ({ event }) => event.type === 'PICK' && isLid(event.index),
      betSelectable: ({ context, event }) =>
        event.type === 'BET_SELECT' && isLowerBet(event.betCents) && context.enabledBets.includes(event.betCents) && event.betCents !== context.betCents,
      severalBetsEnabled: ({ context }) => context.enabledBets.length > 1,
      lightsGiven: ({ event }) =>
        event.type === 'AUTO_SET' && typeof event.autoPlay === 'boolean' && typeof event.autoRisk === 'boolean' && typeof event.autoAdvances === 'boolean',
      // Routing: where the resolved line, the raised lid or the risk left the round.
      cauldronsOpen: ({ context }) => isRunning(context.cauldrons),
      ladderRunning: ({ context }) => isRunning(context.ladder),
      advancesToSpend: ({ context }) => context.advancesLeft > 0,
      heldGamePending: ({ context }) => context.holdGame !== null,
    },
    actions: {
      spin: assign(({ context, event }) => (startsRound(event) ? playPaidSpin(context, parts, event.creditsCents, event.level) : {})),
      playHeldGame: assign(({ context, event }) => (startsRound(event) ? playHeldGame(context, parts, event.creditsCents, event.level) : {})),
      toggleHold: assign(({ context, event }) => (event.type === 'HOLD' ? toggleHeldReel(context, event.reel) : {})),
      advanceReel: assign(({ context, event }) => (event.type === 'HOLD' ? spendAdvance(context, parts, event.reel) : {})),
      stopAdvances: assign(({ context }) => stopAdvances(context, parts)),
      autoAdvances: assign(({ context }) => autoAdvances(context, parts)),
      raiseLid: assign(({ context, event }) => raiseLid(context, parts, toCauldrons(event))),
      risk: assign(({ context }) => playLadder(context, parts, { type: 'RISK' })),
      collect: assign(({ context }) => playLadder(context, parts, { type: 'COLLECT' })),
      selectBet: assign(({ context, event }) =>
        event.type === 'BET_SELECT' && isLowerBet(event.betCents) ? changeBet(context, event.betCents) : {},
      ),
      nextBet: assign(({ context }) => changeBet(context, nextEnabledBet(context.enabledBets, context.betCents))),
      setLights: assign(({ context, event }) => (event.type === 'AUTO_SET' ? setAutoLights(context, parts, event) : {})),
    },
  }).createMachine({
    id: LOWER_ROUND_MACHINE_ID,
    version: String(LOWER_ROUND_MACHINE_VERSION),
    context: ({ input }) => initialLowerRoundContext(input),
    initial: 'ready',
    // The lights may change at any moment, inside a round or between rounds.
    on: { AUTO_SET: { guard: 'lightsGiven', actions: 'setLights' } },
    states: {
      /** Waiting for PLAY; the bet may change between rounds. */
      ready: {
        on: {
          PLAY: { guard: 'creditCoversBet', target: 'reelsStopped', actions: 'spin' },
          BET_SELECT: { guard: 'betSelectable', actions: 'selectBet' },
          BET_NEXT: { guard: 'severalBetsEnabled', actions: 'nextBet' },
        },
      },
      /** The line is resolved: route to the feature it opened, or back to ready. */
      reelsStopped: {
        always: [
          { guard: 'cauldronsOpen', target: 'cauldrons' },
          { guard: 'ladderRunning', target: 'ladder' },
          { guard: 'advancesToSpend', target: 'advancing' },
          { guard: 'heldGamePending', target: 'holdOffered' },
          { target: 'ready' },
        ],
      },
      /** The next game is free with reels held; the bet is locked. */
      holdOffered: {
        on: {
          PLAY: { guard: 'heldGameStarts', target: 'reelsStopped', actions: 'playHeldGame' },
          AUTO_STEP: { guard: 'autoPlaysHeldGame', target: 'reelsStopped', actions: 'playHeldGame' },
          HOLD: { guard: 'holdToggles', actions: 'toggleHold' },
        },
      },
      /** 1–4 advances: ADVANCE/HOLD moves a reel one stop; PLAY stops; AUTO spends the best plan. */
      advancing: {
        on: {
          HOLD: [
            { guard: 'lastAdvance', target: 'reelsStopped', actions: 'advanceReel' },
            { guard: 'reelAdvances', actions: 'advanceReel' },
          ],
          PLAY: { target: 'reelsStopped', actions: 'stopAdvances' },
          AUTO_STEP: { guard: 'autoAdvancesOn', target: 'reelsStopped', actions: 'autoAdvances' },
        },
      },
      /** Three lids over three hidden prizes: touch, ADVANCE/HOLD or PLAY raises one. */
      cauldrons: {
        on: {
          PICK: { guard: 'lidTouched', target: 'lidRaised', actions: 'raiseLid' },
          HOLD: { guard: 'lidButton', target: 'lidRaised', actions: 'raiseLid' },
          PLAY: { target: 'lidRaised', actions: 'raiseLid' },
          AUTO_STEP: { guard: 'autoPlayOn', target: 'lidRaised', actions: 'raiseLid' },
        },
      },
      /** The picked prize is shown: up to Bell it goes up the ladder, above Bell it was paid. */
      lidRaised: {
        always: [{ guard: 'ladderRunning', target: 'ladder' }, { target: 'ready' }],
      },
      /** The risk ladder with the round's prize: PLAY/ACCUMULATE risks, COLLECT banks. */
      ladder: {
        on: {
          PLAY: { target: 'riskTaken', actions: 'risk' },
          AUTO_STEP: { guard: 'autoRiskOn', target: 'riskTaken', actions: 'risk' },
          COLLECT: { target: 'ready', actions: 'collect' },
        },
      },
      /** A risk was taken: the ladder goes on, or it ended the round. */
      riskTaken: {
        always: [{ guard: 'ladderRunning', target: 'ladder' }, { target: 'ready' }],
      },
    },
  });
}

export type LowerRoundMachine = ReturnType<typeof createLowerRoundMachine>;
