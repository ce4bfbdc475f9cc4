/**
 * Power cuts inside 40 Mystic Gem: a cabinet child (dist/test/mystic-gem-child.js) plays base
 * games with the double up, free rounds the operator grants on the service menu, and bought 3-WILD games whose Jackpot Cards it picks card by card, and the test kills it with
 * SIGKILL at random moments, again and again on the same store. After every cut, on the dead
 * cabinet's store: the books and every pool balance, and the journal never runs ahead of the
 * game's snapshot. Then a cabinet booted on that store shows exactly the game the store holds — the same
 * bought spin, the same win waiting, the same double up, the same cards turned — and the credit
 * the wallet holds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seededRandom } from '../../hardware/cctalk/test-random';
import type { MysticGemView } from '../../main/ipc/contract';
import { runGameCuts } from './game-cuts';
import { mysticGemCutConfig } from './mystic-gem-config';

const CHILD = join(__dirname, '..', '..', 'dist', 'test', 'mystic-gem-child.js');
const CUTS = Number(process.env.MYSTIC_GEM_CUTS ?? 16);
const GAME = 'mystic-gem-40' as const;

jest.setTimeout(600_000);

/** What a screen must show of the game: everything but the jackpot meters' values (the pools move with every stake). */
function screen(view: MysticGemView) {
  return { ...view, jackpotCards: { pick: view.jackpotCards.pick } };
}

describe('power cut inside 40 Mystic Gem', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('after a SIGKILL anywhere the books balance and the next boot shows the game exactly as the store left it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mystic-gem-cut-'));
    dirs.push(dataDir);
    const seen = await runGameCuts<MysticGemView>({
      game: GAME,
      child: CHILD,
      dataDir,
      cuts: CUTS,
      config: mysticGemCutConfig,
      below: seededRandom(20_261_128),
      screen,
      tags: (view) => [view.phase, ...(view.mode !== 'base' ? ['bought'] : []), ...((view.bonusSpins?.remaining ?? 0) > 0 ? ['bonusSpins'] : [])],
      // At the Jackpot Cards pick (a deal every eighth game), among the cards; at a win waiting for
      // COLLECT or the double up; around the operator's Bonus Spin Mode grant or among its free
      // rounds; anywhere else after a game.
      aim: (cut) =>
        cut % 3 === 2
          ? { op: 'cards', maxWaitMs: 80 }
          : cut % 4 === 3
            ? { op: 'won', maxWaitMs: 10 }
            : cut % 4 === 1
              ? { op: 'granted', maxWaitMs: 60 }
              : { op: 'game', maxWaitMs: 800 },
    });
    process.stderr.write(`40 Mystic Gem power cuts: ${JSON.stringify(seen)}\n`);
    // Cuts must have landed between games, on a waiting win or the double up, in a bought mode and inside a pick, or this test proved little.
    expect(seen.ready).toBeGreaterThan(0);
    expect((seen.won ?? 0) + (seen.gamble ?? 0)).toBeGreaterThan(0);
    expect(seen.bought).toBeGreaterThan(0);
    expect(seen.jackpotCards).toBeGreaterThan(0);
    expect(seen.bonusSpins).toBeGreaterThan(0);
  });
});
