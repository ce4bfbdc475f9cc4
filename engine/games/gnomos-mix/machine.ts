import { assign, setup, type AnyEventObject } from 'xstate';
import { childCan, childContext, patchChildContext, restoreChild, sendToChild, startChild } from '../../core/child-machine';
import { mergeSteps, type RoundStep } from '../../core/round-step';
import type { Rng } from '../../core/rng';
import { createLowerRoundMachine, isLowerRoundIdle, LOWER_ROUND_MACHINE_VERSION, type LowerRoundContext } from './lower-round';
import { tuningForLevel } from './tuning/level-table';
import type { GnomosLevelTuning } from './tuning/gnomos-tuning';
import { balancesCoverUpperBet, DEFAULT_UPPER_BET_ID, isUpperBetId, UPPER_BET_IDS, type UpperBetId } from './upper/bets';
import { isLowerBet, resolveLowerBetSetup } from './bets';
import { createUpperRoundMachine, isUpperRoundIdle, UPPER_ROUND_MACHINE_VERSION, type UpperRoundContext } from './upper-round';

/**
 * Gnomos Mix as one machine: the lower game and the upper game, GAME CHANGE between them, and
 * the three lights the player keeps for both (AUTO-PLAY with its count, AUTO-RISK, AUTO-ADVANCES).
 *
 * Each game is its own round machine (lower-round/, upper-round/), run as a child: its persisted
 * snapshot is a field of this context and is stepped with xstate's pure `transition`
 * (engine/core/child-machine.ts). Both children live for the whole game, so each remembers its
 * bet and, after a power cut, exactly where its round stood. This machine only routes the
 * player's events to the game in play, turns AUTO-PLAY into PLAY in an idle game, and switches
 * games. One `seq` runs through everything: it is handed to the child with every event.
 *
 * Persistence as everywhere (DESIGN.md): no `after`, no `invoke`, Rng closed over, context JSON.
 */

export const GNOMOS_MACHINE_ID = 'gnomos-mix';
/**
 * Bump when the context shape or the states change (here or in a child): stored snapshots carry it.
 * 2: both games with every feature (1 was the lower game's plain spin).
 */
export const GNOMOS_MACHINE_VERSION = 100 + 10 * LOWER_ROUND_MACHINE_VERSION + UPPER_ROUND_MACHINE_VERSION;

export type GnomosGame = 'lower' | 'upper';

export interface GnomosInput {
  /** The operator's enabled lower bets: a non-empty subset of LOWER_BETS_CENTS. */
  readonly enabledBets: readonly number[];
  /** The lower bet to start with; if it is not enabled, the first enabled bet is used. */
  readonly betCents: number;
  /** The operator's enabled upper bets (default: all). */
  readonly enabledUpperBets?: readonly string[];
  readonly upperBetId?: string;
}

export interface GnomosContext {
  readonly active: GnomosGame;
  /** The lower round machine's persisted snapshot. */
  readonly lower: unknown;
  /** The upper round machine's persisted snapshot. */
  readonly upper: unknown;
  /** AUTO-PLAY games left; 0 when off. */
  readonly autoPlay: number;
  readonly autoRisk: boolean;
  readonly autoAdvances: boolean;
  readonly seq: number;
  readonly step: RoundStep | null;
}

/** What the player's balances are when an event is sent: the game never holds the wallet. */
interface Balances {
  readonly creditsCents: number;
  readonly bonusesHeld: number;
  /** The tuning level of a round this event may start (the cabinet's cycle control picks it). */
  readonly level: number;
}

