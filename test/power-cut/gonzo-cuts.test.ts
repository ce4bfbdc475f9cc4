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
import { seededRandom } from '../../hardware/cctalk/test-random';
import type { GonzoView } from '../../main/ipc/contract';
import { runGameCuts } from './game-cuts';
import { gonzoCutConfig } from './gonzo-config';

const CHILD = join(__dirname, '..', '..', 'dist', 'test', 'gonzo-child.js');
const CUTS = Number(process.env.GONZO_CUTS ?? 12);

jest.setTimeout(600_000);

describe("power cut inside Gonzo's Gold", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('after a SIGKILL anywhere the books balance and the next boot shows the game exactly as the store left it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gonzo-cut-'));
    dirs.push(dataDir);
    const seen = await runGameCuts<GonzoView>({
      game: 'gonzos-gold',
      child: CHILD,
      dataDir,
      cuts: CUTS,
      config: gonzoCutConfig,
      below: seededRandom(20_261_127),
      tags: (view) => [view.phase],
      // At the reveal (the cover not yet touched, or just touched); between a free spin's wins and
      // its expansion; just after a paid spin (most land between rounds, some on a trigger).
      aim: (cut) => [{ op: 'spin', maxWaitMs: 4 }, { op: 'pick', maxWaitMs: 5 }, { op: 'expansion', maxWaitMs: 3 }][cut % 3]!,
    });
    process.stderr.write(`Gonzo's Gold power cuts: ${JSON.stringify(seen)}\n`);
    // Cuts must have landed between rounds, at the reveal, and before an expansion, or this test proved little.
    expect(seen.ready).toBeGreaterThan(0);
    expect(seen.pick).toBeGreaterThan(0);
    expect(seen.expansion).toBeGreaterThan(0);
  });
});
