/**
 * The cabinet's one button panel across I/O board reconnects. A board driver lives as long as
 * its port; this keeps the cabinet's subscription, the wanted lamps (re-sent to a fresh board)
 * and the answering state stable while boards come and go.
 */
import type { IoBoard } from '../../hardware/io-board/io-board';
import type { Lamp, LampState, PanelEvent, PanelSwitch } from '../../hardware/io-board/panel-types';
import type { PanelLink } from '../cabinet/cabinet-devices';
import type { DeviceHealthView } from '../ipc/contract';

export class PanelSwitchboard implements PanelLink {
  private board: IoBoard | null = null;
  private unsubscribe: (() => void) | null = null;
  private readonly listeners = new Set<(event: PanelEvent) => void>();
  private lamps: Partial<Record<Lamp, LampState>> = {};
  private port: string;
  private downReason: string | null = null;

  constructor(
    readonly deviceId: string,
    port: string,
  ) {
    this.port = port;
  }

  /** A new board driver for a port that came up (already started). */
  attach(board: IoBoard, port: string): void {
    this.detach(null);
    this.board = board;
    this.port = port;
    board.setLamps(this.lamps);
    this.unsubscribe = board.onEvent((event) => {
      for (const listener of this.listeners) listener(event);
    });
  }

  /** The port went away; the board driver is stopped by its owner. */
  detach(reason: string | null): IoBoard | null {
    const board = this.board;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.board = null;
    this.downReason = reason;
    return board;
  }

  get answering(): boolean {
    return this.board?.health.state === 'ok';
  }

  get lost(): boolean {
    const state = this.health().state;
    return state === 'no-reply' || state === 'unplugged';
  }

  onEvent(listener: (event: PanelEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  switches(): Readonly<Record<PanelSwitch, boolean | null>> {
    return this.board?.switches() ?? { key: null, mainDoor: null, cashDoor: null };
  }

  setLamps(lamps: Partial<Record<Lamp, LampState>>): void {
    this.lamps = { ...this.lamps, ...lamps };
    this.board?.setLamps(lamps);
  }

  health(): DeviceHealthView {
    const board = this.board;
    if (!board) return { deviceId: this.deviceId, kind: 'io-board', state: 'unplugged', port: this.port, lastError: this.downReason, configurationFaults: [] };
    const health = board.health;
    return { deviceId: this.deviceId, kind: 'io-board', state: health.state, port: this.port, lastError: health.lastError, configurationFaults: [] };
  }
}