export type GnomosEvent =
  /** PLAY/ACCUMULATE: starts a game, plays the held game, risks, picks — whatever it means now. */
  | ({ readonly type: 'PLAY' } & Balances)
  /** The cabinet's automatic press while AUTO-PLAY / AUTO-RISK / AUTO-ADVANCES is lit. */
  | ({ readonly type: 'AUTO_STEP' } & Balances)
  | { readonly type: 'COLLECT' }
  | { readonly type: 'COLLECT_ALL' }
  | { readonly type: 'HOLD'; readonly reel: number }
  | { readonly type: 'PICK'; readonly index: number }
  | { readonly type: 'BET_SELECT'; readonly betCents: number }
  | { readonly type: 'UPPER_BET_SELECT'; readonly betId: string }
  | { readonly type: 'BET_NEXT' }
  | { readonly type: 'GAME_CHANGE'; readonly creditsCents: number; readonly bonusesHeld: number }
  | { readonly type: 'AUTO_PLAY'; readonly games: number }
  | { readonly type: 'AUTO_RISK'; readonly on: boolean }
  | { readonly type: 'AUTO_ADVANCES'; readonly on: boolean }
  /**
   * The operator's bets changed (service menu, config): taken only with both games idle. A bet in
   * use that is no longer enabled gives way to the operator's default (lower) or the usual one (upper).
   */
  | { readonly type: 'OPERATOR_BETS'; readonly enabledBets: readonly number[]; readonly betCents: number; readonly enabledUpperBets: readonly string[] };

export const MAX_AUTO_PLAY_GAMES = 100;

type Machines = { readonly lower: ReturnType<typeof createLowerRoundMachine>; readonly upper: ReturnType<typeof createUpperRoundMachine> };

function isBalances(event: AnyEventObject): event is AnyEventObject & Balances {
  const e = event as Partial<Balances>;
  return Number.isSafeInteger(e.creditsCents) && Number.isSafeInteger(e.bonusesHeld) && Number.isSafeInteger(e.level);
}

/** The event the game in play gets for a player's event (null: it has no meaning there). */
function childEvent(active: GnomosGame, event: GnomosEvent): AnyEventObject | null {
  switch (event.type) {
    case 'PLAY':
    case 'AUTO_STEP':
      return active === 'lower'
        ? { type: event.type, creditsCents: event.creditsCents, level: event.level }
        : { type: event.type, creditsCents: event.creditsCents, bonusesHeld: event.bonusesHeld, level: event.level };
    case 'COLLECT':
    case 'HOLD':
    case 'PICK':
    case 'BET_NEXT':
      return event;
    case 'COLLECT_ALL':
      return active === 'upper' ? event : null;
    case 'BET_SELECT':
      return active === 'lower' ? event : null;
    case 'UPPER_BET_SELECT':
      return active === 'upper' ? { type: 'BET_SELECT', betId: event.betId } : null;
    default:
      return null;
  }
}

/** The upper bet in force after the enabled ones change: the one in use if still enabled, else the usual default, else the first. */
function upperBetAfter(current: string, enabled: readonly UpperBetId[]): UpperBetId {
  if (isUpperBetId(current) && enabled.includes(current)) return current;
  return enabled.includes(DEFAULT_UPPER_BET_ID) ? DEFAULT_UPPER_BET_ID : (enabled[0] as UpperBetId);
}

/** The operator's bets as both games would hold them, or null when the event is not a valid set. */
function operatorBets(machines: Machines, context: GnomosContext, event: GnomosEvent) {
  if (event.type !== 'OPERATOR_BETS' || !Array.isArray(event.enabledBets) || !Array.isArray(event.enabledUpperBets)) return null;
  if (!event.enabledBets.every(isLowerBet) || event.enabledBets.length === 0) return null;
  const upperEnabled = UPPER_BET_IDS.filter((id) => event.enabledUpperBets.includes(id));
  if (upperEnabled.length === 0 || upperEnabled.length !== new Set(event.enabledUpperBets).size) return null;
  const lower = childContext<LowerRoundContext>(machines.lower, context.lower);
  const upper = childContext<UpperRoundContext>(machines.upper, context.upper);
  const setup = resolveLowerBetSetup(event.enabledBets, event.betCents);
  const lowerBet = setup.enabledBets.includes(lower.betCents) ? lower.betCents : setup.betCents;
  return {
    before: { enabledBets: lower.enabledBets, betCents: lower.betCents, enabledUpperBets: upper.enabledBets, upperBetId: upper.betId },
    after: { enabledBets: setup.enabledBets, betCents: lowerBet, enabledUpperBets: upperEnabled, upperBetId: upperBetAfter(upper.betId, upperEnabled) },
  };
}

