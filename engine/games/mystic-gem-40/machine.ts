/**
 * 40 Mystic Gem as an XState machine. Its states are the player's situations — between games
 * (`ready`), a win waiting for COLLECT or the double up (`won`), the double-up screen
 * (`gamble`), the Jackpot Cards pick (`jackpotCards`) — and every event is checked by a guard
 * that draws nothing, then played by round.ts. Persistence as everywhere (DESIGN.md): no
 * `after`, no `invoke`, the Rng closed over, the context JSON.
 */
import { assign, setup } from 'xstate';
import type { Rng } from '../../core/rng';
import type { BonusSpinsGrant } from '../../features/bonus-spins';
import type { GambleChoice } from '../../features/gamble';
import {
  applyRules,
  autospinStopReason,
  cancelFreeRounds,
  changeBet,
  chooseMode,
  collectWin,
  gambleGuess,
  grantFreeRounds,
  initialContext,
  isRefusal,
  nextTotalBet,
  paidSpin,
  paidSpinRefusal,
  phaseOf,
  pickCard,
  startAutospin,
  startGamble,
  stopAutospin,
  type Balances,
  type MysticGemContext,
  type MysticGemMode,
  type MysticGemRules,
  type Refusal,
} from './round';

export const MYSTIC_GEM_MACHINE_ID = 'mystic-gem-40';
/** Bump when the context shape or the states change: stored snapshots carry it. */
export const MYSTIC_GEM_MACHINE_VERSION = 1;

export type MysticGemEvent =
  | ({ readonly type: 'PLAY' } & Balances)
  | ({ readonly type: 'AUTO_STEP' } & Balances)
  | { readonly type: 'COLLECT' }
  | { readonly type: 'BET_NEXT' }
  | { readonly type: 'TOTAL_BET'; readonly cents: number }
  | { readonly type: 'MODE'; readonly mode: MysticGemMode }
  | { readonly type: 'GAMBLE' }
  | { readonly type: 'GUESS'; readonly colour: GambleChoice }
  | ({ readonly type: 'CARD'; readonly index: number } & Balances)
  | { readonly type: 'AUTOSPIN'; readonly count: number; readonly lossLimitCents: number; readonly winLimitCents: number | null; readonly stopOnJackpot: boolean }
  | { readonly type: 'AUTOSPIN_STOP' }
  | ({ readonly type: 'AUTOSPIN_END' } & Balances)
  | { readonly type: 'OPERATOR_SETTINGS'; readonly rules: MysticGemRules }
  /** The operator's Bonus Spin Mode grant from the service menu, and its cancellation. */
  | { readonly type: 'BONUS_SPINS_GRANT'; readonly grant: BonusSpinsGrant }
  | { readonly type: 'BONUS_SPINS_CANCEL'; readonly by: string; readonly atMs: number };

const refused = (result: MysticGemContext | Refusal): string | null => (isRefusal(result) ? result.refused : null);

/** What an event would do, without drawing: a refusal the player reads, or null when it is taken. */
export function refusalOf(context: MysticGemContext, event: MysticGemEvent): string | null {
  const phase = phaseOf(context);
  switch (event.type) {
    case 'PLAY':
      // PLAY with a win waiting (or on the double-up screen) banks it, as the rule document's Start/Collect.
      if (phase === 'won' || phase === 'gamble') return null;
      if (phase === 'jackpotCards') return 'pick a card';
      return paidSpinRefusal(context, event);
    case 'AUTO_STEP':
      if (!context.autospin) return 'no autospin is running';
      if (phase === 'won') return null;
      if (phase !== 'ready') return 'autospin waits';
      return autospinStopReason(context, event) ?? paidSpinRefusal(context, event);
    case 'AUTOSPIN_END':
      return context.autospin && phase === 'ready' && autospinStopReason(context, event) !== null ? null : 'autospin goes on';
    case 'COLLECT':
      return phase === 'won' || phase === 'gamble' ? null : 'nothing to collect in the game';
    case 'BET_NEXT':
      return refused(changeBet(context, nextTotalBet(context)));
    case 'TOTAL_BET':
      return refused(changeBet(context, event.cents));
    case 'MODE':
      return refused(chooseMode(context, event.mode));
    case 'GAMBLE':
      return refused(startGamble(context));
    case 'GUESS':
      return context.gamble ? null : 'the double up is not open';
    case 'CARD':
      return refused(pickCard(context, event.index, event));
    case 'AUTOSPIN':
      return refused(startAutospin(context, { total: event.count, lossLimitCents: event.lossLimitCents, winLimitCents: event.winLimitCents, stopOnJackpot: event.stopOnJackpot }));
    case 'AUTOSPIN_STOP':
      return context.autospin ? null : 'autospin is not running';
    case 'OPERATOR_SETTINGS':
      return refused(applyRules(context, event.rules));
    case 'BONUS_SPINS_GRANT':
      return refused(grantFreeRounds(context, event.grant));
    case 'BONUS_SPINS_CANCEL':
      return refused(cancelFreeRounds(context, event.by, event.atMs));
  }
}

