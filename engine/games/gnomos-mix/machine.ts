import { assertEvent, assign, setup } from 'xstate';
import type { Rng } from '../../core/rng';
import { isLowerBet, nextEnabledBet } from './bets';
import { initialGnomosContext, type GnomosContext, type GnomosInput } from './context';
import { changeBet, playPlainSpin } from './lower-steps';

/**
 * The Gnomos Mix round machine (lower game, plain spin so far).
 *
 * It reads like the rule book: the machine waits `ready` for PLAY or a bet change; PLAY takes
 * the stake and spins, and the reels stop in `reelsStopped`, a transient state whose `always`
 * transitions route the result. Today every result goes straight back to `ready`. Later rules
 * slot in as guarded branches there, checked before the fallback, e.g.
 *   3 Window → `cauldrons` (pick a lid), a prize ≤ Bell → `upNothing` / `upBonus` ladders,
 *   a losing spin with a pair → `holdOffered`, advances granted → `advancing`,
 *   Extra Spin drawn → `extraSpin`,
 * each ending back in `ready` when its round is over.
 *
 * Persistence rules (DESIGN.md): no `after`, no `invoke`, no timers; time comes in as events.
 * The Rng is closed over, never in context, so the context stays plain JSON and a stored
 * snapshot restores with `createActor(machine, { snapshot, input })`. The cabinet checks
 * `snapshot.can(event)` before sending, so every "not now" is a guard, never an exception.
 */

export const GNOMOS_MACHINE_ID = 'gnomos-mix';
/** Bump when the context shape or the states change: stored snapshots carry it. */
export const GNOMOS_MACHINE_VERSION = 1;

export type GnomosEvent =
  /** PLAY/ACCUMULATE with the cabinet's current balance (the game never holds the wallet). */
  | { readonly type: 'PLAY'; readonly creditsCents: number }
  /** A touch on one bet's icon. */
  | { readonly type: 'BET_SELECT'; readonly betCents: number }
  /** The BET button: next enabled bet, wrapping. */
  | { readonly type: 'BET_NEXT' };

export function createGnomosMixMachine(rng: Rng) {
  return setup({
    types: {
      context: {} as GnomosContext,
      events: {} as GnomosEvent,
      input: {} as GnomosInput,
    },
    guards: {
      /** The balance covers the bet. */
      creditCoversBet: ({ context, event }) =>
        event.type === 'PLAY' && Number.isSafeInteger(event.creditsCents) && event.creditsCents >= context.betCents,
      /** An enabled bet other than the current one. */
      betSelectable: ({ context, event }) =>
        event.type === 'BET_SELECT' &&
        isLowerBet(event.betCents) &&
        context.enabledBets.includes(event.betCents) &&
        event.betCents !== context.betCents,
      /** BET has somewhere to go. */
      severalBetsEnabled: ({ context }) => context.enabledBets.length > 1,
    },
    actions: {
      spinReels: assign(({ context, event }) => {
        assertEvent(event, 'PLAY');
        return playPlainSpin(context, event.creditsCents, rng);
      }),
      selectBet: assign(({ context, event }) => {
        assertEvent(event, 'BET_SELECT');
        if (!isLowerBet(event.betCents)) throw new RangeError(`not a lower-game bet: ${event.betCents}`);
        return changeBet(context, event.betCents);
      }),
      nextBet: assign(({ context }) => changeBet(context, nextEnabledBet(context.enabledBets, context.betCents))),
    },
  }).createMachine({
    id: GNOMOS_MACHINE_ID,
    version: String(GNOMOS_MACHINE_VERSION),
    context: ({ input }) => initialGnomosContext(input),
    initial: 'ready',
    states: {
      /** Waiting for the player: PLAY starts a round; the bet may change between rounds. */
      ready: {
        on: {
          PLAY: { guard: 'creditCoversBet', target: 'reelsStopped', actions: 'spinReels' },
          BET_SELECT: { guard: 'betSelectable', actions: 'selectBet' },
          BET_NEXT: { guard: 'severalBetsEnabled', actions: 'nextBet' },
        },
      },
      /** The reels have stopped and the line is paid; route what happens next. */
      reelsStopped: {
        always: [{ target: 'ready' }],
      },
    },
  });
}

export type GnomosMixMachine = ReturnType<typeof createGnomosMixMachine>;
