/**
 * Coins through real pseudo-terminals (6,000 in the suite, 100,000 on demand): the emulated devices of `npm run devices` on socat
 * PTY pairs, the cabinet as its own process (the `npm start` bundle) on the other ends, 5 % of
 * every device's replies lost and 5 % corrupted. Between the coins the cabinet loses power
 * (SIGKILL, started again) and so does the coin acceptor. At the end the cabinet's coin meters
 * equal, to the coin and the cent, what the acceptor took.
 *
 * The player follows the feeding rule of test/devices/coin-player.ts, so every lost credit would
 * be the cabinet's fault, never the test's.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configFromOperatorText } from '../../config/cabinet-config';
import { seededRandom } from '../../hardware/cctalk/test-random';
import { OPERATOR_CONFIG_FILE } from '../../main/cabinet/boot';
import { CabinetStore } from '../../main/store/cabinet-store';
import { benchTotals } from '../../build/devices/bench-status';
import { DeviceBench } from '../../build/devices/device-bench';
import { CabinetProcess } from './cabinet-process';
import { CoinPlayer } from './coin-player';

/**
 * The acceptor buffers five events and the cabinet reads them once per poll, so over this faulty
 * line the run takes some 30–60 coins a second (docs/devices-emulators.md): `npm test` runs 1,500
 * coins to keep CI under its 30 minutes as the games grow, `CABINET_PTY_COINS=100000` runs the full
 * hundred thousand (under an hour).
 */
const COINS = coinsToRun(process.env.CABINET_PTY_COINS, 1_500);
/** The run with the hopper and the bill validator silent throughout (CABINET_PTY_SILENT_COINS for more). */
const SILENT_COINS = coinsToRun(process.env.CABINET_PTY_SILENT_COINS, 600);
/** Generous: a shared 2-core machine may run at a fraction of the measured pace. */
const TIME_LIMIT_MS = 900_000 + COINS * 100;
const CABINET_RESTARTS = 6;
const ACCEPTOR_POWER_CYCLES = 6;
const FAULT_RATE = 0.05;
/** Everything on this machine is shared; the test is about correctness, so the limits are wide. */
const SETTLE_LIMIT_MS = 60_000;

/**
 * The cabinet's operator config: polls as fast as the config allows, a reply timeout fit for a
 * PTY, and the credit limit far above every coin of the run so the acceptor is never inhibited
 * for it. (The PTY's missing echo is told on the command line: test/devices/cabinet-process.ts.)
 */
const OPERATOR_CONFIG = {
  coinAcceptor: { pollMs: 20 },
  creditLimitCents: 100_000_000,
  devices: { cctalk: { replyTimeoutMs: 40 }, reopenMs: 200 },
};

function coinsToRun(text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  const coins = Number(text);
  if (!Number.isSafeInteger(coins) || coins < 100) throw new Error(`a coin count must be a whole number of at least 100, got ${text}`);
  return coins;
}

/** Median, 99th percentile and largest of the gaps between consecutive times (ms). */
function gapFigures(times: readonly number[]): { median: number; p99: number; max: number } {
  const gaps = times.slice(1).map((t, i) => t - (times[i] as number)).sort((a, b) => a - b);
  const at = (q: number): number => gaps[Math.min(gaps.length - 1, Math.floor(q * gaps.length))] ?? 0;
  return { median: at(0.5), p99: at(0.99), max: gaps[gaps.length - 1] ?? 0 };
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => boolean, limitMs = SETTLE_LIMIT_MS): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await sleep(5);
  }
}

