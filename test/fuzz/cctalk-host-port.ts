/**
 * Port (a), the cabinet's ccTalk bus, host side: fuzz frames into the bus master, the three
 * drivers and the cabinet's coin and bill intake, with the real emulators answering at the far
 * end of a noisy line (noisy-line.ts, cctalk-line-script.ts).
 *
 * The devices are quiet: nothing is inserted while the fuzz runs. But their event buffers hold
 * three coins and two bills put in before the cabinet's first contact (which takes whatever is
 * buffered as already credited), so a corrupted event counter taken for real would credit them
 * at once. The run records every outcome; cctalk-host-fuzz.test.ts judges the report.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { defaultConfig } from '../../config/cabinet-config';
import { CctalkBillValidator } from '../../hardware/bill-validator/cctalk-bill-validator';
import { classifyBillStatus } from '../../hardware/bill-validator/bill-status-codes';
import { BillHeader } from '../../hardware/bill-validator/bill-headers';
import { CctalkBus, type CctalkBusStats } from '../../hardware/cctalk/bus';
import { CctalkNoReplyError, CctalkRefusedError } from '../../hardware/cctalk/commander';
import type { ChecksumMode } from '../../hardware/cctalk/frame';
import { CctalkFrameError } from '../../hardware/cctalk/frame-error';
import { Address, Header } from '../../hardware/cctalk/headers';
import { seededRandom } from '../../hardware/cctalk/test-random';
import { CctalkCoinAcceptor } from '../../hardware/coin-acceptor/cctalk-coin-acceptor';
import { EmulatedCctalkBillValidator } from '../../hardware/emulators/cctalk/bill-validator';
import { EmulatedCctalkCoinAcceptor } from '../../hardware/emulators/cctalk/coin-acceptor';
import { EmulatedCctalkHopper } from '../../hardware/emulators/cctalk/hopper';
import { CctalkHopper, HopperReplyError } from '../../hardware/hopper/cctalk-hopper';
import { ScriptedLink } from '../../hardware/io-board/test-link';
import { BillIntake } from '../../main/cabinet/bill-intake';
import { CoinIntake, counterKey } from '../../main/cabinet/coin-intake';
import { TiltBook } from '../../main/cabinet/tilts';
import { billId, coinId } from '../../main/devices/emulated-devices';
import { CabinetStore } from '../../main/store/cabinet-store';
import type { WalletState } from '../../main/store/store-types';
import { CctalkLineScript, type FinalRule } from './cctalk-line-script';
import { CheckedCommander } from './checked-commander';
import { LineClock, uniform, type Rnd } from './fuzz-kit';
import { NoisyLine } from './noisy-line';

export interface CctalkHostOptions {
  readonly frames: number;
  readonly seed: number;
  readonly mode: ChecksumMode;
}

export interface CctalkHostReport {
  readonly fuzzFrames: number;
  readonly commands: number;
  readonly cpuSeconds: number;
  readonly tally: string;
  /** Corrupted replies that passed the checksum from the right address: real replies by the protocol, left out. */
  readonly undetectable: number;
  /** Bursts drawn again because their noise formed a frame the host would take as its reply. */
  readonly accidental: number;
  readonly trueReplies: number;
  readonly misshapenReplies: number;
  readonly refusals: number;
  /** Replies or refusals the bus produced that the line never sent. */
  readonly busMismatches: readonly string[];
  readonly busStats: CctalkBusStats;
  /** Commands no emulator answered (each would cost the bus a reply timeout). */
  readonly unanswered: number;
  /** Operation → outcome (`true` = equal to the clean-line result, or the error's name) → count. */
  readonly outcomes: Readonly<Record<string, number>>;
  /** Operations that resolved with something other than their clean-line result. */
  readonly wrongResults: readonly string[];
  /** Errors other than the drivers' documented ones. */
  readonly escaped: readonly string[];
  readonly coinCounterAtFirstContact: number | null;
  readonly cleanCoinPoll: unknown;
  readonly cleanBillPoll: unknown;
  readonly after: {
    readonly wallet: WalletState;
    readonly nonZeroMeters: readonly (readonly [string, number])[];
    readonly tilts: number;
    readonly coinCounter: number | null;
    readonly coinsAccepted: number;
    readonly billsStacked: readonly number[];
    readonly hopperCoinsOut: number;
    /** A 1 € coin inserted after the run, then one intake poll. */
    readonly pollAfterCoin: unknown;
    readonly creditsAfterCoin: number;
  };
}

const config = defaultConfig();
const COIN = Address.COIN_ACCEPTOR;
const HOPPER = Address.HOPPER;
const BILL = Address.BILL_VALIDATOR;

const lengthOtherThan =
  (...good: number[]) =>
  (length: number): boolean =>
    !good.includes(length);