function isIdle(machines: Machines, context: GnomosContext): boolean {
  const game = context.active;
  return game === 'lower'
    ? isLowerRoundIdle(restoreChild(machines.lower, context.lower).value)
    : isUpperRoundIdle(restoreChild(machines.upper, context.upper).value);
}

function activeMachine(machines: Machines, context: GnomosContext) {
  return context.active === 'lower' ? machines.lower : machines.upper;
}

function activeSnapshot(context: GnomosContext): unknown {
  return context.active === 'lower' ? context.lower : context.upper;
}

/** The smallest enabled upper bet the balances cover, if any (GAME CHANGE to the upper game needs one). */
export function upperBetCovered(upper: UpperRoundContext, creditsCents: number, bonusesHeld: number): boolean {
  return upper.enabledBets.some((id) => balancesCoverUpperBet(id, creditsCents, bonusesHeld));
}

export function initialGnomosContext(machines: Machines, input: GnomosInput): GnomosContext {
  const enabledUpper = (input.enabledUpperBets ?? UPPER_BET_IDS).filter(isUpperBetId);
  if (enabledUpper.length === 0) throw new RangeError('at least one upper-game bet must be enabled');
  const upperBetId: UpperBetId = isUpperBetId(input.upperBetId) && enabledUpper.includes(input.upperBetId)
    ? input.upperBetId
    : enabledUpper.includes(DEFAULT_UPPER_BET_ID) ? DEFAULT_UPPER_BET_ID : (enabledUpper[0] as UpperBetId);
  const lights = { autoPlay: false, autoRisk: false };
  const lower = startChild<LowerRoundContext>(machines.lower, {
    betCents: input.betCents,
    enabledBets: input.enabledBets,
    seq: 0,
    lastRoundId: 0,
    autoAdvances: false,
    ...lights,
  });
  const upper = startChild<UpperRoundContext>(machines.upper, { betId: upperBetId, enabledBets: enabledUpper, seq: 0, lastRoundId: 0, ...lights });
  return { active: 'lower', lower: lower.persisted, upper: upper.persisted, autoPlay: 0, autoRisk: false, autoAdvances: false, seq: 0, step: null };
}

