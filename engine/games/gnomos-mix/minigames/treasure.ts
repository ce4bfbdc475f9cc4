import { assertEvent, assign, setup } from 'xstate';
import { DrawRecorder, type Rng } from '../../../core/rng';
import { initialCommonContext, nextStep, resultMoves, type MinigameAutoSetEvent, type MinigameCommonContext, type MinigameInput, isValidAutoSet, applyAutoSet, isClosedPick } from './common';
import { drawPrizeBetween, shuffled } from './prize-table';
import { TREASURE_CAPS, TREASURE_PRIZES, TREASURE_SHOWN } from './treasure-data';

/**
 * Discover the Treasure. START deals: nine prizes between the floor (at least the line prize)
 * and the bet's maximum are drawn and shown; three of the nine are drawn (the rest discarded),
 * shown one per reel, shuffled among the reels and covered by caps. The player lifts one cap:
 * touch or ADVANCE/HOLD i (PICK i), PLAY (the highlighted cap: the leftmost), or the cabinet's
 * AUTO_STEP while AUTO-PLAY is lit. Without an action the machine waits.
 */

export const TREASURE_MACHINE_ID = 'gnomos-mix.discover-the-treasure';
export const TREASURE_MACHINE_VERSION = 1;

export interface TreasureContext extends MinigameCommonContext {
  /** The nine prizes shown on the reels. */
  readonly shownPrizes: readonly number[];
  /** Which of the nine were drawn, in draw order (as first shown on the three reels). */
  readonly chosen: readonly number[];
  /** The hidden prize under each cap after the shuffle. Never sent to the view while covered. */
  readonly caps: readonly number[];
  /** The lifted cap; null before. */
  readonly lifted: number | null;
}

export type TreasureEvent =
  | { readonly type: 'START' }
  | { readonly type: 'PICK'; readonly index: number }
  | { readonly type: 'PLAY' }
  | { readonly type: 'AUTO_STEP' }
  | MinigameAutoSetEvent;

export function initialTreasureContext(input: MinigameInput): TreasureContext {
  return { ...initialCommonContext(input), shownPrizes: [], chosen: [], caps: [], lifted: null };
}

export function dealTreasure(context: TreasureContext, rng: Rng): Partial<TreasureContext> {
  const recorder = new DrawRecorder(rng);
  const table = TREASURE_PRIZES[context.bet];
  const shownPrizes: number[] = [];
  for (let i = 0; i < TREASURE_SHOWN; i += 1) shownPrizes.push(drawPrizeBetween(recorder, table, context.floorCents, context.maxCents));
  // three distinct positions of the nine: a partial Fisher–Yates
  const pool = shownPrizes.map((_, i) => i);
  const chosen: number[] = [];
  for (let k = 0; k < TREASURE_CAPS; k += 1) {
    const j = recorder.int(pool.length);
    chosen.push(pool[j] as number);
    pool.splice(j, 1);
  }
  const caps = shuffled(
    recorder,
    chosen.map((i) => shownPrizes[i] as number),
  );
  const draws = recorder.take();
  return {
    shownPrizes,
    chosen,
    caps,
    ...nextStep(context, 'treasure-deal', { bet: context.bet, linePrizeCents: context.linePrizeCents, shownPrizes, chosen, caps }, { draws }),
  };
}

export function liftCap(context: TreasureContext, index: number, how: string): Partial<TreasureContext> {
  const prize = context.caps[index];
  if (prize === undefined || context.lifted !== null) throw new RangeError(`cap ${index} cannot be lifted`);
  return {
    lifted: index,
    result: { cents: prize, bonuses: 0 },
    ...nextStep(context, 'treasure-pick', { cap: index, how, finalCents: prize, caps: context.caps }, { moves: resultMoves(prize, 0), roundOver: true }),
  };
}

export function createTreasureMachine(rng: Rng) {
  return setup({
    types: { context: {} as TreasureContext, events: {} as TreasureEvent, input: {} as MinigameInput },
    guards: {
      validCap: ({ context, event }) => isClosedPick(event, context.caps.length),
      autoPlayOn: ({ context }) => context.autoPlay,
      validAutoSet: ({ event }) => isValidAutoSet(event),
    },
    actions: {
      deal: assign(({ context }) => dealTreasure(context, rng)),
      pick: assign(({ context, event }) => {
        assertEvent(event, 'PICK');
        return liftCap(context, event.index, 'pick');
      }),
      pickHighlighted: assign(({ context, event }) => liftCap(context, 0, event.type === 'PLAY' ? 'play' : 'auto')),
      setAuto: assign(({ context, event }) => {
        assertEvent(event, 'AUTO_SET');
        return applyAutoSet(context, event);
      }),
    },
  }).createMachine({
    id: TREASURE_MACHINE_ID,
    version: String(TREASURE_MACHINE_VERSION),
    context: ({ input }) => initialTreasureContext(input),
    initial: 'ready',
    states: {
      ready: {
        on: {
          START: { target: 'choosing', actions: 'deal' },
          AUTO_SET: { guard: 'validAutoSet', actions: 'setAuto' },
        },
      },
      /** Three caps down: waiting (indefinitely) for one to be lifted. */
      choosing: {
        on: {
          PICK: { guard: 'validCap', target: 'done', actions: 'pick' },
          PLAY: { target: 'done', actions: 'pickHighlighted' },
          AUTO_STEP: { guard: 'autoPlayOn', target: 'done', actions: 'pickHighlighted' },
          AUTO_SET: { guard: 'validAutoSet', actions: 'setAuto' },
        },
      },
      done: { type: 'final' },
    },
  });
}

export type TreasureMachine = ReturnType<typeof createTreasureMachine>;