/** Which malformed finals each driver must refuse (see FinalRule); its other headers only ever get the true reply. */
export function finalRule(address: number, header: number): FinalRule {
  const rule = (refusesLength: FinalRule['refusesLength'], refusalPropagates = true): FinalRule => ({ refusesLength, refusalPropagates });
  if (header === Header.REQUEST_SERIAL_NUMBER) return rule(lengthOtherThan(3));
  if (address === COIN) {
    if (header === Header.READ_BUFFERED_CREDIT_OR_ERROR_CODES) return rule(lengthOtherThan(11));
    // The driver reads a refusal of 184 as "no coin at this position".
    if (header === Header.REQUEST_COIN_ID) return rule(null, false);
    // 228 and 231: the driver takes any ACK, with or without data (reported in docs/devices-fuzz.md).
    return rule(null);
  }
  if (address === HOPPER) {
    if (header === Header.REQUEST_HOPPER_STATUS) return rule(lengthOtherThan(4));
    if (header === Header.REQUEST_HOPPER_DISPENSE_COUNT) return rule(lengthOtherThan(3));
    if (header === Header.TEST_HOPPER) return rule(lengthOtherThan(1, 2));
    if (header === Header.ENABLE_HOPPER) return rule(lengthOtherThan(0));
    return rule(null);
  }
  if (header === Header.READ_BUFFERED_BILL_EVENTS) return rule(lengthOtherThan(11));
  if (header === Header.REQUEST_BILL_ID) return rule(lengthOtherThan(7));
  if (header === BillHeader.REQUEST_MASTER_INHIBIT_STATUS) return rule(lengthOtherThan(1));
  if (header === Header.MODIFY_MASTER_INHIBIT_STATUS || header === Header.MODIFY_INHIBIT_STATUS || header === BillHeader.MODIFY_BILL_OPERATING_MODE) {
    return rule(lengthOtherThan(0));
  }
  return rule(null);
}

/** The errors the drivers document for a reply they cannot use. */
const TYPED_ERRORS = [CctalkRefusedError, CctalkFrameError, HopperReplyError, CctalkNoReplyError];
const NO_BILL_EXPECTED = (): string => 'no bill is expected in the fuzz run';

interface Operation {
  readonly name: string;
  readonly weight: number;
  readonly run: () => Promise<unknown>;
}

