/**
 * Mona Lisa Jewels as an XState machine. Its states are the player's situations — between
 * rounds (`ready`), a feature awarded and waiting for PLAY (`featureWaiting`), feature spins
 * under way (`feature`) — and every event is checked by a guard that draws nothing, then played
 * by round.ts. Persistence as everywhere (DESIGN.md): no `after`, no `invoke`, the Rng closed
 * over, the context JSON.
 */
import { assign, setup } from 'xstate';
import type { Rng } from '../../core/rng';
import { MONA_LISA_MAX_COINS, MONA_LISA_MAX_LINES } from '../../../contract/games/mona-lisa-jewels';
import {
  applyRules,
  autospinStopReason,
  changeBet,
  featureSpin,
  inFeature,
  initialContext,
  isIdle,
  isRefusal,
  nextCoins,
  paidSpin,
  paidSpinRefusal,
  startAutospin,
  stopAutospin,
  type Balances,
  type MonaLisaContext,
  type MonaLisaRules,
  type Refusal,
} from './round';
import type { MonaLisaBet } from './spin';

export const MONA_LISA_MACHINE_ID = 'mona-lisa-jewels';
/** Bump when the context shape or the states change: stored snapshots carry it. */
export const MONA_LISA_MACHINE_VERSION = 1;

export type MonaLisaEvent =
  | ({ readonly type: 'PLAY' } & Balances)
  | ({ readonly type: 'AUTO_STEP' } & Balances)
  | ({ readonly type: 'BET_MAX' } & Balances)
  | { readonly type: 'BET_NEXT' }
  | { readonly type: 'LINES'; readonly lines: number }
  | { readonly type: 'COINS'; readonly coins: number }
  | { readonly type: 'COIN_VALUE'; readonly cents: number }
  | { readonly type: 'AUTOSPIN'; readonly count: number; readonly lossLimitCents: number; readonly winLimitCents: number | null; readonly stopOnJackpot: boolean }
  | { readonly type: 'AUTOSPIN_STOP' }
  | ({ readonly type: 'AUTOSPIN_END' } & Balances)
  | { readonly type: 'OPERATOR_SETTINGS'; readonly rules: MonaLisaRules };

/** The bet a bet-panel event asks for, or null for events that are not bet changes. */
export function betAskedFor(context: MonaLisaContext, event: MonaLisaEvent): MonaLisaBet | null {
  switch (event.type) {
    case 'BET_NEXT':
      return nextCoins(context);
    case 'LINES':
      return { ...context.bet, lines: event.lines };
    case 'COINS':
      return { ...context.bet, coins: event.coins };
    case 'COIN_VALUE':
      return { ...context.bet, coinCents: event.cents };
    case 'BET_MAX':
      return { ...context.bet, lines: MONA_LISA_MAX_LINES, coins: MONA_LISA_MAX_COINS };
    default:
      return null;
  }
}

/** What an event would do, without drawing: a refusal the player reads, or null when it is taken. */
export function refusalOf(context: MonaLisaContext, event: MonaLisaEvent): string | null {
  switch (event.type) {
    case 'PLAY':
      if (context.featureWaiting || inFeature(context)) return null;
      return paidSpinRefusal(context, context.bet, event);
    case 'AUTO_STEP':
      if (context.featureWaiting) return 'autospin never starts a feature by itself: press PLAY';
      if (inFeature(context)) return null;
      if (!context.autospin) return 'no autospin is running';
      return autospinStopReason(context, event) ?? paidSpinRefusal(context, context.bet, event);
    case 'AUTOSPIN_END':
      return context.autospin && isIdle(context) && autospinStopReason(context, event) !== null ? null : 'autospin goes on';
    case 'BET_MAX':
      return paidSpinRefusal(context, betAskedFor(context, event)!, event);
    case 'BET_NEXT':
    case 'LINES':
    case 'COINS':
    case 'COIN_VALUE': {
      const result = changeBet(context, betAskedFor(context, event)!, 'bet-change');
      return isRefusal(result) ? result.refused : null;
    }
    case 'AUTOSPIN': {
      const result = startAutospin(context, { total: event.count, lossLimitCents: event.lossLimitCents, winLimitCents: event.winLimitCents, stopOnJackpot: event.stopOnJackpot });
      return isRefusal(result) ? result.refused : null;
    }
    case 'AUTOSPIN_STOP':
      return context.autospin ? null : 'autospin is not running';
    case 'OPERATOR_SETTINGS': {
      const result = applyRules(context, event.rules);
      return isRefusal(result) ? result.refused : null;
    }
  }
}

