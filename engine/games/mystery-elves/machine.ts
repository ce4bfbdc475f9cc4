/**
 * Mystery Elves as an XState machine. One state: the context says the phase (context.ts
 * phaseOf), so a restored snapshot lands where it was. Every event is checked by a guard that
 * draws nothing (`refusalOf`), then played by round.ts, feature-round.ts, win-round.ts or
 * settle.ts. Persistence as everywhere (DESIGN.md): no `after`, no `invoke`, the Rng closed
 * over, the context JSON.
 */
import { assign, setup } from 'xstate';
import type { Rng } from '../../core/rng';
import type { GambleChoice } from '../../features/gamble';
import { initialContext, isRefusal, phaseOf, type Balances, type ElvesContext, type ElvesRules, type Refusal } from './context';
import { nextFeatureStep, playFeatureStep } from './feature-round';
import { applyRules, autospinStopReason, changeBet, nextTotalBet, paidSpin, paidSpinRefusal, startAutospin, stopAutospin } from './round';
import { settle, settleRefusal } from './settle';
import { collectWin, gambleGuess, gambleHalve, startGamble } from './win-round';

export const MYSTERY_ELVES_MACHINE_ID = 'mystery-elves';
/** Bump when the context shape or the states change: stored snapshots carry it. */
export const MYSTERY_ELVES_MACHINE_VERSION = 1;

export type ElvesEvent =
  | ({ readonly type: 'PLAY' } & Balances)
  | ({ readonly type: 'AUTO_STEP' } & Balances)
  | ({ readonly type: 'BUY' } & Balances)
  | ({ readonly type: 'COLLECT' } & Balances)
  | { readonly type: 'BET_NEXT' }
  | { readonly type: 'TOTAL_BET'; readonly cents: number }
  | ({ readonly type: 'GAMBLE' } & Balances)
  | ({ readonly type: 'GUESS'; readonly colour: GambleChoice } & Balances)
  | ({ readonly type: 'HALVE' } & Balances)
  | { readonly type: 'AUTOSPIN'; readonly count: number; readonly lossLimitCents: number; readonly winLimitCents: number | null }
  | { readonly type: 'AUTOSPIN_STOP' }
  | ({ readonly type: 'AUTOSPIN_END' } & Balances)
  | ({ readonly type: 'SETTLE' } & Balances)
  | { readonly type: 'OPERATOR_SETTINGS'; readonly rules: ElvesRules }
  /** After a power cut: autoplay's player may have gone (the rule document). */
  | { readonly type: 'POWER_UP' };

const refused = (result: ElvesContext | Refusal): string | null => (isRefusal(result) ? result.refused : null);

/** What an event would do, without drawing: a refusal the player reads, or null when it is taken. */
export function refusalOf(c: ElvesContext, event: ElvesEvent): string | null {
  const phase = phaseOf(c);
  switch (event.type) {
    case 'PLAY':
      // PLAY banks a waiting win (or the card screen's stake), starts or hurries the Hold and Win, or plays.
      if (phase === 'won' || phase === 'gamble') return null;
      if (nextFeatureStep(c) !== null) return null;
      return paidSpinRefusal(c, event, 'base');
    case 'AUTO_STEP':
      // The cabinet's pace: the Hold and Win's respins and reveals always; autoplay's games, wins and starts.
      if (phase === 'respins' || phase === 'reveal') return null;
      if (!c.autospin) return 'nothing runs by itself';
      if (phase === 'won' || phase === 'intro') return null;
      if (phase !== 'ready') return 'autoplay waits';
      return autospinStopReason(c, event) ?? paidSpinRefusal(c, event, 'base');
    case 'AUTOSPIN_END':
      return c.autospin && phase === 'ready' && autospinStopReason(c, event) !== null ? null : 'autoplay goes on';
    case 'BUY':
      return paidSpinRefusal(c, event, 'buy');
    case 'COLLECT':
      return phase === 'won' || phase === 'gamble' ? null : 'nothing to collect in the game';
    case 'BET_NEXT':
      return refused(changeBet(c, nextTotalBet(c)));
    case 'TOTAL_BET':
      return refused(changeBet(c, event.cents));
    case 'GAMBLE':
      return refused(startGamble(c, event));
    case 'GUESS':
      return c.gamble ? null : 'the gamble is not open';
    case 'HALVE':
      return refused(gambleHalve(c, event));
    case 'AUTOSPIN':
      return refused(startAutospin(c, { total: event.count, lossLimitCents: event.lossLimitCents, winLimitCents: event.winLimitCents }));
    case 'AUTOSPIN_STOP':
      return c.autospin ? null : 'autoplay is not running';
    case 'SETTLE':
      return settleRefusal(c, event);
    case 'OPERATOR_SETTINGS':
      return refused(applyRules(c, event.rules));
    case 'POWER_UP':
      return c.autospin ? null : 'autoplay is not running';
  }
}