export async function run(options: CctalkHostOptions): Promise<CctalkHostReport> {
  const dir = mkdtempSync(join(tmpdir(), 'cctalk-fuzz-'));
  const store = CabinetStore.open(dir);
  try {
    return await fuzz(options, store);
  } finally {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function fuzz({ frames, seed, mode }: CctalkHostOptions, store: CabinetStore): Promise<CctalkHostReport> {
  const rnd: Rnd = seededRandom(seed);
  const clock = new LineClock();
  const now = (): number => clock.now();
  const devicesEnd = new ScriptedLink('fuzz:devices');
  const coinEmulator = new EmulatedCctalkCoinAcceptor({
    mode,
    coins: config.coinAcceptor.coins.map((c) => ({ position: c.position, id: coinId(c.valueCents) })),
    random: uniform(rnd),
    now,
  });
  const hopperEmulator = new EmulatedCctalkHopper({ mode, coinsInTube: 500, coinsPerSecond: 10, random: uniform(rnd), now });
  const billEmulator = new EmulatedCctalkBillValidator({
    mode,
    bills: config.billValidator.bills.map((b) => ({ type: b.type, id: billId(b.valueCents) })),
    escrowTimeoutMs: 10_000,
    random: uniform(rnd),
    now,
  });
  for (const device of [coinEmulator, hopperEmulator, billEmulator]) device.attach(devicesEnd);

  const script = new CctalkLineScript({ mode, rnd, devices: [COIN, HOPPER, BILL], burst: [10, 50], misshapenPercent: 3, foreignHeaderPercent: 2, rule: finalRule });
  script.fuzzing = false;
  const line = new NoisyLine({ name: 'cctalk', clock, echo: true, devices: devicesEnd, script: script.script, rnd });
  // Every command is answered within a few turns of the event loop; a timeout firing would mean
  // the bus lost a true reply behind the noise, so it is generous and counted, never waited for.
  const bus = new CctalkBus(line, { mode, echo: true, replyTimeoutMs: 5_000, now });
  const commander = new CheckedCommander(bus, script);
  const coinAcceptor = new CctalkCoinAcceptor(commander, { deviceId: config.coinAcceptor.deviceId });
  const hopper = new CctalkHopper(commander, { deviceId: config.hopper.deviceId });
  const billValidator = new CctalkBillValidator(commander, { deviceId: config.billValidator.deviceId });
  const tilts = new TiltBook(store, now);
  const coinIntake = new CoinIntake(store, coinAcceptor, config.coinAcceptor.coins, tilts);
  const billIntake = new BillIntake(store, billValidator, config.billValidator.bills, tilts, classifyBillStatus);
  const positions = config.coinAcceptor.coins.map((c) => c.position);
  const billTypes = config.billValidator.bills.map((b) => b.type);

  // Set-up on a clean line. Coins and bills go in before the cabinet first reads the devices.
  await coinAcceptor.enableCoins(positions);
  await coinAcceptor.setMasterInhibit(true);
  await billValidator.enableBills(billTypes);
  await billValidator.setEscrowMode(false);
  await billValidator.setMasterInhibit(true);
  await hopper.enable();
  for (const position of [1, 3, 5]) if (coinEmulator.insertCoin(position) !== 'accepted') throw new Error(`set-up: coin ${position} was not accepted`);
  for (const type of [1, 2]) if (billEmulator.insertBill(type) !== 'stacked') throw new Error(`set-up: bill ${type} was not stacked`);
  await coinIntake.poll();
  await billIntake.poll(NO_BILL_EXPECTED);
  const coinCounterAtFirstContact = store.deviceCounter(counterKey(config.coinAcceptor.deviceId));

  const operations: Operation[] = [
    { name: 'coin intake poll', weight: 12, run: () => coinIntake.poll() },
    { name: 'bill intake poll', weight: 12, run: () => billIntake.poll(NO_BILL_EXPECTED) },
    { name: 'coin 229 read', weight: 4, run: () => coinAcceptor.readBufferedCredit() },
    { name: 'bill 159 read', weight: 4, run: () => billValidator.readBufferedBills() },
    { name: 'coin master inhibit', weight: 2, run: () => coinAcceptor.setMasterInhibit(true) },
    { name: 'coin enable', weight: 2, run: () => coinAcceptor.enableCoins(positions) },
    { name: 'bill master inhibit', weight: 2, run: () => billValidator.setMasterInhibit(true) },
    { name: 'bill enable', weight: 2, run: () => billValidator.enableBills(billTypes) },
    { name: 'bill escrow mode', weight: 2, run: () => billValidator.setEscrowMode(false) },
    { name: 'bill accepting', weight: 2, run: () => billValidator.masterAccepting() },
    { name: 'hopper status', weight: 6, run: () => hopper.status() },
    { name: 'hopper lifetime count', weight: 3, run: () => hopper.lifetimeCount() },
    { name: 'hopper faults', weight: 3, run: () => hopper.faults() },
    { name: 'hopper enable', weight: 2, run: () => hopper.enable() },
    { name: 'coin identify', weight: 1, run: () => coinAcceptor.identify() },
    { name: 'bill identify', weight: 1, run: () => billValidator.identify() },
    { name: 'hopper identify', weight: 1, run: () => hopper.identify() },
  ];
  // What each operation gives on the clean line is the truth every fuzzed run must match.
  const truth = new Map<string, unknown>();
  for (const op of operations) truth.set(op.name, await op.run());

  const totalWeight = operations.reduce((sum, op) => sum + op.weight, 0);
  const choose = (): Operation => {
    let roll = rnd(totalWeight);
    for (const op of operations) {
      if (roll < op.weight) return op;
      roll -= op.weight;
    }
    throw new Error('the weights do not cover the roll');
  };

  const outcomes: Record<string, number> = {};
  const count = (key: string): void => void (outcomes[key] = (outcomes[key] ?? 0) + 1);
  const wrongResults: string[] = [];
  const escaped: string[] = [];
  const cpuBefore = process.cpuUsage();
  script.fuzzing = true;
  while (script.tally.total < frames) {
    const op = choose();
    try {
      const result = await op.run();
      if (isDeepStrictEqual(result, truth.get(op.name))) count(`${op.name}: true`);
      else if (wrongResults.length < 20) wrongResults.push(`${op.name} gave ${JSON.stringify(result)}`);
    } catch (error) {
      const typed = TYPED_ERRORS.some((type) => error instanceof type);
      count(`${op.name}: ${typed ? (error as Error).name : 'UNTYPED'}`);
      if (!typed && escaped.length < 20) escaped.push(`${op.name}: ${String((error as Error)?.stack ?? error)}`);
    }
  }
  script.fuzzing = false;
  const cpu = process.cpuUsage(cpuBefore);

  const after = {
    wallet: store.wallet(),
    nonZeroMeters: Object.entries(store.meters('cabinet')).filter(([, value]) => value !== 0),
    tilts: tilts.active().length,
    coinCounter: store.deviceCounter(counterKey(config.coinAcceptor.deviceId)),
    coinsAccepted: coinEmulator.acceptedCoins.count,
    billsStacked: billEmulator.stackedBills,
    hopperCoinsOut: hopperEmulator.coinsOut,
    pollAfterCoin: null as unknown,
    creditsAfterCoin: 0,
  };
  // The bus still works after the run: a coin inserted now is credited once, at its value.
  coinEmulator.insertCoin(4);
  after.pollAfterCoin = await coinIntake.poll();
  after.creditsAfterCoin = store.wallet().creditsCents;
  bus.dispose();

  return {
    fuzzFrames: script.tally.total,
    commands: line.commands,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    tally: script.tally.toString(),
    undetectable: script.undetectable,
    accidental: script.accidental,
    trueReplies: commander.trueReplies,
    misshapenReplies: commander.misshapenReplies,
    refusals: commander.refusals,
    busMismatches: commander.mismatches,
    busStats: bus.stats,
    unanswered: line.unanswered,
    outcomes,
    wrongResults,
    escaped,
    coinCounterAtFirstContact,
    cleanCoinPoll: truth.get('coin intake poll'),
    cleanBillPoll: truth.get('bill intake poll'),
    after,
  };
}
