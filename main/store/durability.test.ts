/**
 * A process killed with SIGKILL at an arbitrary instant (the closest a test gets to pulling
 * the plug) must leave a store that opens, balances and holds every commit it reported.
 *
 * The child runs the real CabinetStore: jest only transpiles test files in its own process, so
 * the store is bundled with esbuild for the child, with better-sqlite3 left as a normal require.
 */

import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { buildSync } from 'esbuild';
import { CabinetStore } from './cabinet-store';
import { makeTempDir } from './test-support';

const CHILD = `
const { CabinetStore } = require(process.env.STORE_BUNDLE);
const store = CabinetStore.open(process.env.STORE_DIR);
const cab = (name, delta) => ({ scope: 'cabinet', name, delta });
for (let i = 1; ; i++) {
  store.commit({
    ledger: [{ key: 'coin:' + i, kind: 'coin-in', cents: 100, bonuses: 0 }],
    meters: [cab('coins-in-value', 100), cab('coins-in-count', 1), cab('total-drop', 100)],
    wallet: { creditsDelta: 100 },
    deviceCounters: [{ deviceId: 'coin-acceptor', counter: ((i - 1) % 255) + 1 }],
    events: [{ kind: 'coin', detail: { i } }],
  });
  const win = i % 4 === 0 ? 120 : 0;
  store.commit({
    ledger: [{ key: 'play:' + i, kind: 'play', cents: win - 60, bonuses: 0 }],
    meters: [cab('coin-in', 60), cab('coin-out', win), cab('games-played', 1), { scope: 'game:test', name: 'coin-in', delta: 60 }],
    wallet: { creditsDelta: win - 60 },
    journal: { gameId: 'test', roundId: i, seq: i, label: 'play', detail: { win }, draws: [i], moves: null,
      creditsBeforeCents: 0, creditsAfterCents: 0, bonusesBefore: 0, bonusesAfter: 0 },
    snapshot: { gameId: 'test', machineVersion: 1, stepSeq: i, snapshot: { round: i } },
  });
  process.stdout.write(i + '\\n');
}
`;

/** Runs the child until it has reported `target` loops (or time runs out), then SIGKILLs it. */
function runAndKill(env: NodeJS.ProcessEnv, target: number, maxMs: number): Promise<{ reported: number; stderr: string; signal: string | null }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['-e', CHILD], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let reported = 0;
    let stdout = '';
    let stderr = '';
    const kill = () => child.kill('SIGKILL');
    const timer = setTimeout(kill, maxMs);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      const lines = stdout.split('\n');
      stdout = lines.pop() ?? '';
      for (const line of lines) reported = Number(line);
      if (reported >= target) kill();
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', fail);
    child.on('exit', (_code, signal) => {
      clearTimeout(timer);
      done({ reported, stderr, signal });
    });
  });
}

describe('durability', () => {
  let dir: string;
  let cleanup: () => void;
  beforeEach(() => ({ dir, cleanup } = makeTempDir()));
  afterEach(() => cleanup());

  it('a store killed mid-loop reopens balanced, with every reported commit and no partial one', async () => {
    const bundle = join(dir, 'cabinet-store.cjs');
    buildSync({
      entryPoints: [join(__dirname, 'cabinet-store.ts')],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      external: ['better-sqlite3'],
      outfile: bundle,
      logLevel: 'silent',
    });
    const dataDir = join(dir, 'data');
    const env = { ...process.env, STORE_BUNDLE: bundle, STORE_DIR: dataDir, NODE_PATH: resolve(__dirname, '../../node_modules') };

    const run = await runAndKill(env, 150, 3500);
    expect(run.stderr).toBe('');
    expect(run.signal).toBe('SIGKILL');
    expect(run.reported).toBeGreaterThan(0);

    const store = CabinetStore.open(dataDir);
    try {
      expect(store.checkAccounting()).toEqual({ ok: true });
      expect(store.verifyEventChain()).toEqual({ ok: true, count: store.meters()['coins-in-count'] });

      const coins = store.meters()['coins-in-count'];
      const plays = store.meters()['games-played'];
      // Whatever the child printed was committed before it printed; one more coin may have landed.
      expect(coins).toBeGreaterThanOrEqual(run.reported);
      expect(coins).toBeLessThanOrEqual(run.reported + 1);
      expect([coins - 1, coins]).toContain(plays);
      expect(store.hasLedgerKey(`coin:${coins}`)).toBe(true);
      expect(store.hasLedgerKey(`coin:${coins + 1}`)).toBe(false);
      expect(store.hasLedgerKey(`play:${plays}`)).toBe(true);
      expect(store.hasLedgerKey(`play:${plays + 1}`)).toBe(false);
      expect(store.deviceCounter('coin-acceptor')).toBe(((coins - 1) % 255) + 1);
      expect(store.snapshot('test')?.stepSeq).toBe(plays);
      expect(store.meters('game:test')['coin-in']).toBe(60 * plays);

      const wins = Math.floor(plays / 4) * 120;
      expect(store.wallet()).toEqual({ creditsCents: 100 * coins - 60 * plays + wins, bonuses: 0, payoutRemainingCents: 0 });
      expect(store.journal({ gameId: 'test', limit: 1 })[0]?.roundId).toBe(plays);
    } finally {
      store.close();
    }
  }, 15_000);
});
