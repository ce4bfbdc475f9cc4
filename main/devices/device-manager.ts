/**
 * The device manager: opens the configured ports (real serial ports or socat PTYs, or the
 * in-process bus of the emulators), keeps them open across unplugs, sets every device up when
 * its line comes up or it answers again after silence (identification, coin and bill tables),
 * and keeps each device's health for the cabinet. The cabinet sees stable drivers whatever
 * happens to the cables underneath.
 */
import type { CabinetConfig } from '../../config/cabinet-config';
import { CctalkBillValidator } from '../../hardware/bill-validator/cctalk-bill-validator';
import { CctalkCoinAcceptor } from '../../hardware/coin-acceptor/cctalk-coin-acceptor';
import { CctalkHopper } from '../../hardware/hopper/cctalk-hopper';
import { IoBoard } from '../../hardware/io-board/io-board';
import type { ByteLink } from '../../hardware/serial/byte-link';
import { MemoryBus } from '../../hardware/serial/memory-bus';
import { PortSupervisor } from '../../hardware/serial/port-supervisor';
import { SerialPortLink } from '../../hardware/serial/serial-port-link';
import { IO_BAUD_RATE } from '../../hardware/io-board/io-protocol';
import type { CabinetDevices } from '../cabinet/cabinet-devices';
import type { DeviceHealthView } from '../ipc/contract';
import { coinIdFaults } from './coin-id-check';
import { DeviceHealth } from './device-health';
import { CabinetEmulators, type EmulatorOptions } from './emulated-devices';
import { CctalkLine } from './line-commander';
import { PanelSwitchboard } from './panel-switchboard';

export interface ManagedDevices extends CabinetDevices {
  /** The emulators behind an `emulated` cabinet, null on serial ports. */
  readonly emulators: CabinetEmulators | null;
  /** Resolves when every device set-up started so far has finished (succeeded or failed). */
  setUpDone(): Promise<void>;
  stop(): Promise<void>;
}

export interface DeviceManagerOptions {
  readonly log: (message: string) => void;
  /** For the emulators' line faults (emulated mode only). */
  readonly random: () => number;
  readonly emulator?: Omit<EmulatorOptions, 'random'>;
  /** I/O board poll period (ms). */
  readonly panelPollMs?: number;
}

/** Something that hands out a link whenever its port comes up (a PortSupervisor, or a fixed memory link). */
interface LinkSource {
  onUp(listener: (link: ByteLink) => void): () => void;
  onDown(listener: (reason: string) => void): () => void;
  start(): void;
  stop(): Promise<void>;
}

/** An in-process link that is up from the start and down only if the memory bus unplugs it. */
class FixedLinkSource implements LinkSource {
  private readonly up = new Set<(link: ByteLink) => void>();
  private readonly down = new Set<(reason: string) => void>();
  constructor(private readonly link: ByteLink) {
    link.onClose((reason) => this.down.forEach((l) => l(reason)));
  }
  onUp(listener: (link: ByteLink) => void): () => void {
    this.up.add(listener);
    return () => this.up.delete(listener);
  }
  onDown(listener: (reason: string) => void): () => void {
    this.down.add(listener);
    return () => this.down.delete(listener);
  }
  start(): void {
    setImmediate(() => this.up.forEach((l) => l(this.link)));
  }
  async stop(): Promise<void> {
    await this.link.close();
  }
}

