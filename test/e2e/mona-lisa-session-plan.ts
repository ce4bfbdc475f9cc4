/**
 * A Mona Lisa Jewels session for the end-to-end test, found by playing the real cabinet core in
 * this process with the seeded test Rng: from the menu into Mona Lisa at 25 lines × 2 coins,
 * then PLAY until, inside one round of scatter free spins, a line has paid ×4 (two wilds) and a
 * Jewel pair has been played. The draws depend only on the seed and the intents, so the cabinet
 * started with the same seed plays exactly this session.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Xoshiro128 } from '../../engine/core/xoshiro128';
import { bootCabinet } from '../../main/cabinet/boot';
import type { CabinetView, Intent, MonaLisaView } from '../../main/ipc/contract';
import { writeOperatorConfig } from './web-cabinet';

/** Automatic feature spins off: every spin is a press, so the session is the same on the screen. */
export const SESSION_CONFIG = { autoPaceMs: 60_000 } as const;
const COIN_CENTS = 200;

export interface MonaStep {
  readonly intent: Intent;
  /** The spin the view shows after this step (0 before the first). */
  readonly seqAfter: number;
  /** This step's spin is one the test watches on the screen. */
  readonly mark: 'times-four' | 'jewel-in-free' | null;
}

export interface MonaPlan {
  readonly seed: number;
  readonly steps: readonly MonaStep[];
  readonly creditsCents: number;
}

const mona = (view: CabinetView): MonaLisaView => {
  if (view.game.game !== 'mona-lisa-jewels') throw new Error(`expected Mona Lisa in front, got ${view.game.game}`);
  return view.game;
};

async function planSession(seed: number, maxSteps: number): Promise<MonaPlan | null> {
  const dir = mkdtempSync(join(process.platform === 'linux' ? '/dev/shm' : tmpdir(), 'mona-plan-'));
  writeOperatorConfig(dir, SESSION_CONFIG);
  const running = bootCabinet({ dataDir: dir, host: 'web', rng: new Xoshiro128(seed), log: () => undefined });
  const cabinet = running.cabinet;
  const steps: MonaStep[] = [];
  const press = async (intent: Intent, mark: MonaStep['mark'] = null): Promise<boolean> => {
    const result = await cabinet.handleIntent(intent);
    if (!result.ok) return false;
    steps.push({ intent, seqAfter: mona(cabinet.view()).lastSpin?.seq ?? 0, mark });
    return true;
  };
  try {
    // First contact with the acceptor (baseline counter, inhibit lifted), as the screen waits for it.
    await running.ready();
    if (!(await press({ type: 'SELECT_GAME', game: 'mona-lisa-jewels' }))) return null;
    await press({ type: 'GAME', game: 'mona-lisa-jewels', action: { type: 'COINS', coins: 2 } });
    let timesFour = false;
    let jewelInFree = false;
    while (steps.length < maxSteps) {
      const view = cabinet.view();
      const game = mona(view);
      if (game.idle && (timesFour && jewelInFree)) {
        return { seed, steps, creditsCents: view.creditsCents };
      }
      if (game.idle) {
        // A new round: the watched marks must happen inside one round of free spins.
        timesFour = false;
        jewelInFree = false;
        if (view.creditsCents < game.bet.totalCents) {
          if (!(await press({ type: 'DEV_INSERT_COIN', valueCents: COIN_CENTS }))) throw new Error('the coin was refused while planning');
          continue;
        }
      }
      const inFree = game.feature.queue.some((q) => q.kind === 'free') || game.lastSpin?.kind === 'free';
      const result = await cabinet.handleIntent({ type: 'PLAY' });
      if (!result.ok) throw new Error(`PLAY refused while planning: ${JSON.stringify(result)}`);
      const after = mona(cabinet.view());
      const spin = after.lastSpin!;
      let mark: MonaStep['mark'] = null;
      if (spin.kind === 'free' && spin.wins.some((w) => w.multiplier === 4)) {
        timesFour = true;
        mark = 'times-four';
      }
      if (spin.kind === 'jewel' && inFree && (after.feature.queue.some((q) => q.kind === 'free') || game.feature.queue.some((q) => q.kind === 'free'))) {
        jewelInFree = true;
        mark = mark ?? 'jewel-in-free';
      }
      steps.push({ intent: { type: 'PLAY' }, seqAfter: spin.seq, mark });
    }
    return null;
  } finally {
    await running.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function findMonaSession(firstSeed: number, seedsToTry: number, maxSteps: number): Promise<MonaPlan> {
  for (let seed = firstSeed; seed < firstSeed + seedsToTry; seed += 1) {
    const plan = await planSession(seed, maxSteps);
    if (plan) return plan;
  }
  throw new Error(`no seed in ${firstSeed}..${firstSeed + seedsToTry - 1} plays a ×4 line and a Jewel pair in one round of free spins within ${maxSteps} presses`);
}
