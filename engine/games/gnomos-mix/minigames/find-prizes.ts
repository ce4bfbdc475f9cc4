import { assertEvent, assign, setup } from 'xstate';
import { DrawRecorder, type Rng } from '../../../core/rng';
import { initialCommonContext, nextStep, resultMoves, type MinigameAutoSetEvent, type MinigameCommonContext, type MinigameInput, isValidAutoSet, applyAutoSet, isClosedPick } from './common';
import {
  FIND_PRIZES_ELEMENTS,
  FIND_PRIZES_INCREMENTS,
  FIND_PRIZES_START,
  FIND_PRIZES_STOP_COUNT_WEIGHTS,
  FIND_PRIZES_STOPX2_WEIGHTS,
} from './find-prizes-data';
import { drawPrizeBetween, drawWeighted, shuffled } from './prize-table';

/**
 * Find the Prizes. START draws the PRIZE counter's starting value (between the floor, at least
 * the line prize, and the bet's maximum) and hides, under nine flashing elements, 0–2 STOP
 * labels, maybe one STOPX2 and prize increments, shuffled. The player opens elements one at a
 * time: touch (PICK i), PLAY (the leftmost closed one), or the cabinet's AUTO_STEP with AUTO-PLAY
 * lit. A prize adds to the counter; STOP ends it; STOPX2 ends it with the counter doubled;
 * opening every element ends it. The counter never exceeds the bet's maximum: reaching it ends
 * the minigame (the rest is discarded), and a doubled counter is capped too.
 */

export const FIND_PRIZES_MACHINE_ID = 'gnomos-mix.find-the-prizes';
export const FIND_PRIZES_MACHINE_VERSION = 1;

export type FindPrizesElement = { readonly kind: 'prize'; readonly cents: number } | { readonly kind: 'stop' } | { readonly kind: 'stopx2' };
export type FindPrizesEnd = 'stop' | 'stopx2' | 'all-picked' | 'max-prize';

export interface FindPrizesContext extends MinigameCommonContext {
  /** What each element hides. Never sent to the view while closed. */
  readonly elements: readonly FindPrizesElement[];
  /** Element indices in the order opened. */
  readonly opened: readonly number[];
  /** The PRIZE counter. */
  readonly prizeCents: number;
  /** Why the minigame ended; null while playing. */
  readonly endedBy: FindPrizesEnd | null;
}

export type FindPrizesEvent =
  | { readonly type: 'START' }
  | { readonly type: 'PICK'; readonly index: number }
  | { readonly type: 'PLAY' }
  | { readonly type: 'AUTO_STEP' }
  | MinigameAutoSetEvent;

export function initialFindPrizesContext(input: MinigameInput): FindPrizesContext {
  return { ...initialCommonContext(input), elements: [], opened: [], prizeCents: 0, endedBy: null };
}

export function dealFindPrizes(context: FindPrizesContext, rng: Rng): Partial<FindPrizesContext> {
  const recorder = new DrawRecorder(rng);
  const prizeCents = drawPrizeBetween(recorder, FIND_PRIZES_START[context.bet], context.floorCents, context.maxCents);
  const stops = drawWeighted(recorder, FIND_PRIZES_STOP_COUNT_WEIGHTS).stops;
  const x2 = drawWeighted(recorder, FIND_PRIZES_STOPX2_WEIGHTS).offered;
  const labels: FindPrizesElement[] = [];
  for (let i = 0; i < stops; i += 1) labels.push({ kind: 'stop' });
  if (x2) labels.push({ kind: 'stopx2' });
  while (labels.length < FIND_PRIZES_ELEMENTS) labels.push({ kind: 'prize', cents: drawWeighted(recorder, FIND_PRIZES_INCREMENTS[context.bet]).cents });
  const elements = shuffled(recorder, labels);
  const draws = recorder.take();
  return {
    prizeCents,
    elements,
    ...nextStep(context, 'find-prizes-deal', { bet: context.bet, linePrizeCents: context.linePrizeCents, startCents: prizeCents, elements }, { draws }),
  };
}

