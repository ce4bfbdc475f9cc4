import { assertEvent, assign, setup } from 'xstate';
import { DrawRecorder, type Rng } from '../../../core/rng';
import { BONUS_VALUE_CENTS, MINIGAME_BET_RANGES } from './bets';
import { initialCommonContext, nextStep, resultMoves, type MinigameAutoSetEvent, type MinigameCommonContext, type MinigameInput, isValidAutoSet, applyAutoSet } from './common';
import { drawPrizeBetween, drawWeighted } from './prize-table';
import {
  THREE_CHOICES_BONUS_BELOW_TENTHS,
  THREE_CHOICES_BONUS_CHANCE,
  THREE_CHOICES_BONUS_WORTH,
  THREE_CHOICES_MAX_DISCARDS,
  THREE_CHOICES_OFFERS,
  THREE_CHOICES_PRIZES,
} from './three-choices-data';

/**
 * Three Choices. START draws the three offers at once (so a restored snapshot shows the same
 * ones): each is a cash prize between the floor (at least the line prize) and the bet's maximum,
 * and a less advantageous one may carry bonuses, capped so cash + bonuses × 0.80 € ≤ maximum.
 * Offers are shown in turn. COLLECT accepts the one shown; PLAY discards it and shows the next
 * (two discards at most: the third must be collected). AUTO_STEP, the cabinet's "a few seconds
 * passed" event, is accepted only with AUTO-PLAY lit: it collects the offer shown, or, with
 * AUTO-RISK lit too, discards until the last offer and collects that one.
 */

export const THREE_CHOICES_MACHINE_ID = 'gnomos-mix.three-choices';
export const THREE_CHOICES_MACHINE_VERSION = 1;

export interface ThreeChoicesOffer {
  readonly cents: number;
  readonly bonuses: number;
}

export interface ThreeChoicesContext extends MinigameCommonContext {
  /** All offers, drawn at START; only offers[0..shown] may reach the view. */
  readonly offers: readonly ThreeChoicesOffer[];
  /** The offer on show (= offers discarded so far). */
  readonly shown: number;
}

export type ThreeChoicesEvent =
  | { readonly type: 'START' }
  | { readonly type: 'COLLECT' }
  | { readonly type: 'PLAY' }
  | { readonly type: 'AUTO_STEP' }
  | MinigameAutoSetEvent;

export function initialThreeChoicesContext(input: MinigameInput): ThreeChoicesContext {
  return { ...initialCommonContext(input), offers: [], shown: 0 };
}

export function dealThreeChoices(context: ThreeChoicesContext, rng: Rng): Partial<ThreeChoicesContext> {
  const recorder = new DrawRecorder(rng);
  const unit = MINIGAME_BET_RANGES[context.bet].unitCents;
  const lessAdvantageous = (unit * THREE_CHOICES_BONUS_BELOW_TENTHS) / 10;
  const offers: ThreeChoicesOffer[] = [];
  for (let i = 0; i < THREE_CHOICES_OFFERS; i += 1) {
    const cents = drawPrizeBetween(recorder, THREE_CHOICES_PRIZES[context.bet], context.floorCents, context.maxCents);
    let bonuses = 0;
    if (cents < lessAdvantageous && drawWeighted(recorder, THREE_CHOICES_BONUS_CHANCE).withBonuses) {
      const worth = drawWeighted(recorder, THREE_CHOICES_BONUS_WORTH[context.bet]).cents;
      const wanted = Math.max(1, Math.floor(worth / BONUS_VALUE_CENTS));
      bonuses = Math.min(wanted, Math.floor((context.maxCents - cents) / BONUS_VALUE_CENTS));
    }
    offers.push({ cents, bonuses });
  }
  const draws = recorder.take();
  return { offers, shown: 0, ...nextStep(context, 'three-choices-deal', { bet: context.bet, linePrizeCents: context.linePrizeCents, offers }, { draws }) };
}

export function discardOffer(context: ThreeChoicesContext, how: string): Partial<ThreeChoicesContext> {
  if (context.shown >= THREE_CHOICES_MAX_DISCARDS) throw new RangeError('the last offer must be collected');
  const shown = context.shown + 1;
  return { shown, ...nextStep(context, 'three-choices-discard', { how, discarded: context.offers[context.shown], shown, offer: context.offers[shown] }) };
}

export function collectOffer(context: ThreeChoicesContext, how: string): Partial<ThreeChoicesContext> {
  const offer = context.offers[context.shown];
  if (offer === undefined) throw new RangeError('no offer on show');
  return {
    result: { cents: offer.cents, bonuses: offer.bonuses },
    ...nextStep(context, 'three-choices-collect', { how, offer, offers: context.offers }, { moves: resultMoves(offer.cents, offer.bonuses), roundOver: true }),
  };
}

export function createThreeChoicesMachine(rng: Rng) {
  return setup({
    types: { context: {} as ThreeChoicesContext, events: {} as ThreeChoicesEvent, input: {} as MinigameInput },
    guards: {
      canDiscard: ({ context }) => context.shown < THREE_CHOICES_MAX_DISCARDS,
      autoDiscards: ({ context }) => context.autoPlay && context.autoRisk && context.shown < THREE_CHOICES_MAX_DISCARDS,
      autoPlayOn: ({ context }) => context.autoPlay,
      validAutoSet: ({ event }) => isValidAutoSet(event),
    },
    actions: {
      deal: assign(({ context }) => dealThreeChoices(context, rng)),
      discard: assign(({ context, event }) => discardOffer(context, event.type === 'PLAY' ? 'play' : 'auto-risk')),
      collect: assign(({ context, event }) => collectOffer(context, event.type === 'COLLECT' ? 'collect' : 'auto')),
      setAuto: assign(({ context, event }) => {
        assertEvent(event, 'AUTO_SET');
        return applyAutoSet(context, event);
      }),
    },
  }).createMachine({
    id: THREE_CHOICES_MACHINE_ID,
    version: String(THREE_CHOICES_MACHINE_VERSION),
    context: ({ input }) => initialThreeChoicesContext(input),
    initial: 'ready',
    states: {
      ready: {
        on: {
          START: { target: 'offering', actions: 'deal' },
          AUTO_SET: { guard: 'validAutoSet', actions: 'setAuto' },
        },
      },
      /** The leprechaun shows offers[shown]. */
      offering: {
        on: {
          COLLECT: { target: 'done', actions: 'collect' },
          PLAY: { guard: 'canDiscard', actions: 'discard' },
          AUTO_STEP: [
            { guard: 'autoDiscards', actions: 'discard' },
            { guard: 'autoPlayOn', target: 'done', actions: 'collect' },
          ],
          AUTO_SET: { guard: 'validAutoSet', actions: 'setAuto' },
        },
      },
      done: { type: 'final' },
    },
  });
}

export type ThreeChoicesMachine = ReturnType<typeof createThreeChoicesMachine>;
