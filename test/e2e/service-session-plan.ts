/**
 * Plans the scripted session the service-menu end-to-end test plays before the operator looks
 * at it: coins, and Gnomos rounds until one round had a HOLD (its free held game) and went up
 * the risk ladder, with no bonuses left on the meter (COLLECT then empties it). Found by playing the real cabinet core in this process with the seeded test
 * Rng; the same intents sent to `npm start -- --test-seed <seed>` replay the same rounds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Xoshiro128 } from '../../engine/core/xoshiro128';
import { GNOMOS_ONLY, writeOperatorConfig } from './web-cabinet';
import { bootCabinet } from '../../main/cabinet/boot';
import type { CabinetView, Intent } from '../../main/ipc/contract';

export interface ServicePlan {
  readonly seed: number;
  readonly intents: readonly Intent[];
  /** The round with a hold and a ladder, and its place in the recall list (0 = newest). */
  readonly roundId: number;
  readonly recallIndex: number;
  /** The labels of that round's journal steps, in order. */
  readonly labels: readonly string[];
  /** The cabinet meters the session leaves (the screen must show the same). */
  readonly meters: Readonly<Record<string, number>>;
  readonly creditsCents: number;
}

/** What a player after the features presses next. */
function next(view: CabinetView): Intent {
  const g = view.game;
  switch (g.phase) {
    case 'lower.holdOffered': {
      // Hold what the game offers, topping it up to a pair, then play the free held game.
      const held = g.lower.held.filter(Boolean).length;
      if (held < 2) return { type: 'HOLD', reel: g.lower.held.findIndex((h) => !h) as 0 | 1 | 2 };
      return { type: 'PLAY' };
    }
    case 'lower.advancing':
      return { type: 'HOLD', reel: 2 };
    case 'lower.cauldrons':
      return { type: 'PICK', index: 1 };
    case 'lower.ladder':
      return { type: 'PLAY' };
    default:
      return view.creditsCents < 100 ? { type: 'DEV_INSERT_COIN', valueCents: 200 } : { type: 'PLAY' };
  }
}

async function planSeed(seed: number, maxIntents: number): Promise<ServicePlan | null> {
  const dir = mkdtempSync(join(process.platform === 'linux' ? '/dev/shm' : tmpdir(), 'service-plan-'));
  writeOperatorConfig(dir, GNOMOS_ONLY);
  const running = bootCabinet({ dataDir: dir, host: 'web', rng: new Xoshiro128(seed), log: () => undefined, usbPath: null });
  try {
    await running.ready();
    const intents: Intent[] = [];
    while (intents.length < maxIntents) {
      const view = running.cabinet.view();
      const intent = next(view);
      const result = await running.cabinet.handleIntent(intent);
      if (!result.ok) throw new Error(`seed ${seed}: ${JSON.stringify(intent)} refused in ${view.game.phase}: ${result.error.message}`);
      intents.push(intent);
      if (!running.cabinet.view().game.phase.endsWith('.ready')) continue;
      // A round over: is there one with a held game that went up the ladder?
      const rounds = new Map<number, string[]>();
      for (const step of running.store.recallRounds(100)) rounds.set(step.roundId ?? -1, [...(rounds.get(step.roundId ?? -1) ?? []), step.label]);
      const ids = [...rounds.keys()].sort((a, b) => b - a);
      const hit = ids.find((id) => rounds.get(id)!.includes('held-game') && rounds.get(id)!.includes('risk'));
      // Bonuses can only be played off in the upper game: the operator's test needs a meter at zero after COLLECT.
      if (hit !== undefined && running.store.wallet().bonuses === 0) {
        return { seed, intents, roundId: hit, recallIndex: ids.indexOf(hit), labels: rounds.get(hit)!, meters: running.store.meters('cabinet'), creditsCents: running.store.wallet().creditsCents };
      }
    }
    return null;
  } finally {
    await running.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function findServicePlan(firstSeed: number, seeds: number, maxIntents: number): Promise<ServicePlan> {
  for (let seed = firstSeed; seed < firstSeed + seeds; seed += 1) {
    const plan = await planSeed(seed, maxIntents);
    if (plan) return plan;
  }
  throw new Error(`no seed in ${firstSeed}..${firstSeed + seeds - 1} plays a held game that climbs the ladder within ${maxIntents} intents`);
}
