import { assertEvent, assign, setup } from 'xstate';
import { DrawRecorder, type Rng } from '../../../core/rng';
import { initialCommonContext, nextStep, resultMoves, type MinigameAutoSetEvent, type MinigameCommonContext, type MinigameInput, isValidAutoSet, applyAutoSet, isClosedPick } from './common';
import { drawPrizeBetween, drawWeighted, shuffled } from './prize-table';
import { STRAWBERRY_BASKETS, STRAWBERRY_PICK_WEIGHTS, STRAWBERRY_PRIZES } from './strawberry-data';

/**
 * Strawberry minigame. START deals: the sign's pick count k is drawn, three basket prizes are
 * drawn (each between ceil(floor / k) and floor(max / k), so any k baskets add up to at least the
 * line prize and at most the bet's maximum), shown, then shuffled among the baskets and hidden.
 * The player opens baskets one at a time: touch or ADVANCE/HOLD i (PICK i), PLAY (the highlighted
 * basket: the leftmost still closed), or the cabinet's AUTO_STEP while AUTO-PLAY is lit. After k
 * picks the sum of the opened baskets is the prize; the rest are discarded.
 */

export const STRAWBERRY_MACHINE_ID = 'gnomos-mix.strawberry';
export const STRAWBERRY_MACHINE_VERSION = 1;

export interface StrawberryContext extends MinigameCommonContext {
  /** How many baskets the sign allows (0 before the deal). */
  readonly picksAllowed: number;
  /** The prizes as they fell into the baskets, before the shuffle (shown to the player). */
  readonly shownPrizes: readonly number[];
  /** The hidden prize of each basket after the shuffle. Never sent to the view while closed. */
  readonly baskets: readonly number[];
  /** Basket indices in the order opened. */
  readonly opened: readonly number[];
  /** Sum of the opened baskets. */
  readonly totalCents: number;
}

export type StrawberryEvent =
  | { readonly type: 'START' }
  | { readonly type: 'PICK'; readonly index: number }
  | { readonly type: 'PLAY' }
  | { readonly type: 'AUTO_STEP' }
  | MinigameAutoSetEvent;

export function initialStrawberryContext(input: MinigameInput): StrawberryContext {
  return { ...initialCommonContext(input), picksAllowed: 0, shownPrizes: [], baskets: [], opened: [], totalCents: 0 };
}

/** The deal: pick count, three prizes, the shuffle. All draws recorded in the step. */
export function dealStrawberry(context: StrawberryContext, rng: Rng): Partial<StrawberryContext> {
  const recorder = new DrawRecorder(rng);
  const picks = drawWeighted(recorder, STRAWBERRY_PICK_WEIGHTS).picks;
  const lo = Math.ceil(context.floorCents / picks);
  const hi = Math.floor(context.maxCents / picks);
  const table = STRAWBERRY_PRIZES[context.bet];
  const shownPrizes: number[] = [];
  for (let i = 0; i < STRAWBERRY_BASKETS; i += 1) shownPrizes.push(drawPrizeBetween(recorder, table, lo, hi));
  const baskets = shuffled(recorder, shownPrizes);
  const draws = recorder.take();
  return {
    picksAllowed: picks,
    shownPrizes,
    baskets,
    ...nextStep(context, 'strawberry-deal', { bet: context.bet, linePrizeCents: context.linePrizeCents, picksAllowed: picks, shownPrizes, baskets }, { draws }),
  };
}

/** The leftmost closed basket (the one PLAY and AUTO_STEP open); -1 when none. */
export function highlightedBasket(context: StrawberryContext): number {
  for (let i = 0; i < context.baskets.length; i += 1) if (!context.opened.includes(i)) return i;
  return -1;
}

/** Opens basket `index`; the last allowed pick ends the minigame and banks the sum. */
export function openBasket(context: StrawberryContext, index: number, how: string): Partial<StrawberryContext> {
  const prize = context.baskets[index];
  if (prize === undefined || context.opened.includes(index)) throw new RangeError(`basket ${index} cannot be opened`);
  const opened = [...context.opened, index];
  const totalCents = context.totalCents + prize;
  const over = opened.length >= context.picksAllowed;
  const detail = { basket: index, how, prizeCents: prize, totalCents, picksLeft: context.picksAllowed - opened.length };
  if (!over) return { opened, totalCents, ...nextStep(context, 'strawberry-pick', detail) };
  return {
    opened,
    totalCents,
    result: { cents: totalCents, bonuses: 0 },
    ...nextStep(context, 'strawberry-pick', { ...detail, finalCents: totalCents, baskets: context.baskets }, { moves: resultMoves(totalCents, 0), roundOver: true }),
  };
}

export function createStrawberryMachine(rng: Rng) {
  return setup({
    types: { context: {} as StrawberryContext, events: {} as StrawberryEvent, input: {} as MinigameInput },
    guards: {
      basketClosed: ({ context, event }) =>
        isClosedPick(event, context.baskets.length, context.opened),
      autoPlayOn: ({ context }) => context.autoPlay,
      picksUsed: ({ context }) => context.opened.length >= context.picksAllowed,
      validAutoSet: ({ event }) => isValidAutoSet(event),
    },
    actions: {
      deal: assign(({ context }) => dealStrawberry(context, rng)),
      pick: assign(({ context, event }) => {
        assertEvent(event, 'PICK');
        return openBasket(context, event.index, 'pick');
      }),
      pickHighlighted: assign(({ context, event }) => openBasket(context, highlightedBasket(context), event.type === 'PLAY' ? 'play' : 'auto')),
      setAuto: assign(({ context, event }) => {
        assertEvent(event, 'AUTO_SET');
        return applyAutoSet(context, event);
      }),
    },
  }).createMachine({
    id: STRAWBERRY_MACHINE_ID,
    version: String(STRAWBERRY_MACHINE_VERSION),
    context: ({ input }) => initialStrawberryContext(input),
    initial: 'ready',
    states: {
      /** Entered from the upper game; nothing drawn yet. */
      ready: {
        on: {
          START: { target: 'picking', actions: 'deal' },
          AUTO_SET: { guard: 'validAutoSet', actions: 'setAuto' },
        },
      },
      /** Baskets hidden, the sign shown: waiting for a pick. */
      picking: {
        on: {
          PICK: { guard: 'basketClosed', target: 'opened', actions: 'pick' },
          PLAY: { target: 'opened', actions: 'pickHighlighted' },
          AUTO_STEP: { guard: 'autoPlayOn', target: 'opened', actions: 'pickHighlighted' },
          AUTO_SET: { guard: 'validAutoSet', actions: 'setAuto' },
        },
      },
      /** A basket was opened: finished when the sign's picks are used. */
      opened: {
        always: [{ guard: 'picksUsed', target: 'done' }, { target: 'picking' }],
      },
      /** The prize is in `result` and the last step banks it. */
      done: { type: 'final' },
    },
  });
}

export type StrawberryMachine = ReturnType<typeof createStrawberryMachine>;