const taken = (result: MonaLisaContext | Refusal, context: MonaLisaContext): MonaLisaContext => (isRefusal(result) ? context : result);

export function createMonaLisaMachine(rng: Rng) {
  return setup({
    types: { context: {} as MonaLisaContext, events: {} as MonaLisaEvent, input: {} as MonaLisaRules },
    guards: {
      allowed: ({ context, event }) => refusalOf(context, event) === null,
      waiting: ({ context }) => context.featureWaiting,
      featuring: ({ context }) => inFeature(context) && !context.featureWaiting,
    },
    actions: {
      play: assign(({ context, event }) => {
        const e = event as Extract<MonaLisaEvent, { type: 'PLAY' | 'AUTO_STEP' }>;
        if (context.featureWaiting || inFeature(context)) return taken(featureSpin(rng, context, e), context);
        return taken(paidSpin(rng, context, context.bet, e, e.type === 'AUTO_STEP' ? 'autospin' : 'spin'), context);
      }),
      betMax: assign(({ context, event }) => {
        const e = event as Extract<MonaLisaEvent, { type: 'BET_MAX' }>;
        return taken(paidSpin(rng, context, betAskedFor(context, e)!, e, 'bet-max'), context);
      }),
      changeBet: assign(({ context, event }) => taken(changeBet(context, betAskedFor(context, event)!, 'bet-change'), context)),
      startAutospin: assign(({ context, event }) => {
        const e = event as Extract<MonaLisaEvent, { type: 'AUTOSPIN' }>;
        return taken(startAutospin(context, { total: e.count, lossLimitCents: e.lossLimitCents, winLimitCents: e.winLimitCents, stopOnJackpot: e.stopOnJackpot }), context);
      }),
      stopAutospin: assign(({ context }) => taken(stopAutospin(context, 'player'), context)),
      endAutospin: assign(({ context, event }) => taken(stopAutospin(context, autospinStopReason(context, event as Extract<MonaLisaEvent, { type: 'AUTOSPIN_END' }>) ?? 'count'), context)),
      applyRules: assign(({ context, event }) => taken(applyRules(context, (event as Extract<MonaLisaEvent, { type: 'OPERATOR_SETTINGS' }>).rules), context)),
    },
  }).createMachine({
    id: MONA_LISA_MACHINE_ID,
    context: ({ input }) => initialContext(input),
    initial: 'ready',
    // Every state routes on the context after each press, so a restored snapshot lands where it was.
    states: {
      ready: {
        always: [{ guard: 'waiting', target: 'featureWaiting' }, { guard: 'featuring', target: 'feature' }],
        on: {
          PLAY: { guard: 'allowed', actions: 'play', target: 'ready', reenter: true },
          AUTO_STEP: { guard: 'allowed', actions: 'play', target: 'ready', reenter: true },
          BET_MAX: { guard: 'allowed', actions: 'betMax', target: 'ready', reenter: true },
          BET_NEXT: { guard: 'allowed', actions: 'changeBet' },
          LINES: { guard: 'allowed', actions: 'changeBet' },
          COINS: { guard: 'allowed', actions: 'changeBet' },
          COIN_VALUE: { guard: 'allowed', actions: 'changeBet' },
          AUTOSPIN: { guard: 'allowed', actions: 'startAutospin' },
          AUTOSPIN_STOP: { guard: 'allowed', actions: 'stopAutospin' },
          AUTOSPIN_END: { guard: 'allowed', actions: 'endAutospin' },
          OPERATOR_SETTINGS: { guard: 'allowed', actions: 'applyRules' },
        },
      },
      featureWaiting: {
        on: {
          PLAY: { guard: 'allowed', actions: 'play', target: 'feature' },
          AUTOSPIN_STOP: { guard: 'allowed', actions: 'stopAutospin' },
        },
      },
      feature: {
        always: [{ guard: ({ context }) => !inFeature(context), target: 'ready' }],
        on: {
          PLAY: { guard: 'allowed', actions: 'play', target: 'feature', reenter: true },
          AUTO_STEP: { guard: 'allowed', actions: 'play', target: 'feature', reenter: true },
          AUTOSPIN_STOP: { guard: 'allowed', actions: 'stopAutospin' },
        },
      },
    },
  });
}

export type MonaLisaMachine = ReturnType<typeof createMonaLisaMachine>;
