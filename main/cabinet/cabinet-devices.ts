/**
 * What the cabinet needs from its devices, whoever provides them: the device manager over real
 * serial ports or socat PTYs, or the same drivers talking to the emulators on an in-process bus.
 * The cabinet never sends a protocol byte itself.
 */
import type { BillValidatorLink } from '../../hardware/bill-validator/bill-validator-link';
import type { CoinAcceptorLink } from '../../hardware/coin-acceptor/coin-acceptor-link';
import type { PayoutDevice } from '../../hardware/hopper/payout-device';
import type { Lamp, LampState, PanelEvent, PanelSwitch } from '../../hardware/io-board/panel-types';
import type { DeviceHealthView } from '../ipc/contract';

/** The button panel, key switch, doors and lamps (the I/O board driver). */
export interface PanelLink {
  onEvent(listener: (event: PanelEvent) => void): () => void;
  /** Debounced key and door levels (`on` = key turned / door open); null while not yet known. */
  switches(): Readonly<Record<PanelSwitch, boolean | null>>;
  /** Lamp states; the driver sends only what changed. */
  setLamps(lamps: Partial<Record<Lamp, LampState>>): unknown;
  /** False while the board does not answer: its switch levels are then unknown, not closed. */
  readonly answering: boolean;
  /** The board was answering once and has gone silent or its port is gone (not just starting). */
  readonly lost: boolean;
}

/** The development panel's hands on the emulators; null on real hardware. */
export interface DevicePlayground {
  /** A player drops a coin of this position; false if the acceptor returned it. */
  insertCoin(position: number): boolean;
  /** A player feeds a bill of this type; false if the validator refused it. */
  insertBill(type: number): boolean;
  setSwitch(name: PanelSwitch, on: boolean): void;
  /** Coins the attendant puts into the emulated hopper's tube. */
  refillHopper(coins: number): void;
}

export interface CabinetDevices {
  readonly coinAcceptor: CoinAcceptorLink;
  readonly hopper: PayoutDevice;
  readonly billValidator: BillValidatorLink | null;
  readonly panel: PanelLink | null;
  /** Link health of every device, for the view. */
  health(): DeviceHealthView[];
  readonly playground: DevicePlayground | null;
  /**
   * The number of the coin acceptor's set-up in force (identity, coin ids checked against the
   * table, coin enables), counted up by every set-up; 0 until it has been set up since it last
   * came up, answered again or reset. Before that its master inhibit stays on, because coins it
   * took could not be told from old ones; the number tells one set-up from the next.
   */
  coinAcceptorSetUp(): number;
  /** A device reported a reset (event counter back to 0): it lost its set-up, so set it up again. */
  deviceReset(kind: 'coin-acceptor' | 'bill-validator'): void;
  /**
   * The coin positions and bill types accepted from now on (service-menu settings): sent to the
   * devices at once and again at every later set-up. Absent where the tables cannot change.
   */
  setAcceptance?(coinPositions: readonly number[], billTypes: readonly number[]): Promise<void>;
  /** Tells the device manager the health changed (the cabinet republishes its view). */
  onHealthChange(listener: () => void): () => void;
}