export function startDevices(config: CabinetConfig, options: DeviceManagerOptions): ManagedDevices {
  const cc = config.devices.cctalk;
  let emulators: CabinetEmulators | null = null;
  let cctalkSource: LinkSource;
  let ioSource: LinkSource | null = null;
  if (config.devices.mode === 'emulated') {
    emulators = new CabinetEmulators(config, { ...options.emulator, random: options.random });
    const cctalkBus = new MemoryBus('cctalk', { echo: cc.echo });
    const ioBus = new MemoryBus('io-board', { echo: false });
    const hostLink = cctalkBus.attach('host');
    const hostIo = config.devices.ioBoard.enabled ? ioBus.attach('host') : null;
    emulators.attach(cctalkBus.attach('devices'), hostIo ? ioBus.attach('board') : null);
    cctalkSource = new FixedLinkSource(hostLink);
    if (hostIo) ioSource = new FixedLinkSource(hostIo);
  } else {
    cctalkSource = new PortSupervisor(cc.port, { reopenMs: config.devices.reopenMs });
    if (config.devices.ioBoard.enabled) {
      ioSource = new PortSupervisor(config.devices.ioBoard.port, { reopenMs: config.devices.reopenMs, open: (path) => SerialPortLink.open(path, { baudRate: IO_BAUD_RATE }) });
    }
  }

  const healthListeners = new Set<() => void>();
  const tellHealth = (): void => healthListeners.forEach((l) => l());
  const line = new CctalkLine(config.devices.mode === 'emulated' ? 'memory:cctalk' : cc.port, { mode: cc.checksum, echo: cc.echo, replyTimeoutMs: cc.replyTimeoutMs });

  const coinHealth = new DeviceHealth(config.coinAcceptor.deviceId, 'coin-acceptor', line.port);
  const hopperHealth = new DeviceHealth(config.hopper.deviceId, 'hopper', line.port);
  const billHealth = cc.billValidator ? new DeviceHealth(config.billValidator.deviceId, 'bill-validator', line.port) : null;
  // The acceptor's poll goes ahead of the other devices' commands: its buffer holds five coins.
  const coinAcceptor = new CctalkCoinAcceptor(line.commanderFor(coinHealth, { urgent: true }), { deviceId: config.coinAcceptor.deviceId, address: cc.addresses.coinAcceptor });
  const hopper = new CctalkHopper(line.commanderFor(hopperHealth), { deviceId: config.hopper.deviceId, address: cc.addresses.hopper });
  const billValidator = billHealth
    ? new CctalkBillValidator(line.commanderFor(billHealth), { deviceId: config.billValidator.deviceId, address: cc.addresses.billValidator })
    : null;

  // Setting a device up: who it is, and which coins or bills it may take. Master inhibits are the
  // cabinet's (it re-sends them on every health change).
  // What the service menu's settings accept; every later set-up sends the same.
  let acceptance = { coins: config.coinAcceptor.coins.map((c) => c.position), bills: config.billValidator.bills.map((b) => b.type) };
  // Positions whose programmed coin is not the table's coin stay inhibited whatever the settings say.
  let wrongCoins = new Set<number>();
  const coinsToEnable = (): number[] => acceptance.coins.filter((p) => !wrongCoins.has(p));
  // The acceptor may take coins only after a whole set-up since it last came up or reset
  // (identity, coin ids checked, enables sent): the cabinet keeps its master inhibit on until then.
  let coinSetUps = 0;
  let coinSetUpDone = 0;
  const setUpCoinAcceptor = async (): Promise<void> => {
    const generation = ++coinSetUps;
    const identity = await coinAcceptor.identify();
    const faults = coinIdFaults(config.coinAcceptor.coins, identity.coinIds);
    wrongCoins = new Set(faults.map((f) => f.position));
    coinHealth.setConfigurationFaults(faults.map((f) => f.text));
    await coinAcceptor.enableCoins(coinsToEnable());
    if (generation === coinSetUps) coinSetUpDone = generation;
  };
  coinHealth.onChange(() => {
    if (!coinHealth.ok) coinSetUpDone = 0;
  });
  const setups: [DeviceHealth, () => Promise<unknown>][] = [
    [coinHealth, setUpCoinAcceptor],
    [hopperHealth, () => hopper.identify()],
  ];
  if (billHealth && billValidator) {
    setups.push([
      billHealth,
      async () => {
        await billValidator.identify();
        await billValidator.enableBills(acceptance.bills);
        // Escrow lets the cabinet refuse a bill (credit limit, tilt); products differ in their power-up mode.
        await billValidator.setEscrowMode(true);
      },
    ]);
  }
  const running = new Set<Promise<unknown>>();
  const setUp = (health: DeviceHealth, work: () => Promise<unknown>): void => {
    const job = work().then(
      () => options.log(`${health.deviceId}: set up on ${line.port}`),
      (error: Error) => options.log(`${health.deviceId}: set-up failed: ${error.message}`),
    );
    running.add(job);
    void job.finally(() => running.delete(job));
  };
  for (const [health, work] of setups) {
    health.onChange((recovered) => {
      if (recovered) setUp(health, work);
      tellHealth();
    });
  }
  cctalkSource.onUp((link) => {
    line.up(link);
    options.log(`ccTalk bus up on ${link.name}`);
    for (const [health, work] of setups) {
      health.plugged(link.name);
      setUp(health, work);
    }
  });
  cctalkSource.onDown((reason) => {
    line.down();
    options.log(`ccTalk bus down: ${reason}`);
    for (const [health] of setups) health.unplugged(line.port, reason);
  });

  const panel = ioSource ? new PanelSwitchboard('io-board', config.devices.mode === 'emulated' ? 'memory:io-board' : config.devices.ioBoard.port) : null;
  let board: IoBoard | null = null;
  let boardState = '';
  const boardWatch = setInterval(() => {
    // The board driver keeps its own health; tell the cabinet when it changes.
    const state = panel?.health().state ?? '';
    if (state !== boardState) {
      boardState = state;
      tellHealth();
    }
  }, 100);
  if (ioSource && panel) {
    ioSource.onUp((link) => {
      board = new IoBoard(link, { deviceId: 'io-board', pollMs: options.panelPollMs });
      board.start();
      panel.attach(board, link.name);
      options.log(`I/O board line up on ${link.name}`);
    });
    ioSource.onDown((reason) => {
      void panel.detach(reason)?.stop();
      board = null;
      options.log(`I/O board line down: ${reason}`);
    });
  }
  cctalkSource.start();
  ioSource?.start();

  return {
    coinAcceptor,
    hopper,
    billValidator,
    panel,
    emulators,
    playground: emulators ? emulators.playground() : null,
    health(): DeviceHealthView[] {
      const list = [coinHealth.view(), hopperHealth.view()];
      if (billHealth) list.push(billHealth.view());
      if (panel) list.push(panel.health());
      return list;
    },
    coinAcceptorSetUp(): number {
      return coinHealth.ok && coinSetUpDone === coinSetUps ? coinSetUpDone : 0;
    },
    async setAcceptance(coinPositions: readonly number[], billTypes: readonly number[]): Promise<void> {
      acceptance = { coins: [...coinPositions], bills: [...billTypes] };
      if (coinHealth.view().state === 'ok') await coinAcceptor.enableCoins(coinsToEnable());
      if (billValidator && billHealth?.view().state === 'ok') await billValidator.enableBills(acceptance.bills);
      options.log(`acceptance set: coin positions ${acceptance.coins.join(',') || 'none'}, bill types ${acceptance.bills.join(',') || 'none'}`);
    },
    deviceReset(kind: 'coin-acceptor' | 'bill-validator'): void {
      const setup = setups.find(([health]) => health.kind === kind);
      if (setup) setUp(setup[0], setup[1]);
    },
    async setUpDone(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },
    onHealthChange(listener: () => void): () => void {
      healthListeners.add(listener);
      return () => healthListeners.delete(listener);
    },
    async stop(): Promise<void> {
      clearInterval(boardWatch);
      await (board as IoBoard | null)?.stop();
      line.down();
      emulators?.stop();
      await cctalkSource.stop();
      await ioSource?.stop();
    },
  };
}
