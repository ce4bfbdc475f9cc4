import { assertEvent, assign, setup } from 'xstate';
import type { Rng } from '../../../core/rng';
import {
  collectAll,
  collectFraction,
  initialDoubleOrBonusesContext,
  riskFraction,
  setAutoRisk,
  type DoubleOrBonusesContext,
  type DoubleOrBonusesInput,
} from './double-or-bonuses-steps';

/**
 * The Double-or-Bonuses machine of the Gnomos Mix upper game: one actor per prize. The rules as
 * implemented are in double-or-bonuses-steps.ts and docs/games/gnomos-mix-upper.md.
 *
 *   settling (transient) ── endReason set ──▶ over (final)
 *        ▲   └──────────── otherwise ───────▶ offered
 *        └── PLAY | TICK (auto-risk) | COLLECT | HOLD_COLLECT ──┘   (AUTO_RISK stays in offered)
 *
 * A prize that is not offered (the bet's maximum, or more than 6,000 bonuses held) starts the
 * machine with its direct-payment step already in context and goes straight to `over`.
 *
 * Persistence (DESIGN.md): no `after`, no `invoke`; AUTO-RISK's pace comes from the host as TICK
 * events. The Rng is closed over; the context is plain JSON.
 */

export const DOUBLE_OR_BONUSES_MACHINE_ID = 'gnomos-mix-upper-double-or-bonuses';
/** Bump when the context shape or the states change: stored snapshots carry it. */
export const DOUBLE_OR_BONUSES_MACHINE_VERSION = 1;

export type DoubleOrBonusesEvent =
  /** PLAY/ACCUMULATE: risk the fraction in play. */
  | { readonly type: 'PLAY' }
  /** COLLECT pressed: bank the fraction in play. */
  | { readonly type: 'COLLECT' }
  /** COLLECT held: bank the whole remaining prize. */
  | { readonly type: 'HOLD_COLLECT' }
  /** The AUTO-RISK light switched on or off. */
  | { readonly type: 'AUTO_RISK'; readonly on: boolean }
  /** The host scheduler's beat while AUTO-RISK is on: risks the fraction in play. */
  | { readonly type: 'TICK' };

export function createDoubleOrBonusesMachine(rng: Rng) {
  return setup({
    types: {
      context: {} as DoubleOrBonusesContext,
      events: {} as DoubleOrBonusesEvent,
      input: {} as DoubleOrBonusesInput,
    },
    guards: {
      isOver: ({ context }) => context.endReason !== null,
      autoRiskOn: ({ context }) => context.autoRisk,
      autoRiskChanges: ({ context, event }) => event.type === 'AUTO_RISK' && typeof event.on === 'boolean' && event.on !== context.autoRisk,
    },
    actions: {
      risk: assign(({ context }) => riskFraction(context, rng, 'risk')),
      autoRisk: assign(({ context }) => riskFraction(context, rng, 'auto-risk')),
      collect: assign(({ context }) => collectFraction(context)),
      collectAll: assign(({ context }) => collectAll(context)),
      toggleAutoRisk: assign(({ context, event }) => {
        assertEvent(event, 'AUTO_RISK');
        return setAutoRisk(context, event.on);
      }),
    },
  }).createMachine({
    id: DOUBLE_OR_BONUSES_MACHINE_ID,
    version: String(DOUBLE_OR_BONUSES_MACHINE_VERSION),
    context: ({ input }) => initialDoubleOrBonusesContext(input),
    initial: 'settling',
    states: {
      /** Route after every settling event: over, or the next decision. */
      settling: {
        always: [{ guard: 'isOver', target: 'over' }, { target: 'offered' }],
      },
      /** A fraction is in play: the player (or AUTO-RISK) decides. */
      offered: {
        on: {
          PLAY: { target: 'settling', actions: 'risk' },
          TICK: { guard: 'autoRiskOn', target: 'settling', actions: 'autoRisk' },
          COLLECT: { target: 'settling', actions: 'collect' },
          HOLD_COLLECT: { target: 'settling', actions: 'collectAll' },
          AUTO_RISK: { guard: 'autoRiskChanges', actions: 'toggleAutoRisk' },
        },
      },
      /** Every fraction is settled: banked, converted, or paid at the maximum or bonus limit. */
      over: { type: 'final' },
    },
  });
}

export type DoubleOrBonusesMachine = ReturnType<typeof createDoubleOrBonusesMachine>;