/** The leftmost closed element (the one PLAY and AUTO_STEP open); -1 when none. */
export function highlightedElement(context: FindPrizesContext): number {
  for (let i = 0; i < context.elements.length; i += 1) if (!context.opened.includes(i)) return i;
  return -1;
}

export function openElement(context: FindPrizesContext, index: number, how: string): Partial<FindPrizesContext> {
  const element = context.elements[index];
  if (element === undefined || context.opened.includes(index)) throw new RangeError(`element ${index} cannot be opened`);
  const opened = [...context.opened, index];
  let prizeCents = context.prizeCents;
  let endedBy: FindPrizesEnd | null = null;
  if (element.kind === 'prize') {
    prizeCents = Math.min(context.maxCents, prizeCents + element.cents);
    if (prizeCents >= context.maxCents) endedBy = 'max-prize';
    else if (opened.length >= context.elements.length) endedBy = 'all-picked';
  } else if (element.kind === 'stop') {
    endedBy = 'stop';
  } else {
    prizeCents = Math.min(context.maxCents, prizeCents * 2);
    endedBy = 'stopx2';
  }
  const detail = { element: index, how, found: element, prizeCents };
  if (endedBy === null) return { opened, prizeCents, ...nextStep(context, 'find-prizes-pick', detail) };
  return {
    opened,
    prizeCents,
    endedBy,
    result: { cents: prizeCents, bonuses: 0 },
    ...nextStep(context, 'find-prizes-pick', { ...detail, endedBy, finalCents: prizeCents, elements: context.elements }, { moves: resultMoves(prizeCents, 0), roundOver: true }),
  };
}

export function createFindPrizesMachine(rng: Rng) {
  return setup({
    types: { context: {} as FindPrizesContext, events: {} as FindPrizesEvent, input: {} as MinigameInput },
    guards: {
      elementClosed: ({ context, event }) =>
        isClosedPick(event, context.elements.length, context.opened),
      autoPlayOn: ({ context }) => context.autoPlay,
      ended: ({ context }) => context.endedBy !== null,
      validAutoSet: ({ event }) => isValidAutoSet(event),
    },
    actions: {
      deal: assign(({ context }) => dealFindPrizes(context, rng)),
      pick: assign(({ context, event }) => {
        assertEvent(event, 'PICK');
        return openElement(context, event.index, 'pick');
      }),
      pickHighlighted: assign(({ context, event }) => openElement(context, highlightedElement(context), event.type === 'PLAY' ? 'play' : 'auto')),
      setAuto: assign(({ context, event }) => {
        assertEvent(event, 'AUTO_SET');
        return applyAutoSet(context, event);
      }),
    },
  }).createMachine({
    id: FIND_PRIZES_MACHINE_ID,
    version: String(FIND_PRIZES_MACHINE_VERSION),
    context: ({ input }) => initialFindPrizesContext(input),
    initial: 'ready',
    states: {
      ready: {
        on: {
          START: { target: 'picking', actions: 'deal' },
          AUTO_SET: { guard: 'validAutoSet', actions: 'setAuto' },
        },
      },
      /** Elements flashing: waiting for one to be opened. */
      picking: {
        on: {
          PICK: { guard: 'elementClosed', target: 'revealed', actions: 'pick' },
          PLAY: { target: 'revealed', actions: 'pickHighlighted' },
          AUTO_STEP: { guard: 'autoPlayOn', target: 'revealed', actions: 'pickHighlighted' },
          AUTO_SET: { guard: 'validAutoSet', actions: 'setAuto' },
        },
      },
      /** An element was opened: STOP, STOPX2, the last element or the maximum prize ends it. */
      revealed: {
        always: [{ guard: 'ended', target: 'done' }, { target: 'picking' }],
      },
      done: { type: 'final' },
    },
  });
}

export type FindPrizesMachine = ReturnType<typeof createFindPrizesMachine>;
