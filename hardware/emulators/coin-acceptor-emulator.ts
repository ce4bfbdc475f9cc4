/**
 * An emulated coin acceptor with the behaviour of a ccTalk one as seen through header 229:
 * an event counter (0 after reset, 1..255 wrapping to 1) and a buffer of the last five events,
 * newest first. A coin dropped while master-inhibited is returned to the player, not buffered.
 */
import type { BufferedCredit, CoinAcceptorLink } from '../coin-acceptor/coin-acceptor-link';
import { EVENT_BUFFER_SIZE } from '../coin-acceptor/event-counter';

export interface EmulatedCoinAcceptorState {
  counter: number;
  events: [number, number][];
  accepting: boolean;
}

export class EmulatedCoinAcceptor implements CoinAcceptorLink {
  private counter = 0;
  private buffer: [number, number][] = [];
  private accepting = false;

  constructor(
    readonly deviceId: string,
    /** Coin positions this device recognises (ccTalk coin ids 1..16). */
    private readonly positions: readonly number[],
  ) {}

  /** A player drops a coin of this position. Returns true if the acceptor kept it. */
  insertCoin(position: number): boolean {
    if (!this.positions.includes(position)) throw new RangeError(`coin position ${position} is not programmed in ${this.deviceId}`);
    if (!this.accepting) return false;
    this.push([position, 1]);
    return true;
  }

  /** An error event (A = 0, B = code), e.g. 20 coin on string. */
  reportError(code: number): void {
    this.push([0, code]);
  }

  /** Power cycle of the device: counter back to 0, buffer empty, inhibited. */
  reset(): void {
    this.counter = 0;
    this.buffer = [];
    this.accepting = false;
  }

  get isAccepting(): boolean {
    return this.accepting;
  }

  async readBufferedCredit(): Promise<BufferedCredit> {
    return this.readNow();
  }

  readNow(): BufferedCredit {
    const events = this.buffer.map((e) => [e[0], e[1]] as const);
    while (events.length < EVENT_BUFFER_SIZE) events.push([0, 0] as const);
    return { counter: this.counter, events };
  }

  async setMasterInhibit(accept: boolean): Promise<void> {
    this.accepting = accept;
  }

  private push(event: [number, number]): void {
    this.counter = this.counter >= 255 ? 1 : this.counter + 1;
    this.buffer.unshift(event);
    this.buffer.length = Math.min(this.buffer.length, EVENT_BUFFER_SIZE);
  }
}
