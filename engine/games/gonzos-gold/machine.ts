/**
 * Gonzo's Gold as an XState machine. One state: the context says the phase (round.ts phaseOf:
 * between rounds, the Expanding Symbol's pick, free spins, an expansion due), so a restored
 * snapshot lands exactly where it was. Every event is checked by a guard that draws nothing,
 * then played by round.ts. Persistence as everywhere (DESIGN.md): no `after`, no `invoke`, the
 * Rng closed over, the context JSON.
 */
import { assign, setup } from 'xstate';
import type { Rng } from '../../core/rng';
import {
  applyRules,
  autospinStopReason,
  changeBet,
  expand,
  freeSpin,
  initialContext,
  isRefusal,
  nextBet,
  paidSpin,
  paidSpinRefusal,
  phaseOf,
  revealExpanding,
  startAutospin,
  stopAutospin,
  type Balances,
  type GonzoAutoplaySetup,
  type GonzoContext,
  type GonzoRules,
  type Refusal,
} from './round';

export const GONZO_MACHINE_ID = 'gonzos-gold';
/** Bump when the context shape or the states change: stored snapshots carry it. */
export const GONZO_MACHINE_VERSION = 1;

export type GonzoEvent =
  | ({ readonly type: 'PLAY' } & Balances)
  | ({ readonly type: 'AUTO_STEP' } & Balances)
  | { readonly type: 'PICK'; readonly cover: number }
  | { readonly type: 'BET_NEXT' }
  | { readonly type: 'TOTAL_BET'; readonly cents: number }
  | ({ readonly type: 'AUTOSPIN' } & GonzoAutoplaySetup)
  | { readonly type: 'AUTOSPIN_STOP' }
  | ({ readonly type: 'AUTOSPIN_END' } & Balances)
  | { readonly type: 'POWER_UP' }
  | { readonly type: 'OPERATOR_SETTINGS'; readonly rules: GonzoRules };

const refused = (result: GonzoContext | Refusal): string | null => (isRefusal(result) ? result.refused : null);

const setupOf = (e: GonzoAutoplaySetup): GonzoAutoplaySetup => ({
  count: e.count,
  stopOnAnyWin: e.stopOnAnyWin,
  winLimitCents: e.winLimitCents,
  balanceUpCents: e.balanceUpCents,
  balanceDownCents: e.balanceDownCents,
});

/** What an event would do, without drawing: a refusal the player reads, or null when it is taken. */
export function refusalOf(context: GonzoContext, event: GonzoEvent): string | null {
  const phase = phaseOf(context);
  switch (event.type) {
    case 'PLAY':
      // PLAY reveals a waiting Expanding Symbol and plays the free spins as the pace would.
      return phase === 'ready' ? paidSpinRefusal(context, event) : null;
    case 'AUTO_STEP':
      // Free spins and expansions run by themselves; the reveal waits for the player unless autoplay runs.
      if (phase === 'free' || phase === 'expansion') return null;
      if (phase === 'pick') return context.autospin ? null : 'touch a stone to reveal the Expanding Symbol';
      if (!context.autospin) return 'no autoplay is running';
      return autospinStopReason(context, event) ?? paidSpinRefusal(context, event);
    case 'AUTOSPIN_END':
      return context.autospin && phase === 'ready' && autospinStopReason(context, event) !== null ? null : 'autoplay goes on';
    case 'PICK':
      return phase === 'pick' ? null : 'no Expanding Symbol waits to be revealed';
    case 'BET_NEXT':
      return refused(changeBet(context, nextBet(context)));
    case 'TOTAL_BET':
      return refused(changeBet(context, event.cents));
    case 'AUTOSPIN':
      return refused(startAutospin(context, setupOf(event)));
    case 'AUTOSPIN_STOP':
      return context.autospin ? null : 'autoplay is not running';
    case 'POWER_UP':
      return context.autospin ? null : 'autoplay is not running';
    case 'OPERATOR_SETTINGS':
      return refused(applyRules(context, event.rules));
  }
}

const taken = (result: GonzoContext | Refusal, context: GonzoContext): GonzoContext => (isRefusal(result) ? context : result);

/** PLAY or the pace's press: whatever the phase asks for next. */
function advance(rng: Rng, context: GonzoContext, balances: Balances, auto: boolean): GonzoContext | Refusal {
  switch (phaseOf(context)) {
    case 'pick':
      return revealExpanding(rng, context, null, auto ? 'autospin-reveal' : 'reveal');
    case 'free':
      return freeSpin(rng, context, 'free-spin');
    case 'expansion':
      return expand(context, 'expansion');
    case 'ready':
      return paidSpin(rng, context, balances, auto ? 'autospin' : 'spin');
  }
}

export function createGonzoMachine(rng: Rng) {
  return setup({
    types: { context: {} as GonzoContext, events: {} as GonzoEvent, input: {} as GonzoRules },
    guards: {
      allowed: ({ context, event }) => refusalOf(context, event) === null,
    },
    actions: {
      play: assign(({ context, event }) => {
        const e = event as Extract<GonzoEvent, { type: 'PLAY' | 'AUTO_STEP' }>;
        return taken(advance(rng, context, e, e.type === 'AUTO_STEP'), context);
      }),
      pick: assign(({ context, event }) => taken(revealExpanding(rng, context, (event as Extract<GonzoEvent, { type: 'PICK' }>).cover, 'reveal'), context)),
      changeBet: assign(({ context, event }) => taken(changeBet(context, event.type === 'TOTAL_BET' ? event.cents : nextBet(context)), context)),
      startAutospin: assign(({ context, event }) => taken(startAutospin(context, setupOf(event as Extract<GonzoEvent, { type: 'AUTOSPIN' }>)), context)),
      stopAutospin: assign(({ context }) => taken(stopAutospin(context, 'player'), context)),
      powerUp: assign(({ context }) => taken(stopAutospin(context, 'power'), context)),
      endAutospin: assign(({ context, event }) => taken(stopAutospin(context, autospinStopReason(context, event as Extract<GonzoEvent, { type: 'AUTOSPIN_END' }>) ?? 'count'), context)),
      applyRules: assign(({ context, event }) => taken(applyRules(context, (event as Extract<GonzoEvent, { type: 'OPERATOR_SETTINGS' }>).rules), context)),
    },
  }).createMachine({
    id: GONZO_MACHINE_ID,
    context: ({ input }) => initialContext(input),
    initial: 'table',
    states: {
      table: {
        on: {
          PLAY: { guard: 'allowed', actions: 'play' },
          AUTO_STEP: { guard: 'allowed', actions: 'play' },
          PICK: { guard: 'allowed', actions: 'pick' },
          BET_NEXT: { guard: 'allowed', actions: 'changeBet' },
          TOTAL_BET: { guard: 'allowed', actions: 'changeBet' },
          AUTOSPIN: { guard: 'allowed', actions: 'startAutospin' },
          AUTOSPIN_STOP: { guard: 'allowed', actions: 'stopAutospin' },
          AUTOSPIN_END: { guard: 'allowed', actions: 'endAutospin' },
          POWER_UP: { guard: 'allowed', actions: 'powerUp' },
          OPERATOR_SETTINGS: { guard: 'allowed', actions: 'applyRules' },
        },
      },
    },
  });
}

export type GonzoMachine = ReturnType<typeof createGonzoMachine>;
