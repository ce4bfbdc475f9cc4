/**
 * Power cuts around a progressive jackpot above the handpay limit. A cabinet child
 * (dist/test/jackpot-child.js) takes credit, wins Mona Lisa's progressive at 0,02 € a coin
 * (1.000 € and more, above the 600 € limit) and has the attendant pay it by hand; the test kills
 * it with SIGKILL at random moments and boots it again on the same store until the story is
 * done. After every cut, on the dead cabinet's store: the books and the pool balance; the jackpot
 * is either not won, or won and waiting for the attendant (never on the balance, the cabinet
 * stopped with the jackpot handpay tilt), or paid by hand once; it is never won twice.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seededRandom } from '../../hardware/cctalk/test-random';
import { CabinetStore } from '../../main/store/cabinet-store';
import { TiltBook } from '../../main/cabinet/tilts';

const CHILD = join(__dirname, '..', '..', 'dist', 'test', 'jackpot-child.js');
const CUTS = Number(process.env.JACKPOT_CUTS ?? 18);
const HANDPAY_LIMIT_CENTS = 60_000;

jest.setTimeout(180_000);

interface Run {
  readonly child: ChildProcess;
  readonly said: string[];
  readonly exited: Promise<number | null>;
  stderr: string;
}

function start(dataDir: string): Run {
  const child = fork(CHILD, [dataDir], { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  const run: Run = { child, said: [], stderr: '', exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))) };
  child.on('message', (m) => run.said.push(String(m)));
  child.stderr?.on('data', (chunk: Buffer) => {
    run.stderr = (run.stderr + chunk.toString()).slice(-4000);
  });
  return run;
}

/** What the dead cabinet's store says about the jackpot. */
function readBooks(dataDir: string) {
  const store = CabinetStore.open(dataDir);
  try {
    const cabinet = store.meters('cabinet');
    const tilts = new TiltBook(store).active();
    return {
      accounting: store.checkAccounting(),
      hits: cabinet['jackpot-hits'],
      wonCents: cabinet['jackpot-won'],
      handpaidCents: cabinet['jackpot-handpaid-value'],
      handpaidCount: cabinet['jackpot-handpaid-count'],
      wallet: store.wallet(),
      jackpotTilt: tilts.some((t) => t.code === 'jackpot-handpay'),
      coinInCents: cabinet['coin-in'],
      creditedCents: cabinet['coins-in-value'],
    };
  } finally {
    store.close();
  }
}

describe('power cut around a jackpot paid by the attendant', () => {
  const dirs: string[] = [];
  /** How long a whole uncut story takes here (the first test measures it). */
  let uncutMs = 1000;
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('an uncut run wins the jackpot above the limit, never credits it, and the attendant pays it once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'jackpot-handpay-'));
    dirs.push(dataDir);
    const started = Date.now();
    const run = start(dataDir);
    const code = await run.exited;
    uncutMs = Date.now() - started;
    expect({ code, said: run.said, stderr: code === 0 ? '' : run.stderr }).toEqual({ code: 0, said: ['credited', 'jackpot', 'done'], stderr: '' });
    const books = readBooks(dataDir);
    expect(books.accounting).toEqual({ ok: true });
    expect(books.hits).toBe(1);
    expect(books.wonCents).toBeGreaterThan(HANDPAY_LIMIT_CENTS);
    expect(books.handpaidCents).toBe(books.wonCents);
    expect(books.handpaidCount).toBe(1);
    expect(books.jackpotTilt).toBe(false);
    // The balance is the coins in less the bet and plus any ordinary line pays: never the jackpot.
    expect(books.wallet.payoutRemainingCents).toBe(0);
    expect(books.wallet.creditsCents).toBeLessThan(books.wonCents);
  });

  it('after a SIGKILL anywhere the jackpot is not won, or waits for the attendant, or is paid once; the next boot finishes it', async () => {
    const below = seededRandom(20_261_127);
    const seen = { before: 0, waiting: 0, paid: 0 };
    for (let cut = 0; cut < CUTS; cut += 1) {
      const dataDir = mkdtempSync(join(tmpdir(), 'jackpot-cut-'));
      dirs.push(dataDir);
      const run = start(dataDir);
      // A third of the cuts at any moment of the run; a third in the milliseconds after the credit
      // came in, where the jackpot spin commits; a third after the jackpot, around the handpay.
      const waitFor = async (message: string): Promise<void> => {
        for (let i = 0; i < 10_000 && !run.said.includes(message) && run.child.exitCode === null; i += 1) await new Promise((resolve) => setTimeout(resolve, 1));
      };
      // Three cuts are placed so every side of the jackpot is seen whatever the machine's speed:
      // at once (nothing won), the moment the jackpot is told (the key's 30 ms debounce is still
      // ahead: waiting), and once the story has ended (paid).
      if (cut === 0) {
        // cut at once
      } else if (cut === 2) {
        await waitFor('jackpot');
      } else if (cut === CUTS - 1) {
        await run.exited;
      } else if (cut % 3 === 0) {
        await new Promise((resolve) => setTimeout(resolve, below(uncutMs)));
      } else if (cut % 3 === 1) {
        await waitFor('credited');
        await new Promise((resolve) => setTimeout(resolve, below(25)));
      } else {
        await waitFor('jackpot');
        await new Promise((resolve) => setTimeout(resolve, below(80)));
      }
      run.child.kill('SIGKILL');
      const code = await run.exited;
      // A run that finished before the cut exits 0; anything else but the kill is a crash.
      if (code !== null && code !== 0) throw new Error(`the child died by itself (${code}): ${run.stderr}`);
      const books = readBooks(dataDir);
      expect(books.accounting).toEqual({ ok: true });
      expect(books.hits).toBeLessThanOrEqual(1);
      if (books.hits === 0) {
        seen.before += 1;
        expect(books.wonCents).toBe(0);
        expect(books.jackpotTilt).toBe(false);
      } else if (books.handpaidCount === 0) {
        seen.waiting += 1;
        // Won and waiting: off the balance, owed by the attendant, the cabinet stopped.
        expect(books.wallet.payoutRemainingCents).toBe(books.wonCents);
        expect(books.jackpotTilt).toBe(true);
      } else {
        seen.paid += 1;
        expect(books.handpaidCount).toBe(1);
        expect(books.handpaidCents).toBe(books.wonCents);
        expect(books.wallet.payoutRemainingCents).toBe(0);
        expect(books.jackpotTilt).toBe(false);
      }
      // The next boot picks the story up where the cut left it: one jackpot, paid once by hand.
      const next = start(dataDir);
      const nextCode = await next.exited;
      expect({ nextCode, stderr: nextCode === 0 ? '' : next.stderr }).toEqual({ nextCode: 0, stderr: '' });
      const after = readBooks(dataDir);
      expect(after).toMatchObject({ accounting: { ok: true }, hits: 1, handpaidCount: 1, jackpotTilt: false });
      expect(after.handpaidCents).toBe(after.wonCents);
      expect(after.wallet.payoutRemainingCents).toBe(0);
    }
    // Cuts must have landed on every side of the jackpot, or this test proved little.
    process.stderr.write(`jackpot power cuts: ${JSON.stringify(seen)}\n`);
    expect(seen).toEqual({ before: expect.any(Number), waiting: expect.any(Number), paid: expect.any(Number) });
    expect(Math.min(seen.before, seen.waiting, seen.paid)).toBeGreaterThan(0);
  });
});