export function createGnomosMixMachine(rng: Rng, tuning: (level: number) => GnomosLevelTuning = tuningForLevel) {
  const machines: Machines = { lower: createLowerRoundMachine(rng, tuning), upper: createUpperRoundMachine(rng, tuning) };

  /** Sends an event to the game in play and takes its step as this machine's. */
  const forward = (context: GnomosContext, event: AnyEventObject): Partial<GnomosContext> => {
    const result = sendToChild<LowerRoundContext | UpperRoundContext>(activeMachine(machines, context), activeSnapshot(context), event, context.seq);
    if (result.step === null) return context.active === 'lower' ? { lower: result.persisted } : { upper: result.persisted };
    const moved = context.active === 'lower' ? { lower: result.persisted } : { upper: result.persisted };
    return { ...moved, seq: result.step.seq, step: result.step };
  };

  const lightsEvent = (context: GnomosContext, autoPlay: number) => ({
    type: 'AUTO_SET',
    autoPlay: autoPlay > 0,
    autoRisk: context.autoRisk,
    ...(context.active === 'lower' ? { autoAdvances: context.autoAdvances } : {}),
  });

  const childTakes = (context: GnomosContext, event: AnyEventObject | null): boolean =>
    event !== null && childCan(activeMachine(machines, context), activeSnapshot(context), event);

  return setup({
    types: { context: {} as GnomosContext, events: {} as GnomosEvent, input: {} as GnomosInput },
    guards: {
      /** A player's PLAY while AUTO-PLAY runs stops it and does nothing else (rule 2.1). */
      playStopsAutoPlay: ({ context, event }) => event.type === 'PLAY' && context.autoPlay > 0,
      /** AUTO-PLAY starts a game in an idle game the balance covers. */
      autoPlaysAGame: ({ context, event }) =>
        event.type === 'AUTO_STEP' && context.autoPlay > 0 && isBalances(event) && isIdle(machines, context) &&
        childTakes(context, childEvent(context.active, { ...event, type: 'PLAY' })),
      /** AUTO-PLAY with nothing left to play on (balance short): it switches itself off. */
      autoPlayRunsOut: ({ context, event }) => event.type === 'AUTO_STEP' && context.autoPlay > 0 && isIdle(machines, context),
      /** Everything else goes to the game in play if it takes it now. */
      gameTakesIt: ({ context, event }) => {
        if ((event.type === 'PLAY' || event.type === 'AUTO_STEP') && !isBalances(event)) return false;
        if (event.type === 'AUTO_STEP' && isIdle(machines, context)) return false;
        return childTakes(context, childEvent(context.active, event));
      },
      gameChangeAllowed: ({ context, event }) => {
        if (event.type !== 'GAME_CHANGE' || context.autoPlay > 0 || !isIdle(machines, context)) return false;
        if (context.active === 'upper') return true;
        if (!Number.isSafeInteger(event.creditsCents) || !Number.isSafeInteger(event.bonusesHeld)) return false;
        return upperBetCovered(childContext<UpperRoundContext>(machines.upper, context.upper), event.creditsCents, event.bonusesHeld);
      },
      autoPlayChanges: ({ context, event }) =>
        event.type === 'AUTO_PLAY' && Number.isInteger(event.games) && event.games >= 0 && event.games <= MAX_AUTO_PLAY_GAMES && event.games !== context.autoPlay,
      autoRiskChanges: ({ context, event }) => event.type === 'AUTO_RISK' && typeof event.on === 'boolean' && event.on !== context.autoRisk,
      autoAdvancesChanges: ({ context, event }) => event.type === 'AUTO_ADVANCES' && typeof event.on === 'boolean' && event.on !== context.autoAdvances,
      /** New operator bets, with neither game in a round (each keeps its bets between rounds only). */
      operatorBetsChange: ({ context, event }) => {
        const bets = operatorBets(machines, context, event);
        if (bets === null || context.autoPlay > 0) return false;
        if (!isLowerRoundIdle(restoreChild(machines.lower, context.lower).value) || !isUpperRoundIdle(restoreChild(machines.upper, context.upper).value)) return false;
        return JSON.stringify(bets.before) !== JSON.stringify(bets.after);
      },
    },
    actions: {
      forwardToGame: assign(({ context, event }) => {
        const child = childEvent(context.active, event);
        return child === null ? {} : forward(context, child);
      }),
      playAutomatically: assign(({ context, event }) => {
        const child = childEvent(context.active, { ...(event as GnomosEvent & Balances), type: 'PLAY' });
        if (child === null) return {};
        const autoPlay = context.autoPlay - 1;
        const played = { ...context, ...forward(context, child) };
        if (autoPlay > 0 || played.step === null) return { ...played, autoPlay };
        // The last automatic game: the light goes off in the game too, in the same step, so a
        // hold or minigame this game opens waits for the player.
        const off = { ...played, ...forward(played, lightsEvent(played, 0)) };
        const step = off.step !== null && off.step !== played.step ? mergeSteps(played.step, off.step) : played.step;
        return { ...off, step, seq: step.seq, autoPlay };
      }),
      stopAutoPlay: assign(({ context }) => ({ ...forward(context, lightsEvent(context, 0)), autoPlay: 0 })),
      setAutoPlay: assign(({ context, event }) => {
        const games = event.type === 'AUTO_PLAY' ? event.games : 0;
        return { ...forward(context, lightsEvent(context, games)), autoPlay: games };
      }),
      setAutoRisk: assign(({ context, event }) => {
        const next = { ...context, autoRisk: event.type === 'AUTO_RISK' ? event.on : context.autoRisk };
        return { ...forward(next, lightsEvent(next, context.autoPlay)), autoRisk: next.autoRisk };
      }),
      setAutoAdvances: assign(({ context, event }) => {
        const next = { ...context, autoAdvances: event.type === 'AUTO_ADVANCES' ? event.on : context.autoAdvances };
        // The upper game has no advances: the light is kept here and given to the lower game.
        if (next.active === 'upper') {
          const seq = context.seq + 1;
          return { autoAdvances: next.autoAdvances, seq, step: { seq, roundId: null, label: 'auto-advances', moves: [], draws: [], roundOver: false, detail: { on: next.autoAdvances } } };
        }
        return { ...forward(next, lightsEvent(next, context.autoPlay)), autoAdvances: next.autoAdvances };
      }),
      setOperatorBets: assign(({ context, event }) => {
        const bets = operatorBets(machines, context, event);
        if (bets === null) return {};
        const seq = context.seq + 1;
        // Facts the idle games keep between rounds: patched in, as a game change hands over the lights.
        const lower = patchChildContext(context.lower, { enabledBets: bets.after.enabledBets, betCents: bets.after.betCents });
        const upper = patchChildContext(context.upper, { enabledBets: bets.after.enabledUpperBets, betId: bets.after.upperBetId });
        const step: RoundStep = { seq, roundId: null, label: 'operator-bets', moves: [], draws: [], roundOver: true, detail: { before: bets.before, after: bets.after } };
        return { lower, upper, seq, step };
      }),
      changeGame: assign(({ context }) => {
        const to: GnomosGame = context.active === 'lower' ? 'upper' : 'lower';
        const from = childContext<{ lastRoundId: number }>(activeMachine(machines, context), activeSnapshot(context));
        const seq = context.seq + 1;
        // The game coming in continues the round numbering and wears the current lights.
        const lights = { lastRoundId: from.lastRoundId, autoPlay: false, autoRisk: context.autoRisk, ...(to === 'lower' ? { autoAdvances: context.autoAdvances } : {}) };
        const patched = patchChildContext(to === 'lower' ? context.lower : context.upper, lights);
        const step: RoundStep = { seq, roundId: null, label: 'game-change', moves: [], draws: [], roundOver: false, detail: { from: context.active, to } };
        return { active: to, ...(to === 'lower' ? { lower: patched } : { upper: patched }), seq, step };
      }),
    },
  }).createMachine({
    id: GNOMOS_MACHINE_ID,
    version: String(GNOMOS_MACHINE_VERSION),
    context: ({ input }) => initialGnomosContext(machines, input),
    initial: 'playing',
    states: {
      /**
       * One state: which game is in play is `active` in the context, and each game's own states
       * are its round machine's. The transitions below read like the panel.
       */
      playing: {
        on: {
          PLAY: [{ guard: 'playStopsAutoPlay', actions: 'stopAutoPlay' }, { guard: 'gameTakesIt', actions: 'forwardToGame' }],
          AUTO_STEP: [
            { guard: 'autoPlaysAGame', actions: 'playAutomatically' },
            { guard: 'gameTakesIt', actions: 'forwardToGame' },
            { guard: 'autoPlayRunsOut', actions: 'stopAutoPlay' },
          ],
          COLLECT: { guard: 'gameTakesIt', actions: 'forwardToGame' },
          COLLECT_ALL: { guard: 'gameTakesIt', actions: 'forwardToGame' },
          HOLD: { guard: 'gameTakesIt', actions: 'forwardToGame' },
          PICK: { guard: 'gameTakesIt', actions: 'forwardToGame' },
          BET_SELECT: { guard: 'gameTakesIt', actions: 'forwardToGame' },
          UPPER_BET_SELECT: { guard: 'gameTakesIt', actions: 'forwardToGame' },
          BET_NEXT: { guard: 'gameTakesIt', actions: 'forwardToGame' },
          GAME_CHANGE: { guard: 'gameChangeAllowed', actions: 'changeGame' },
          AUTO_PLAY: { guard: 'autoPlayChanges', actions: 'setAutoPlay' },
          AUTO_RISK: { guard: 'autoRiskChanges', actions: 'setAutoRisk' },
          AUTO_ADVANCES: { guard: 'autoAdvancesChanges', actions: 'setAutoAdvances' },
          OPERATOR_BETS: { guard: 'operatorBetsChange', actions: 'setOperatorBets' },
        },
      },
    },
  });
}

export type GnomosMixMachine = ReturnType<typeof createGnomosMixMachine>;

/** The round machines of a Gnomos machine's children, for presenting and for tests. */
export function gnomosChildMachines(rng: Rng, tuning: (level: number) => GnomosLevelTuning = tuningForLevel): Machines {
  return { lower: createLowerRoundMachine(rng, tuning), upper: createUpperRoundMachine(rng, tuning) };
}