describe('coins over socat PTYs with the cabinet in its own process', () => {
  const benchDir = mkdtempSync(join(tmpdir(), 'cabinet-devices-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'cabinet-pty-coins-'));
  let bench: DeviceBench | null = null;
  let cabinet: CabinetProcess | null = null;
  let player: CoinPlayer | null = null;

  afterAll(async () => {
    await cabinet?.kill();
    player?.close();
    await bench?.stop();
    rmSync(benchDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    `credits exactly the ${COINS.toLocaleString('en')} coins accepted, through lost and corrupted replies, cabinet restarts and acceptor power cycles`,
    async () => {
      const started = Date.now();
      const text = JSON.stringify(OPERATOR_CONFIG);
      writeFileSync(join(dataDir, OPERATOR_CONFIG_FILE), text);
      const config = configFromOperatorText(text, OPERATOR_CONFIG_FILE);
      const faults = seededRandom(0x5eed);
      bench = await DeviceBench.start({ dir: benchDir, config, random: () => faults(2 ** 30) / 2 ** 30, ioBoard: true });
      const { coinAcceptor, ioBoard } = bench.emulators;
      for (const device of [...bench.cctalkDevices(), ioBoard]) {
        device.faults.lostReplyRate = FAULT_RATE;
        device.faults.corruptReplyRate = FAULT_RATE;
      }
      const ports = { dataDir, cctalkPort: bench.hostPath('cctalk'), ioPort: bench.hostPath('io') };
      const startCabinet = async (): Promise<CabinetProcess> => {
        const next = new CabinetProcess(ports);
        cabinet = next;
        await next.ready;
        return next;
      };
      const running = await startCabinet();
      player = new CoinPlayer(coinAcceptor, config.coinAcceptor.coins, dataDir, config.coinAcceptor.deviceId, seededRandom(0xc011));

      // Interruptions spread evenly over the coins, alternating between the two kinds.
      const marks: { at: number; kind: 'cabinet' | 'acceptor' }[] = [];
      const total = CABINET_RESTARTS + ACCEPTOR_POWER_CYCLES;
      for (let i = 1; i <= total; i += 1) marks.push({ at: Math.floor((COINS * i) / (total + 1)), kind: i % 2 === 1 ? 'cabinet' : 'acceptor' });
      const pick = seededRandom(0xdead);
      let restarts = 0;
      let powerCycles = 0;
      let current = running;

      while (player.insertedCoins < COINS) {
        const mark = marks[0];
        if (mark && player.insertedCoins >= mark.at) {
          marks.shift();
          if (mark.kind === 'cabinet') {
            // A power cut at a moment of the bus's choosing: coins may be in the buffer, read but not committed.
            await sleep(pick(60));
            await current.kill();
            restarts += 1;
            current = await startCabinet();
          } else {
            await until('the acceptor buffer to be read and committed before its power cycle', () => player?.allCommitted() === true);
            expect(player.powerCycle()).toBe(true);
            powerCycles += 1;
          }
        }
        if (current.crashed) throw new Error(`the cabinet crashed:\n${current.output}`);
        if (player.feed(COINS - player.insertedCoins) === 0) await sleep(1);
      }

      await until('every coin to be committed', () => player?.allCommitted() === true);
      await current.kill();
      player.close();

      const store = CabinetStore.open(dataDir);
      try {
        const meters = store.meters('cabinet');
        // What the acceptor took, valued with the cabinet's coin table as `npm run devices` status does.
        const { coinsAccepted, coinsAcceptedCents } = benchTotals(bench, config);
        expect(coinsAccepted).toBe(COINS);
        expect(coinsAcceptedCents).toBe(player.insertedCents);
        expect(meters['coins-in-count']).toBe(coinsAccepted);
        expect(meters['coins-in-value']).toBe(coinsAcceptedCents);
        expect(store.events({ kind: 'coin-credits-lost' })).toEqual([]);
        expect(meters['power-ups']).toBe(restarts + 1);
        expect(store.checkAccounting()).toEqual({ ok: true });

        const seconds = (Date.now() - started) / 1000;
        const { lost, corrupted, sent } = bench.fates;
        expect(lost).toBeGreaterThan(0);
        expect(corrupted).toBeGreaterThan(0);
        process.stderr.write(
          `PTY coins: ${coinsAccepted} coins (${coinsAcceptedCents} c) credited exactly once; ${restarts} cabinet SIGKILLs, ` +
            `${powerCycles} acceptor power cycles; replies ${sent} sent, ${lost} lost, ${corrupted} corrupted; ` +
            `${seconds.toFixed(0)} s (${Math.round(coinsAccepted / seconds)} coins/s)\n`,
        );
      } finally {
        store.close();
      }
    },
    TIME_LIMIT_MS,
  );
});

describe('coins over socat PTYs with the hopper and the bill validator silent', () => {
  const benchDir = mkdtempSync(join(tmpdir(), 'cabinet-devices-silent-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'cabinet-pty-silent-'));
  let bench: DeviceBench | null = null;
  let cabinet: CabinetProcess | null = null;
  let player: CoinPlayer | null = null;

  afterAll(async () => {
    await cabinet?.kill();
    player?.close();
    await bench?.stop();
    rmSync(benchDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    `credits exactly the ${SILENT_COINS.toLocaleString('en')} coins accepted, the acceptor's poll keeping its period, the silent devices shown`,
    async () => {
      const started = Date.now();
      // The cabinet's own poll period, not the fastest: a silent device must not stretch it.
      const operatorConfig = { ...OPERATOR_CONFIG, coinAcceptor: { pollMs: 100 } };
      const text = JSON.stringify(operatorConfig);
      writeFileSync(join(dataDir, OPERATOR_CONFIG_FILE), text);
      const config = configFromOperatorText(text, OPERATOR_CONFIG_FILE);
      const faults = seededRandom(0x51e7);
      bench = await DeviceBench.start({ dir: benchDir, config, random: () => faults(2 ** 30) / 2 ** 30, ioBoard: true });
      const { coinAcceptor, hopper, billValidator } = bench.emulators;
      coinAcceptor.faults.lostReplyRate = FAULT_RATE;
      coinAcceptor.faults.corruptReplyRate = FAULT_RATE;
      hopper.faults.unplugged = true;
      billValidator.faults.unplugged = true;
      const polls: number[] = [];
      coinAcceptor.onReply(({ header }) => {
        if (header === 229) polls.push(performance.now());
      });
      const running = new CabinetProcess({ dataDir, cctalkPort: bench.hostPath('cctalk'), ioPort: bench.hostPath('io') });
      cabinet = running;
      await running.ready;
      player = new CoinPlayer(coinAcceptor, config.coinAcceptor.coins, dataDir, config.coinAcceptor.deviceId, seededRandom(0x5c01));
      const firstPoll = polls.length;
      while (player.insertedCoins < SILENT_COINS) {
        if (running.crashed) throw new Error(`the cabinet crashed:\n${running.output}`);
        if (player.feed(SILENT_COINS - player.insertedCoins) === 0) await sleep(1);
      }
      await until('every coin to be committed', () => player?.allCommitted() === true);
      const period = gapFigures(polls.slice(firstPoll));
      const probes = { hopper: hopper.commandsOnWire, bills: billValidator.commandsOnWire };
      await running.kill();
      player.close();

      const store = CabinetStore.open(dataDir);
      try {
        const meters = store.meters('cabinet');
        const { coinsAccepted, coinsAcceptedCents } = benchTotals(bench, config);
        expect(coinsAccepted).toBe(SILENT_COINS);
        expect(meters['coins-in-count']).toBe(coinsAccepted);
        expect(meters['coins-in-value']).toBe(coinsAcceptedCents);
        expect(store.events({ kind: 'coin-credits-lost' })).toEqual([]);
        expect(store.checkAccounting()).toEqual({ ok: true });
        // The silence is on the record for the attendant and the operator (the lossy acceptor may lose four replies in a row too).
        expect(store.events({ kind: 'device-silent' }).map((e) => (e.detail as { deviceId: string }).deviceId)).toEqual(expect.arrayContaining(['bill-validator', 'hopper']));
        // A silent device asked every poll made this 1.8–3.7 s; with the back-off it stays near the 100 ms period.
        expect(period.median).toBeLessThan(1000);
        const seconds = (Date.now() - started) / 1000;
        process.stderr.write(
          `PTY coins, hopper and bill validator silent: ${coinsAccepted} coins (${coinsAcceptedCents} c) credited exactly once; ` +
            `229 poll period median ${period.median.toFixed(0)} ms, p99 ${period.p99.toFixed(0)} ms, max ${period.max.toFixed(0)} ms over ${polls.length - firstPoll} polls; ` +
            `commands to the silent hopper ${probes.hopper}, to the bill validator ${probes.bills}; ${seconds.toFixed(0)} s\n`,
        );
      } finally {
        store.close();
      }
    },
    TIME_LIMIT_MS,
  );
});
