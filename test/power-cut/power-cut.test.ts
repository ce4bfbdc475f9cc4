/**
 * Power cuts: the cabinet core runs in a child process that plays, collects and takes coins
 * continuously, and is killed with SIGKILL at random moments (before, during and after round
 * commits, during coin credit, during payouts) at least 200 times. After every cut the store
 * must balance; at the end every coin the acceptor took is on the meters exactly once, and the
 * ledger, meters and wallet agree to the cent.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { counterDelta } from '../../hardware/coin-acceptor/event-counter';
import { EmulatedCoinAcceptor } from '../../hardware/emulators/coin-acceptor-emulator';
import { CabinetStore } from '../../main/store/cabinet-store';
import type { ChildNotice, ChildRequest, ParentCommand, ParentReply } from './parent-link';

const CHILD = join(__dirname, '..', '..', 'dist', 'test', 'cabinet-child.js');
const CUTS = 200;
const COIN_VALUES: Record<number, number> = { 1: 10, 2: 20, 3: 50, 4: 100, 5: 200 };

interface Run {
  readonly child: ChildProcess;
  readonly ready: Promise<void>;
}

describe('power cut at random moments', () => {
  let dataDir: string;
  let acceptor: EmulatedCoinAcceptor;
  let acceptedCents = 0;
  let acceptedCoins = 0;
  let books: Database.Database | null = null;

  /**
   * Coin events in the acceptor that the cabinet has not committed yet. The acceptor buffers
   * five; more would be lost credits (a fault the cabinet reports, never guesses), so the player
   * in this test waits while four are pending.
   */
  function uncommitted(): number {
    books ??= new Database(join(dataDir, 'cabinet.sqlite'), { readonly: true, fileMustExist: true });
    const row = books.prepare("SELECT counter FROM device_counters WHERE device_id = 'coin-acceptor:229-counter'").get() as { counter: number } | undefined;
    return counterDelta(row?.counter ?? 0, acceptor.readNow().counter);
  }

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'cabinet-power-cut-'));
    // Poll fast so the test sees many commits per second; the hopper pays 0.20 € coins.
    writeFileSync(join(dataDir, 'cabinet-config.json'), JSON.stringify({ coinAcceptor: { pollMs: 20 }, autoPaceMs: 20 }));
    acceptor = new EmulatedCoinAcceptor('coin-acceptor', [1, 2, 3, 4, 5]);
  });

  afterAll(() => {
    books?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function start(): Run {
    const child = fork(CHILD, [dataDir], { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    let stderr = '';
    // A reply can cross the SIGKILL on the wire: the cut-off cabinet never reads it, exactly as
    // a device's answer is lost when the power goes. The send error is that, nothing more.
    const reply = (message: ParentReply): void => {
      if (child.connected) child.send(message, () => undefined);
    };
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ERR_IPC_CHANNEL_CLOSED') stderr += `${error.message}\n`;
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const ready = new Promise<void>((resolve, reject) => {
      child.on('message', (message: ChildRequest | ChildNotice) => {
        if (message.op === 'ready') resolve();
        else if (message.op === 'read') {
          reply({ op: 'reply', id: message.id, credit: acceptor.readNow() });
        } else if (message.op === 'inhibit') {
          void acceptor.setMasterInhibit(message.accept);
          reply({ op: 'reply', id: message.id });
        }
      });
      child.on('exit', (code, signal) => {
        if (signal !== 'SIGKILL') reject(new Error(`cabinet child exited (${code ?? signal}): ${stderr}`));
      });
    });
    return { child, ready };
  }

  /** A player dropping coins while the cabinet is powered (never more than the buffer holds). */
  function feedCoins(): NodeJS.Timeout {
    return setInterval(() => {
      if (!acceptor.isAccepting || uncommitted() >= 4) return;
      const position = randomInt(1, 6);
      if (acceptor.insertCoin(position)) {
        acceptedCents += COIN_VALUES[position] as number;
        acceptedCoins += 1;
      }
    }, 7);
  }

  async function kill(child: ChildProcess): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  function checkBooks(): void {
    const store = CabinetStore.open(dataDir);
    try {
      expect(store.checkAccounting()).toEqual({ ok: true });
      const meters = store.meters('cabinet');
      // A coin may still sit unread in the acceptor's buffer, never on the meters twice.
      expect(meters['coins-in-value']).toBeLessThanOrEqual(acceptedCents);
      expect(meters['coins-in-count']).toBeLessThanOrEqual(acceptedCoins);
    } finally {
      store.close();
    }
  }

  it(`keeps every cent through ${CUTS} SIGKILLs`, async () => {
    const feeder = feedCoins();
    try {
      for (let cut = 0; cut < CUTS; cut += 1) {
        const run = start();
        await run.ready;
        await new Promise((resolve) => setTimeout(resolve, randomInt(0, 250)));
        await kill(run.child);
        checkBooks();
      }
    } finally {
      clearInterval(feeder);
    }

    // Power back for good: let it read the last coins and finish any payout, then compare.
    const last = start();
    await last.ready;
    last.child.send({ op: 'stop-playing' } satisfies ParentCommand);
    const deadline = Date.now() + 60_000;
    let settled = false;
    while (!settled && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      settled = await new Promise<boolean>((resolve) => {
        const onMessage = (message: ChildNotice): void => {
          if (message.op === 'settled') {
            last.child.off('message', onMessage);
            resolve(message.settled && uncommitted() === 0);
          }
        };
        last.child.on('message', onMessage);
        last.child.send({ op: 'report-settled' } satisfies ParentCommand);
      });
    }
    await kill(last.child);
    expect(settled).toBe(true);

    const store = CabinetStore.open(dataDir);
    const meters = store.meters('cabinet');
    const wallet = store.wallet();
    store.close();
    expect(meters['coins-in-value']).toBe(acceptedCents);
    expect(meters['coins-in-count']).toBe(acceptedCoins);
    expect(meters['power-ups']).toBe(CUTS + 1);
    expect(meters['games-played']).toBeGreaterThan(0);

    // The ledger, written row by row with idempotency keys, adds up to the meters and the wallet.
    const db = new Database(join(dataDir, 'cabinet.sqlite'), { readonly: true });
    const sum = (kind: string): number => (db.prepare('SELECT COALESCE(SUM(cents), 0) AS s FROM ledger WHERE kind = ?').get(kind) as { s: number }).s;
    const count = (kind: string): number => (db.prepare('SELECT COUNT(*) AS n FROM ledger WHERE kind = ?').get(kind) as { n: number }).n;
    expect(sum('coin-in')).toBe(meters['coins-in-value']);
    expect(sum('stake')).toBe(meters['coin-in']);
    expect(sum('win')).toBe(meters['coin-out']);
    expect(count('stake')).toBe(meters['games-played']);
    expect(sum('hopper-paid')).toBe(meters['hopper-paid-value']);
    expect(sum('collect')).toBe(meters['hopper-paid-value'] + wallet.payoutRemainingCents);
    expect(wallet.creditsCents).toBe(sum('coin-in') - sum('stake') + sum('win') - sum('collect'));
    // Bonuses too: won on the lower game's ladders and bonus lines, spent on upper-game stakes.
    const bonuses = (kind: string): number => (db.prepare('SELECT COALESCE(SUM(bonuses), 0) AS s FROM ledger WHERE kind = ?').get(kind) as { s: number }).s;
    expect(bonuses('bonus-win')).toBe(meters['bonuses-won']);
    expect(bonuses('bonus-stake')).toBe(meters['bonuses-spent']);
    expect(wallet.bonuses).toBe(bonuses('bonus-win') - bonuses('bonus-stake'));
    // The game's snapshot and its journal were committed together: they name the same step.
    const snapshot = db.prepare("SELECT step_seq AS seq FROM game_snapshots WHERE game_id = 'gnomos-mix'").get() as { seq: number };
    const journal = db.prepare("SELECT MAX(seq) AS seq FROM journal WHERE game_id = 'gnomos-mix'").get() as { seq: number };
    expect(journal.seq).toBeLessThanOrEqual(snapshot.seq);
    db.close();
    process.stderr.write(
      `power cut: ${CUTS} SIGKILLs, ${acceptedCoins} coins (${acceptedCents} c) credited exactly once, ` +
        `${meters['games-played']} games, ${meters['bonuses-won']} bonuses won and ${meters['bonuses-spent']} staked, ` +
        `${meters['hopper-paid-count']} hopper coins paid, books balanced after every cut\n`,
    );
  }, 400_000);
});
