/**
 * Power cuts inside Gonzo's Gold: a cabinet child (dist/test/gonzo-child.js) plays paid spins,
 * every fourth landing three Scatters, reveals the Expanding Symbol and plays the free spins, and
 * the test kills it with SIGKILL again and again on the same store: after a paid spin, at the reveal, and
 * between a free spin's wins and its expansion. After every cut, on the dead cabinet's store, the
 * books balance and the journal never runs ahead of the snapshot; a cabinet booted on that store
 * shows exactly the game the store holds (the same grid, the same Expanding Symbol, the same
 * spins left and running total, the expansion still due) and the credit the wallet holds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultConfig } from '../../config/cabinet-config';
import type { Rng } from '../../engine/core/rng';
import { seededRandom } from '../../hardware/cctalk/test-random';
import { openGame } from '../../main/cabinet/game-registry';
import type { GonzoView } from '../../main/ipc/contract';
import { CabinetStore } from '../../main/store/cabinet-store';
import { nextSaid, startChild, wait, type ChildRun } from './child-run';
import { gonzoCutConfig } from './gonzo-config';

const CHILD = join(__dirname, '..', '..', 'dist', 'test', 'gonzo-child.js');
const CUTS = Number(process.env.GONZO_CUTS ?? 12);
const GAME = 'gonzos-gold' as const;
const NO_DRAWS: Rng = {
  nextUint32(): number {
    throw new Error('the expected screen is rebuilt, never played');
  },
};

jest.setTimeout(600_000);

const start = (dataDir: string, mode: 'play' | 'report'): ChildRun => startChild(CHILD, dataDir, mode);

function readStore(dataDir: string) {
  const store = CabinetStore.open(dataDir);
  try {
    const snapshot = store.snapshot(GAME);
    const journal = store.journal({ gameId: GAME, limit: 1 })[0] ?? null;
    const view = snapshot ? (openGame(GAME, NO_DRAWS, gonzoCutConfig(defaultConfig()), snapshot).view({ creditsCents: 0, bonuses: 0, level: 0, poolsMicros: {} }) as GonzoView) : null;
    return { accounting: store.checkAccounting(), snapshotSeq: snapshot?.stepSeq ?? null, journalSeq: journal?.seq ?? null, view, credits: store.wallet().creditsCents };
  } finally {
    store.close();
  }
}

describe("power cut inside Gonzo's Gold", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('after a SIGKILL anywhere the books balance and the next boot shows the game exactly as the store left it', async () => {
    const below = seededRandom(20_261_127);
    const dataDir = mkdtempSync(join(tmpdir(), 'gonzo-cut-'));
    dirs.push(dataDir);
    const seen: Record<string, number> = { ready: 0, pick: 0, free: 0, expansion: 0 };
    for (let cut = 0; cut < CUTS; cut += 1) {
      const run = start(dataDir, 'play');
      for (let i = 0; i < 5000 && !run.said.some((m) => m.op === 'spin') && run.child.exitCode === null; i += 1) await wait(2);
      if (cut % 3 === 1) {
        // Aimed at the reveal: the cover not yet touched, or just touched.
        await nextSaid(run, 'pick');
        await wait(below(6));
      } else if (cut % 3 === 2) {
        // Aimed between a free spin's wins and its expansion.
        await nextSaid(run, 'expansion');
        await wait(below(4));
      } else {
        // Just after a paid spin: most land between rounds, some on a trigger.
        await nextSaid(run, 'spin');
        await wait(below(5));
      }
      run.child.kill('SIGKILL');
      const code = await run.exited;
      if (code !== null) throw new Error(`the child died by itself (${code}): ${run.stderr}`);

      const dead = readStore(dataDir);
      expect(dead.accounting).toEqual({ ok: true });
      expect(dead.journalSeq ?? 0).toBeLessThanOrEqual(dead.snapshotSeq ?? 0);
      if (dead.view) seen[dead.view.phase] = (seen[dead.view.phase] ?? 0) + 1;

      const report = start(dataDir, 'report');
      const reportCode = await report.exited;
      expect({ reportCode, stderr: reportCode === 0 ? '' : report.stderr }).toEqual({ reportCode: 0, stderr: '' });
      const shown = report.said.find((m) => m.op === 'view') as { game: GonzoView; credits: number } | undefined;
      expect(shown).toBeDefined();
      if (dead.view) expect(shown!.game).toEqual(dead.view);
      expect(shown!.credits).toBe(dead.credits);
    }
    process.stderr.write(`Gonzo's Gold power cuts: ${JSON.stringify(seen)}\n`);
    // Cuts must have landed between rounds, at the reveal, inside the free spins and before an expansion, or this test proved little.
    expect(seen.ready).toBeGreaterThan(0);
    expect(seen.pick).toBeGreaterThan(0);
    expect((seen.free ?? 0) + (seen.expansion ?? 0)).toBeGreaterThan(0);
    expect(seen.expansion).toBeGreaterThan(0);
  });
});
