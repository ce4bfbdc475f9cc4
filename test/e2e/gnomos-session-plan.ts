/**
 * Plans a Gnomos Mix session that visits every feature the end-to-end test must play: a hold,
 * an advance, a ladder that ends in bonuses, a Cauldrons pick, a GAME CHANGE, an upper minigame
 * and a Double-or-Bonuses fraction.
 *
 * The plan is found by playing the real cabinet core in this process with the seeded test Rng:
 * the cabinet's draws depend only on the seed and on the intents sent (coins draw nothing, and
 * with every AUTO light off nothing is pressed automatically), so the same intents sent to
 * `npm start -- --test-seed <seed>` replay the same session on screen, step for step.
 */
import { asGnomosView } from '../../contract/games/gnomos-mix';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Xoshiro128 } from '../../engine/core/xoshiro128';
import { GNOMOS_ONLY, writeOperatorConfig } from './web-cabinet';
import { bootCabinet } from '../../main/cabinet/boot';
import type { CabinetView, Intent } from '../../main/ipc/contract';

export type Goal = 'hold' | 'advance' | 'ladder-bonuses' | 'cauldrons' | 'game-change' | 'minigame' | 'double-or-bonuses';
export const GOALS: readonly Goal[] = ['hold', 'advance', 'ladder-bonuses', 'cauldrons', 'game-change', 'minigame', 'double-or-bonuses'];

export interface PlannedStep {
  readonly intent: Intent;
  /** Set on the step that plays a feature the test must show on screen. */
  readonly goal: Goal | null;
  /** The machine's phase once the step is committed. */
  readonly phaseAfter: string;
}

export interface SessionPlan {
  readonly seed: number;
  readonly steps: readonly PlannedStep[];
}

const COIN_CENTS = 200;

/** The next intent of a player who wants to see every feature, given what the screen shows. */
function choose(view: CabinetView, done: ReadonlySet<Goal>): { intent: Intent; goal: Goal | null } {
  const g = asGnomosView(view.game);
  const lowerFeaturesDone = done.has('hold') && done.has('advance') && done.has('ladder-bonuses') && done.has('cauldrons');
  switch (g.phase) {
    case 'lower.holdOffered': {
      // Hold the pair the game offers (toggle the first free reel if the game did not hold it itself).
      const held = g.lower.held.filter(Boolean).length;
      if (held < 2 && !done.has('hold')) {
        const reel = g.lower.held.findIndex((h) => !h) as 0 | 1 | 2;
        return { intent: { type: 'HOLD', reel }, goal: null };
      }
      return { intent: { type: 'PLAY' }, goal: done.has('hold') ? null : 'hold' };
    }
    case 'lower.advancing':
      return { intent: { type: 'HOLD', reel: 2 }, goal: done.has('advance') ? null : 'advance' };
    case 'lower.cauldrons':
      return { intent: { type: 'PICK', index: 1 }, goal: done.has('cauldrons') ? null : 'cauldrons' };
    case 'lower.ladder':
      // Risk up to the end: Up-Bonus lost is the ladder that ends in bonuses.
      return { intent: { type: 'PLAY' }, goal: null };
    case 'upper.minigame': {
      const m = g.upper.minigame;
      if (m?.kind === 'three-choices') return { intent: { type: 'COLLECT' }, goal: done.has('minigame') ? null : 'minigame' };
      return { intent: { type: 'PLAY' }, goal: done.has('minigame') ? null : 'minigame' };
    }
    case 'upper.doubleOrBonuses':
      if (!done.has('double-or-bonuses')) return { intent: { type: 'PLAY' }, goal: 'double-or-bonuses' };
      return { intent: { type: 'COLLECT_ALL' }, goal: null };
    default:
      break;
  }
  if (g.active === 'lower' && lowerFeaturesDone && g.canGameChange) return { intent: { type: 'GAME_CHANGE' }, goal: done.has('game-change') ? null : 'game-change' };
  // Out of bonuses in the upper game: back down to win some.
  if (g.active === 'upper' && view.bonuses < 1) return { intent: { type: 'GAME_CHANGE' }, goal: null };
  if (view.creditsCents < 2_000) return { intent: { type: 'DEV_INSERT_COIN', valueCents: COIN_CENTS }, goal: null };
  return { intent: { type: 'PLAY' }, goal: null };
}

/** Plays one seed until every goal is reached or `maxSteps` intents were sent. */
export async function planSession(seed: number, maxSteps: number): Promise<SessionPlan | null> {
  const dir = mkdtempSync(join(process.platform === 'linux' ? '/dev/shm' : tmpdir(), 'gnomos-plan-'));
  writeOperatorConfig(dir, GNOMOS_ONLY);
  const running = bootCabinet({ dataDir: dir, host: 'web', rng: new Xoshiro128(seed), log: () => undefined });
  try {
    // First contact with the acceptor (baseline counter, inhibit lifted), as the screen waits for it.
    await running.ready();
    let view: CabinetView | null = null;
    const off = running.cabinet.onView((v) => (view = v));
    const steps: PlannedStep[] = [];
    const done = new Set<Goal>();
    let ladderOpen = false;
    while (steps.length < maxSteps && done.size < GOALS.length) {
      const current = view as CabinetView | null;
      if (!current) throw new Error('the cabinet published no view');
      const { intent, goal } = choose(current, done);
      const result = await running.cabinet.handleIntent(intent);
      if (!result.ok) throw new Error(`seed ${seed}: the planned ${JSON.stringify(intent)} was refused in ${current.game.phase}: ${result.error.message}`);
      const after = view as CabinetView | null;
      if (!after) throw new Error('no view after an intent');
      if (goal) done.add(goal);
      // The ladder goal is the ladder that ends in bonuses: credit it to the PLAY that converted it.
      let stepGoal: Goal | null = goal;
      if (current.game.phase === 'lower.ladder') ladderOpen = true;
      if (ladderOpen && after.game.phase !== 'lower.ladder') {
        ladderOpen = false;
        if (asGnomosView(after.game!).lower.ladderEnd?.kind === 'bonuses' && !done.has('ladder-bonuses')) {
          done.add('ladder-bonuses');
          stepGoal = 'ladder-bonuses';
        }
      }
      steps.push({ intent, goal: stepGoal, phaseAfter: after.game.phase });
    }
    off();
    return done.size === GOALS.length ? { seed, steps } : null;
  } finally {
    await running.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The first seed from `firstSeed` whose session reaches every goal within `maxSteps` intents. */
export async function findSession(firstSeed: number, seedsToTry: number, maxSteps: number): Promise<SessionPlan> {
  for (let seed = firstSeed; seed < firstSeed + seedsToTry; seed += 1) {
    const plan = await planSession(seed, maxSteps);
    if (plan) return plan;
  }
  throw new Error(`no seed in ${firstSeed}..${firstSeed + seedsToTry - 1} plays every feature within ${maxSteps} intents`);
}
