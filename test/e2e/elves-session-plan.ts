/**
 * A Mystery Elves session for the end-to-end test, found by playing the real cabinet core in this
 * process with the seeded test Rng: from the menu into the game at 0,20 €, paid spins until 6+
 * BONUS trigger the Hold and Win (the seed is kept only if its grid ends with a Mystery and a
 * Multiplying bonus to reveal), PLAY starts it and the cabinet's pace plays it out; its total is
 * gambled with HALVE and one guess (the rest collected if the guess was right); then BUY FEATURE,
 * its Hold and Win started and played out, its total collected. The draws depend only on the seed
 * and the presses (who presses a respin, the player or the pace, draws the same), so the cabinet
 * started with the same seed plays exactly this session.
 */
import type { CabinetView, Intent, MysteryElvesView } from '../../main/ipc/contract';
import { startPlanner, type PlannedStep } from './session-kit';

const GAME = 'mystery-elves' as const;

/** The session's operator config: Mystery Elves on the menu, the open-market profile, a brisk pace for the respins and reveals. */
export const ELVES_SESSION_CONFIG = {
  autoPaceMs: 400,
  jurisdiction: 'open-market',
  menu: { games: ['gnomos-mix', 'mona-lisa-jewels', 'mystic-gem-40', 'gonzos-gold', GAME], defaultGame: 'gnomos-mix' },
} as const;

/**
 * What the test does on the screen at a step (null: the step goes through the bridge).
 * 'select': the tile; 'trigger': SPIN triggers the Hold and Win; 'feature': PLAY starts it and
 * the pace plays it to its end (a Mystery and a Multiplying revealed); 'gamble', 'halve',
 * 'guess', 'collect': the card screen's buttons; 'buy': BUY FEATURE and its confirmation;
 * 'bought-feature': PLAY starts the bought Hold and Win, played to its end; 'collect-total': COLLECT.
 */
export type ElvesMark = 'select' | 'trigger' | 'feature' | 'gamble' | 'halve' | 'guess' | 'collect' | 'buy' | 'bought-feature' | 'collect-total' | null;

export type ElvesStep = PlannedStep<NonNullable<ElvesMark>>;

export interface ElvesPlan {
  readonly seed: number;
  readonly steps: readonly ElvesStep[];
  readonly creditsCents: number;
  /** The first Hold and Win: its total, its revealed levels and factor. */
  readonly featureTotalCents: number;
  readonly levels: readonly string[];
  readonly factor: number;
  /** The gamble: what HALVE banked, the guess and whether it was right. */
  readonly halvedCents: number;
  readonly guessRight: boolean;
  readonly boughtTotalCents: number;
  readonly gamesPlayed: number;
}

const elves = (view: CabinetView): MysteryElvesView => {
  if (view.game.game !== GAME) throw new Error(`expected Mystery Elves in front, got ${view.game.game}`);
  return view.game;
};
const action = (a: unknown): Intent => ({ type: 'GAME', game: GAME, action: a }) as Intent;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function planSession(seed: number): Promise<ElvesPlan | null> {
  // The plan runs the pace fast: who presses a respin does not change its draws.
  const planner = await startPlanner<NonNullable<ElvesMark>>(GAME, { ...ELVES_SESSION_CONFIG, autoPaceMs: 20 }, seed);
  const { running, steps, press, credit } = planner;
  const cabinet = running.cabinet;
  /** Until the pace has played the Hold and Win to its end. */
  const paced = async (): Promise<MysteryElvesView> => {
    for (let i = 0; i < 5000; i += 1) {
      const g = elves(cabinet.view());
      if (g.phase !== 'respins' && g.phase !== 'reveal') return g;
      await wait(5);
    }
    throw new Error('the pace did not finish while planning');
  };
  try {
    await press({ type: 'SELECT_GAME', game: GAME }, 'select');
    // Paid spins at 0,20 € until a Hold and Win; a win waiting is collected through the bridge.
    for (let i = 0; ; i += 1) {
      if (i > 600) return null;
      const g = elves(cabinet.view());
      if (g.phase === 'won') {
        await press({ type: 'COLLECT' });
        continue;
      }
      await credit(100);
      await press({ type: 'PLAY' });
      if (elves(cabinet.view()).phase === 'intro') {
        planner.mark('trigger');
        break;
      }
    }
    await press({ type: 'PLAY' }, 'feature');
    const done = await paced();
    const hw = done.holdAndWin!;
    const levels = hw.places.flatMap((p) => (p?.level ? [p.level] : []));
    if (levels.length === 0 || hw.factor === null || done.phase !== 'won' || !done.gamble.offered || done.pendingWinCents < 2) return null;
    await press(action({ type: 'GAMBLE' }), 'gamble');
    const halvedCents = Math.floor(done.pendingWinCents / 2);
    await press(action({ type: 'HALVE' }), 'halve');
    await press(action({ type: 'GUESS', colour: 'red' }), 'guess');
    const after = elves(cabinet.view());
    const guessRight = after.gamble.lastCard?.right === true;
    if (after.phase === 'gamble') await press({ type: 'COLLECT' }, 'collect');
    // BUY FEATURE at 0,20 €: 14,00 €.
    await credit(1_500);
    await press(action({ type: 'BUY' }), 'buy');
    await press({ type: 'PLAY' }, 'bought-feature');
    const bought = await paced();
    if (bought.phase !== 'won') return null;
    const boughtTotalCents = bought.pendingWinCents;
    await press({ type: 'COLLECT' }, 'collect-total');
    const gamesPlayed = running.store.meters(`game:${GAME}`)['games-played'] ?? 0;
    return { seed, steps, creditsCents: cabinet.view().creditsCents, featureTotalCents: done.pendingWinCents, levels, factor: hw.factor, halvedCents, guessRight, boughtTotalCents, gamesPlayed };
  } finally {
    await planner.stop();
  }
}

export async function findElvesSession(firstSeed: number, seedsToTry: number): Promise<ElvesPlan> {
  for (let seed = firstSeed; seed < firstSeed + seedsToTry; seed += 1) {
    const plan = await planSession(seed);
    if (plan) return plan;
  }
  throw new Error(`no seed in ${firstSeed}..${firstSeed + seedsToTry - 1} plays the whole Mystery Elves session`);
}
