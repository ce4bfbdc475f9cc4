/**
 * The loop every per-game power-cut test runs: start the game's cabinet child on one data
 * folder, wait for the moment a cut is aimed at, SIGKILL it, then check the dead cabinet's store
 * (the books balance, the journal never runs ahead of the snapshot) and boot it again in
 * `report` mode: the screen it shows must be the game exactly as the store holds it, with the
 * wallet's credit. Returns how many cuts landed on each of the test's tags (the game's phases).
 */
import { defaultConfig, type CabinetConfig } from '../../config/cabinet-config';
import type { Rng } from '../../engine/core/rng';
import { openGame } from '../../main/cabinet/game-registry';
import type { GameId, GameView } from '../../main/ipc/contract';
import { CabinetStore } from '../../main/store/cabinet-store';
import { nextSaid, startChild, wait } from './child-run';

const NO_DRAWS: Rng = {
  nextUint32(): number {
    throw new Error('the expected screen is rebuilt, never played');
  },
};

/** Where a cut is aimed: after the child says `op`, a pause of up to `maxWaitMs`. */
export interface CutAim {
  readonly op: string;
  readonly maxWaitMs: number;
}

export interface GameCutsPlan<V extends GameView> {
  readonly game: GameId;
  /** The compiled child (dist/test/<name>.js). */
  readonly child: string;
  readonly dataDir: string;
  readonly cuts: number;
  /** The configuration child and test agree on. */
  readonly config: (base: CabinetConfig) => CabinetConfig;
  /** The aim of the cut with this number. */
  readonly aim: (cut: number) => CutAim;
  /** A whole number below n, from the test's seeded generator. */
  readonly below: (n: number) => number;
  /** What of the screen must match (default: all of it). */
  readonly screen?: (view: V) => unknown;
  /** The tally's names for a view: its phase, and whatever else the test wants cuts to have hit. */
  readonly tags: (view: V) => readonly string[];
}

/** The dead cabinet's store: the books, and the game as its snapshot holds it. */
function readStore<V extends GameView>(plan: GameCutsPlan<V>) {
  const store = CabinetStore.open(plan.dataDir);
  try {
    const snapshot = store.snapshot(plan.game);
    const journal = store.journal({ gameId: plan.game, limit: 1 })[0] ?? null;
    const credits = store.wallet().creditsCents;
    const balances = { creditsCents: credits, bonuses: 0, level: 0, poolsMicros: store.pools(), nowMs: 0 };
    const view = snapshot ? (openGame(plan.game, NO_DRAWS, plan.config(defaultConfig()), snapshot).view(balances) as V) : null;
    return { accounting: store.checkAccounting(), snapshotSeq: snapshot?.stepSeq ?? null, journalSeq: journal?.seq ?? null, view, credits };
  } finally {
    store.close();
  }
}

export async function runGameCuts<V extends GameView>(plan: GameCutsPlan<V>): Promise<Record<string, number>> {
  const screen = plan.screen ?? ((view: V) => view);
  const seen: Record<string, number> = {};
  for (let cut = 0; cut < plan.cuts; cut += 1) {
    const run = startChild(plan.child, plan.dataDir, 'play');
    for (let i = 0; i < 5000 && run.said.length === 0 && run.child.exitCode === null; i += 1) await wait(2);
    const aim = plan.aim(cut);
    await nextSaid(run, aim.op);
    await wait(plan.below(aim.maxWaitMs + 1));
    run.child.kill('SIGKILL');
    const code = await run.exited;
    if (code !== null) throw new Error(`the child died by itself (${code}): ${run.stderr}`);

    const dead = readStore(plan);
    expect(dead.accounting).toEqual({ ok: true });
    expect(dead.journalSeq ?? 0).toBeLessThanOrEqual(dead.snapshotSeq ?? 0);
    for (const tag of dead.view ? plan.tags(dead.view) : []) seen[tag] = (seen[tag] ?? 0) + 1;

    const report = startChild(plan.child, plan.dataDir, 'report');
    const reportCode = await report.exited;
    expect({ reportCode, stderr: reportCode === 0 ? '' : report.stderr }).toEqual({ reportCode: 0, stderr: '' });
    const shown = report.said.find((m) => m.op === 'view') as { game: V; credits: number } | undefined;
    expect(shown).toBeDefined();
    if (dead.view) expect(screen(shown!.game)).toEqual(screen(dead.view));
    expect(shown!.credits).toBe(dead.credits);
  }
  return seen;
}
