/**
 * The emulated cabinet hardware that `npm start` uses by default and the `npm run devices` CLI
 * puts on socat PTYs: a ccTalk coin acceptor, hopper and bill validator sharing one one-wire
 * bus, and the I/O board on its own point-to-point line. They speak their protocols byte for
 * byte, so the cabinet's drivers cannot tell them from real devices.
 */
import type { CabinetConfig } from '../../config/cabinet-config';
import type { ChecksumMode } from '../../hardware/cctalk/frame';
import { EmulatedCctalkBillValidator } from '../../hardware/emulators/cctalk/bill-validator';
import { EmulatedCctalkCoinAcceptor } from '../../hardware/emulators/cctalk/coin-acceptor';
import { EmulatedCctalkHopper } from '../../hardware/emulators/cctalk/hopper';
import { EmulatedIoBoard } from '../../hardware/io-board/emulated-io-board';
import type { ByteLink } from '../../hardware/serial/byte-link';
import type { DevicePlayground } from '../cabinet/cabinet-devices';

/** Coins in the emulated hopper's tube at power-up: enough for a session, few enough to see it run dry. */
export const EMULATED_TUBE_COINS = 2000;
/** How long the emulated validator holds a bill in escrow before handing it back. */
export const EMULATED_ESCROW_TIMEOUT_MS = 10_000;

/** ccTalk coin id: country, three-digit value code, issue ("EU100A" is a 1 € coin). */
export function coinId(valueCents: number): string {
  return `EU${String(valueCents).padStart(3, '0').slice(-3)}A`;
}

/** ccTalk bill id: country, four-digit value in euros, issue ("EU0005A" is a 5 € bill). */
export function billId(valueCents: number): string {
  return `EU${String(Math.floor(valueCents / 100)).padStart(4, '0').slice(-4)}A`;
}

export interface EmulatorOptions {
  readonly random: () => number;
  readonly mode?: ChecksumMode;
  /** Run the hopper motor on its own timer (false in tests that step it with `tick`). */
  readonly hopperMotor?: boolean;
  readonly coinsInTube?: number;
  /**
   * Coin ids programmed in the emulated acceptor by position, where they differ from the coin
   * table (an acceptor programmed for other coins than the table says: a configuration fault).
   */
  readonly coinIds?: Readonly<Record<number, string>>;
}

export class CabinetEmulators {
  readonly coinAcceptor: EmulatedCctalkCoinAcceptor;
  readonly hopper: EmulatedCctalkHopper;
  readonly billValidator: EmulatedCctalkBillValidator;
  readonly ioBoard: EmulatedIoBoard;
  private readonly hopperMotor: boolean;

  constructor(
    private readonly config: CabinetConfig,
    options: EmulatorOptions,
  ) {
    const mode = options.mode ?? config.devices.cctalk.checksum;
    const addresses = config.devices.cctalk.addresses;
    this.coinAcceptor = new EmulatedCctalkCoinAcceptor({
      address: addresses.coinAcceptor,
      mode,
      coins: config.coinAcceptor.coins.map((c) => ({ position: c.position, id: options.coinIds?.[c.position] ?? coinId(c.valueCents) })),
      random: options.random,
    });
    this.hopper = new EmulatedCctalkHopper({
      address: addresses.hopper,
      mode,
      coinsInTube: options.coinsInTube ?? EMULATED_TUBE_COINS,
      coinsPerSecond: config.hopper.emulatedCoinsPerSecond,
      random: options.random,
    });
    this.billValidator = new EmulatedCctalkBillValidator({
      address: addresses.billValidator,
      mode,
      bills: config.billValidator.bills.map((b) => ({ type: b.type, id: billId(b.valueCents) })),
      escrowTimeoutMs: EMULATED_ESCROW_TIMEOUT_MS,
      random: options.random,
    });
    this.ioBoard = new EmulatedIoBoard({ random: options.random });
    this.hopperMotor = options.hopperMotor ?? true;
  }

  /** Plugs the ccTalk devices into the device end of the bus and the board into its line. */
  attach(cctalkLink: ByteLink, ioLink: ByteLink | null): void {
    this.coinAcceptor.attach(cctalkLink);
    this.hopper.attach(cctalkLink);
    if (this.config.devices.cctalk.billValidator) this.billValidator.attach(cctalkLink);
    if (ioLink) this.ioBoard.attach(ioLink);
    if (this.hopperMotor) this.hopper.start();
  }

  stop(): void {
    this.hopper.stop();
    this.coinAcceptor.detach();
    this.hopper.detach();
    this.billValidator.detach();
    this.ioBoard.detach();
  }

  /** The development panel's hands: a player's coins and bills, the attendant's key and doors. */
  playground(): DevicePlayground {
    return {
      insertCoin: (position) => this.coinAcceptor.insertCoin(position) === 'accepted',
      insertBill: (type) => this.billValidator.insertBill(type) !== 'rejected',
      setSwitch: (name, on) => this.ioBoard.setSwitch(name, on),
      refillHopper: (coins) => this.hopper.refill(coins),
    };
  }
}