const taken = (result: MysticGemContext | Refusal, context: MysticGemContext): MysticGemContext => (isRefusal(result) ? context : result);

export function createMysticGemMachine(rng: Rng) {
  return setup({
    types: { context: {} as MysticGemContext, events: {} as MysticGemEvent, input: {} as MysticGemRules },
    guards: {
      allowed: ({ context, event }) => refusalOf(context, event) === null,
    },
    actions: {
      play: assign(({ context, event }) => {
        const e = event as Extract<MysticGemEvent, { type: 'PLAY' | 'AUTO_STEP' }>;
        const phase = phaseOf(context);
        if (phase === 'won' || phase === 'gamble') return taken(collectWin(context, e.type === 'AUTO_STEP' ? 'autospin-collect' : 'collect'), context);
        return taken(paidSpin(rng, context, e, e.type === 'AUTO_STEP' ? 'autospin' : 'spin'), context);
      }),
      collect: assign(({ context }) => taken(collectWin(context), context)),
      changeBet: assign(({ context, event }) => {
        const cents = event.type === 'TOTAL_BET' ? event.cents : nextTotalBet(context);
        return taken(changeBet(context, cents), context);
      }),
      chooseMode: assign(({ context, event }) => taken(chooseMode(context, (event as Extract<MysticGemEvent, { type: 'MODE' }>).mode), context)),
      gamble: assign(({ context }) => taken(startGamble(context), context)),
      guess: assign(({ context, event }) => taken(gambleGuess(rng, context, (event as Extract<MysticGemEvent, { type: 'GUESS' }>).colour), context)),
      pick: assign(({ context, event }) => {
        const e = event as Extract<MysticGemEvent, { type: 'CARD' }>;
        return taken(pickCard(context, e.index, e), context);
      }),
      startAutospin: assign(({ context, event }) => {
        const e = event as Extract<MysticGemEvent, { type: 'AUTOSPIN' }>;
        return taken(startAutospin(context, { total: e.count, lossLimitCents: e.lossLimitCents, winLimitCents: e.winLimitCents, stopOnJackpot: e.stopOnJackpot }), context);
      }),
      stopAutospin: assign(({ context }) => taken(stopAutospin(context, 'player'), context)),
      endAutospin: assign(({ context, event }) => taken(stopAutospin(context, autospinStopReason(context, event as Extract<MysticGemEvent, { type: 'AUTOSPIN_END' }>) ?? 'count'), context)),
      applyRules: assign(({ context, event }) => taken(applyRules(context, (event as Extract<MysticGemEvent, { type: 'OPERATOR_SETTINGS' }>).rules), context)),
      grantBonusSpins: assign(({ context, event }) => taken(grantFreeRounds(context, (event as Extract<MysticGemEvent, { type: 'BONUS_SPINS_GRANT' }>).grant), context)),
      cancelBonusSpins: assign(({ context, event }) => {
        const e = event as Extract<MysticGemEvent, { type: 'BONUS_SPINS_CANCEL' }>;
        return taken(cancelFreeRounds(context, e.by, e.atMs), context);
      }),
    },
  }).createMachine({
    id: MYSTIC_GEM_MACHINE_ID,
    context: ({ input }) => initialContext(input),
    initial: 'table',
    // One state: the context says the phase (round.ts phaseOf), so a restored snapshot lands where it was.
    states: {
      table: {
        on: {
          PLAY: { guard: 'allowed', actions: 'play' },
          AUTO_STEP: { guard: 'allowed', actions: 'play' },
          COLLECT: { guard: 'allowed', actions: 'collect' },
          BET_NEXT: { guard: 'allowed', actions: 'changeBet' },
          TOTAL_BET: { guard: 'allowed', actions: 'changeBet' },
          MODE: { guard: 'allowed', actions: 'chooseMode' },
          GAMBLE: { guard: 'allowed', actions: 'gamble' },
          GUESS: { guard: 'allowed', actions: 'guess' },
          CARD: { guard: 'allowed', actions: 'pick' },
          AUTOSPIN: { guard: 'allowed', actions: 'startAutospin' },
          AUTOSPIN_STOP: { guard: 'allowed', actions: 'stopAutospin' },
          AUTOSPIN_END: { guard: 'allowed', actions: 'endAutospin' },
          OPERATOR_SETTINGS: { guard: 'allowed', actions: 'applyRules' },
          BONUS_SPINS_GRANT: { guard: 'allowed', actions: 'grantBonusSpins' },
          BONUS_SPINS_CANCEL: { guard: 'allowed', actions: 'cancelBonusSpins' },
        },
      },
    },
  });
}

export type MysticGemMachine = ReturnType<typeof createMysticGemMachine>;