const taken = (result: ElvesContext | Refusal, context: ElvesContext): ElvesContext => (isRefusal(result) ? context : result);
type Of<T extends ElvesEvent['type']> = Extract<ElvesEvent, { type: T }>;

/** PLAY and the pace's AUTO_STEP: whatever comes next in the round. */
function play(rng: Rng, c: ElvesContext, e: Of<'PLAY'> | Of<'AUTO_STEP'>): ElvesContext | Refusal {
  const auto = e.type === 'AUTO_STEP';
  const phase = phaseOf(c);
  if (phase === 'won' || phase === 'gamble') return collectWin(c, e, auto ? 'autospin-collect' : 'collect');
  if (nextFeatureStep(c) !== null) return playFeatureStep(rng, c, e, auto && phase === 'intro' ? 'autospin-' : '');
  return paidSpin(rng, c, e, 'base', auto ? 'autospin' : 'spin');
}

export function createMysteryElvesMachine(rng: Rng) {
  return setup({
    types: { context: {} as ElvesContext, events: {} as ElvesEvent, input: {} as ElvesRules },
    guards: {
      allowed: ({ context, event }) => refusalOf(context, event) === null,
    },
    actions: {
      play: assign(({ context, event }) => taken(play(rng, context, event as Of<'PLAY'> | Of<'AUTO_STEP'>), context)),
      buy: assign(({ context, event }) => taken(paidSpin(rng, context, event as Of<'BUY'>, 'buy', 'buy'), context)),
      collect: assign(({ context, event }) => taken(collectWin(context, event as Of<'COLLECT'>), context)),
      changeBet: assign(({ context, event }) => taken(changeBet(context, event.type === 'TOTAL_BET' ? event.cents : nextTotalBet(context)), context)),
      gamble: assign(({ context, event }) => taken(startGamble(context, event as Of<'GAMBLE'>), context)),
      guess: assign(({ context, event }) => {
        const e = event as Of<'GUESS'>;
        return taken(gambleGuess(rng, context, e, e.colour), context);
      }),
      halve: assign(({ context, event }) => taken(gambleHalve(context, event as Of<'HALVE'>), context)),
      startAutospin: assign(({ context, event }) => {
        const e = event as Of<'AUTOSPIN'>;
        return taken(startAutospin(context, { total: e.count, lossLimitCents: e.lossLimitCents, winLimitCents: e.winLimitCents }), context);
      }),
      stopAutospin: assign(({ context }) => taken(stopAutospin(context, 'player'), context)),
      endAutospin: assign(({ context, event }) => taken(stopAutospin(context, autospinStopReason(context, event as Of<'AUTOSPIN_END'>) ?? 'count'), context)),
      settle: assign(({ context, event }) => taken(settle(rng, context, event as Of<'SETTLE'>), context)),
      applyRules: assign(({ context, event }) => taken(applyRules(context, (event as Of<'OPERATOR_SETTINGS'>).rules), context)),
      powerUp: assign(({ context }) => taken(stopAutospin(context, 'power'), context)),
    },
  }).createMachine({
    id: MYSTERY_ELVES_MACHINE_ID,
    context: ({ input }) => initialContext(input),
    initial: 'table',
    states: {
      table: {
        on: {
          PLAY: { guard: 'allowed', actions: 'play' },
          AUTO_STEP: { guard: 'allowed', actions: 'play' },
          BUY: { guard: 'allowed', actions: 'buy' },
          COLLECT: { guard: 'allowed', actions: 'collect' },
          BET_NEXT: { guard: 'allowed', actions: 'changeBet' },
          TOTAL_BET: { guard: 'allowed', actions: 'changeBet' },
          GAMBLE: { guard: 'allowed', actions: 'gamble' },
          GUESS: { guard: 'allowed', actions: 'guess' },
          HALVE: { guard: 'allowed', actions: 'halve' },
          AUTOSPIN: { guard: 'allowed', actions: 'startAutospin' },
          AUTOSPIN_STOP: { guard: 'allowed', actions: 'stopAutospin' },
          AUTOSPIN_END: { guard: 'allowed', actions: 'endAutospin' },
          SETTLE: { guard: 'allowed', actions: 'settle' },
          OPERATOR_SETTINGS: { guard: 'allowed', actions: 'applyRules' },
          POWER_UP: { guard: 'allowed', actions: 'powerUp' },
        },
      },
    },
  });
}

export type MysteryElvesMachine = ReturnType<typeof createMysteryElvesMachine>;
