import { assertEvent, assign, setup } from 'xstate';
import type { Rng } from '../../../core/rng';
import { isTuningLevel, tuningForLevel } from '../tuning/level-table';
import type { GnomosLevelTuning } from '../tuning/gnomos-tuning';
import { balancesCoverUpperBet, isUpperBetId } from '../upper/bets';
import { isValidAutoSetEvent, setAutoLights } from './auto-lights';
import { changeUpperBet } from './bet-change';
import { nextEnabledUpperBet } from './bet-setup';
import { createUpperRoundChildren, isChildOver } from './children';
import { initialUpperRoundContext, type UpperRoundContext, type UpperRoundInput } from './context';
import { doubleOrBonusesTakes, playDoubleOrBonuses } from './double-or-bonuses-round';
import { minigameTakes, playMinigame } from './minigame-round';
import type { UpperRoundDeps } from './round-deps';
import { playUpperRoundSpin } from './spin-round';

/**
 * The Gnomos Mix upper round, as docs/games/gnomos-mix-rounds.md ("Upper game") orders it:
 *
 *   ready ── PLAY ──▶ reelsStopped ─┬─ minigame started ─────────▶ minigame
 *                                   ├─ prize to Double-or-Bonuses ▶ doubleOrBonuses
 *                                   └─ nothing won / paid directly ▶ ready
 *   minigame ── PLAY | AUTO_STEP | COLLECT | PICK | HOLD ──▶ minigamePlayed
 *                 ─┬─ still playing ▶ minigame ─┬─ its cash to Double-or-Bonuses ▶ doubleOrBonuses
 *                                               └─ paid directly ▶ ready
 *   doubleOrBonuses ── PLAY | AUTO_STEP | COLLECT | COLLECT_ALL ──▶ doubleOrBonusesPlayed
 *                 ─┬─ a fraction still in play ▶ doubleOrBonuses
 *                  └─ over ▶ ready (the round ends)
 *   AUTO_SET in every resting state; BET_SELECT / BET_NEXT in ready only.
 *
 * The minigames and Double-or-Bonuses are child machines whose persisted snapshots live in the
 * context (engine/core/child-machine.ts); which minigame is in `context.minigame.kind`. The
 * transient states only route on what the child became, so every resting state is one the
 * rules name.
 *
 * Persistence rules: no `after`, no `invoke`, no timers (time comes in as AUTO_STEP); the Rng
 * and the tuning are closed over, the context is plain JSON; every accepted event writes one
 * step with a higher seq (several steps in one event are merged); what the round cannot take
 * now is refused by guards, so the cabinet can check `snapshot.can(event)` first.
 */

export const UPPER_ROUND_MACHINE_ID = 'gnomos-mix-upper-round';
/** Bump when the context shape or the states change: stored snapshots carry it. */
export const UPPER_ROUND_MACHINE_VERSION = 1;

/** The cabinet's balances and the tuning level travel with PLAY and AUTO_STEP: the game never holds the wallet. */
interface WithBalances {
  readonly creditsCents: number;
  readonly bonusesHeld: number;
  readonly level: number;
}

export type UpperRoundEvent =
  /** PLAY/ACCUMULATE: spin in ready; the highlighted item (Three Choices: discard) in a minigame; risk in Double-or-Bonuses. */
  | ({ readonly type: 'PLAY' } & WithBalances)
  /** The cabinet's AUTO-PLAY / AUTO-RISK beat inside a round (in ready the cabinet sends PLAY instead). */
  | ({ readonly type: 'AUTO_STEP' } & WithBalances)
  /** COLLECT: Three Choices accepts the offer; Double-or-Bonuses banks the fraction in play. */
  | { readonly type: 'COLLECT' }
  /** COLLECT held: Double-or-Bonuses banks the whole prize. */
  | { readonly type: 'COLLECT_ALL' }
  /** ADVANCE/HOLD under a reel: the minigame item above it. */
  | { readonly type: 'HOLD'; readonly reel: 0 | 1 | 2 }
  /** A touch on a minigame item. */
  | { readonly type: 'PICK'; readonly index: number }
  /** A touch on one bet's icon. */
  | { readonly type: 'BET_SELECT'; readonly betId: string }
  /** The BET button: the next enabled bet, wrapping. */
  | { readonly type: 'BET_NEXT' }
  /** The AUTO-PLAY and AUTO-RISK lights. */
  | { readonly type: 'AUTO_SET'; readonly autoPlay: boolean; readonly autoRisk: boolean };

