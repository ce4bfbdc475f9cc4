/**
 * The health of one device as the cabinet shows it: every command's outcome moves it. A device
 * is `ok` after a reply, `no-reply` after a command that got none (retries included), and
 * `unplugged` while its port is gone. Going back to `ok` from anything else is a recovery: the
 * device may have lost power, so the manager sets it up again (inhibits, enables).
 */
import { CctalkLinkClosedError, CctalkNoReplyError } from '../../hardware/cctalk/commander';
import type { DeviceHealthView } from '../ipc/contract';

export class DeviceHealth {
  private state: DeviceHealthView['state'] = 'starting';
  private lastError: string | null = null;
  private configurationFaults: readonly string[] = [];
  private readonly listeners = new Set<(recovered: boolean) => void>();

  constructor(
    readonly deviceId: string,
    readonly kind: DeviceHealthView['kind'],
    private port: string,
  ) {}

  view(): DeviceHealthView {
    return { deviceId: this.deviceId, kind: this.kind, state: this.state, port: this.port, lastError: this.lastError, configurationFaults: this.configurationFaults };
  }

  /** What the last set-up found wrong with the device's programming (the cabinet logs and shows them). */
  setConfigurationFaults(faults: readonly string[]): void {
    if (faults.join('\n') === this.configurationFaults.join('\n')) return;
    this.configurationFaults = [...faults];
    for (const listener of this.listeners) listener(false);
  }

  get ok(): boolean {
    return this.state === 'ok';
  }

  /** Called with `recovered` true when the device answers again after being silent or unplugged. */
  onChange(listener: (recovered: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  answered(): void {
    this.move('ok', this.lastError);
  }

  failed(error: Error): void {
    if (error instanceof CctalkLinkClosedError) return this.move('unplugged', error.message);
    if (error instanceof CctalkNoReplyError) return this.move('no-reply', error.message);
    // A refusal or a malformed reply: the device is there; remember what went wrong.
    this.lastError = error.message;
    if (this.state !== 'ok') this.move('ok', error.message);
  }

  unplugged(port: string, reason: string): void {
    this.port = port;
    this.move('unplugged', reason);
  }

  plugged(port: string): void {
    this.port = port;
    if (this.state === 'unplugged') this.move('starting', this.lastError);
  }

  private move(state: DeviceHealthView['state'], lastError: string | null): void {
    const before = this.state;
    this.lastError = lastError;
    if (before === state) return;
    this.state = state;
    const recovered = state === 'ok' && before !== 'starting';
    for (const listener of this.listeners) listener(recovered);
  }
}