export function createUpperRoundMachine(rng: Rng, tuning: (level: number) => GnomosLevelTuning = tuningForLevel) {
  const deps: UpperRoundDeps = { rng, tuning, children: createUpperRoundChildren(rng) };
  return setup({
    types: {
      context: {} as UpperRoundContext,
      events: {} as UpperRoundEvent,
      input: {} as UpperRoundInput,
    },
    guards: {
      /** The balances cover the bet's cash and bonuses, and the level has tables. */
      canSpin: ({ context, event }) =>
        event.type === 'PLAY' && isTuningLevel(event.level) && balancesCoverUpperBet(context.betId, event.creditsCents, event.bonusesHeld),
      /** An enabled bet other than the current one. */
      betSelectable: ({ context, event }) =>
        event.type === 'BET_SELECT' && isUpperBetId(event.betId) && context.enabledBets.includes(event.betId) && event.betId !== context.betId,
      /** BET has somewhere to go. */
      severalBetsEnabled: ({ context }) => context.enabledBets.length > 1,
      validAutoSet: ({ event }) => isValidAutoSetEvent(event),
      minigameTakes: ({ context, event }) => minigameTakes(context, event, deps),
      doubleOrBonusesTakes: ({ context, event }) => doubleOrBonusesTakes(context, event, deps),
      minigameRunning: ({ context }) => context.minigame !== null && !isChildOver(context.minigame.snapshot),
      doubleOrBonusesRunning: ({ context }) => context.doubleOrBonuses !== null && !isChildOver(context.doubleOrBonuses.snapshot),
    },
    actions: {
      spin: assign(({ context, event }) => {
        assertEvent(event, 'PLAY');
        return playUpperRoundSpin(context, event, deps);
      }),
      selectBet: assign(({ context, event }) => {
        assertEvent(event, 'BET_SELECT');
        if (!isUpperBetId(event.betId)) throw new RangeError(`not an upper-game bet: ${event.betId}`);
        return changeUpperBet(context, event.betId);
      }),
      nextBet: assign(({ context }) => changeUpperBet(context, nextEnabledUpperBet(context.enabledBets, context.betId))),
      setAuto: assign(({ context, event }) => {
        assertEvent(event, 'AUTO_SET');
        return setAutoLights(context, event, deps);
      }),
      playMinigame: assign(({ context, event }) => playMinigame(context, event, deps)),
      playDoubleOrBonuses: assign(({ context, event }) => playDoubleOrBonuses(context, event, deps)),
    },
  }).createMachine({
    id: UPPER_ROUND_MACHINE_ID,
    version: String(UPPER_ROUND_MACHINE_VERSION),
    context: ({ input }) => initialUpperRoundContext(input),
    initial: 'ready',
    states: {
      /** Between rounds: PLAY spins; the bet may change. */
      ready: {
        on: {
          PLAY: { guard: 'canSpin', target: 'reelsStopped', actions: 'spin' },
          BET_SELECT: { guard: 'betSelectable', actions: 'selectBet' },
          BET_NEXT: { guard: 'severalBetsEnabled', actions: 'nextBet' },
          AUTO_SET: { guard: 'validAutoSet', actions: 'setAuto' },
        },
      },
      /** The reels stopped and the lines are paid: a minigame, Double-or-Bonuses, or the round is over. */
      reelsStopped: {
        always: [
          { guard: 'minigameRunning', target: 'minigame' },
          { guard: 'doubleOrBonusesRunning', target: 'doubleOrBonuses' },
          { target: 'ready' },
        ],
      },
      /** A minigame replaces the spin prize; its buttons go to it. */
      minigame: {
        on: {
          PLAY: { guard: 'minigameTakes', target: 'minigamePlayed', actions: 'playMinigame' },
          AUTO_STEP: { guard: 'minigameTakes', target: 'minigamePlayed', actions: 'playMinigame' },
          COLLECT: { guard: 'minigameTakes', target: 'minigamePlayed', actions: 'playMinigame' },
          PICK: { guard: 'minigameTakes', target: 'minigamePlayed', actions: 'playMinigame' },
          HOLD: { guard: 'minigameTakes', target: 'minigamePlayed', actions: 'playMinigame' },
          AUTO_SET: { guard: 'validAutoSet', actions: 'setAuto' },
        },
      },
      /** The minigame took a button: it plays on, or its prize went on to Double-or-Bonuses (or was paid directly). */
      minigamePlayed: {
        always: [
          { guard: 'minigameRunning', target: 'minigame' },
          { guard: 'doubleOrBonusesRunning', target: 'doubleOrBonuses' },
          { target: 'ready' },
        ],
      },
      /** The round's prize is risked fraction by fraction, or banked. */
      doubleOrBonuses: {
        on: {
          PLAY: { guard: 'doubleOrBonusesTakes', target: 'doubleOrBonusesPlayed', actions: 'playDoubleOrBonuses' },
          AUTO_STEP: { guard: 'doubleOrBonusesTakes', target: 'doubleOrBonusesPlayed', actions: 'playDoubleOrBonuses' },
          COLLECT: { guard: 'doubleOrBonusesTakes', target: 'doubleOrBonusesPlayed', actions: 'playDoubleOrBonuses' },
          COLLECT_ALL: { guard: 'doubleOrBonusesTakes', target: 'doubleOrBonusesPlayed', actions: 'playDoubleOrBonuses' },
          AUTO_SET: { guard: 'validAutoSet', actions: 'setAuto' },
        },
      },
      /** Double-or-Bonuses took a button: a fraction is still in play, or it is over and so is the round. */
      doubleOrBonusesPlayed: {
        always: [{ guard: 'doubleOrBonusesRunning', target: 'doubleOrBonuses' }, { target: 'ready' }],
      },
    },
  });
}

export type UpperRoundMachine = ReturnType<typeof createUpperRoundMachine>;
