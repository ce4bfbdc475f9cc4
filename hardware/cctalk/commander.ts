/**
 * What a ccTalk device driver needs from the bus: send one command to one address and get the
 * reply's data. The bus (bus.ts) queues commands so only one is ever on the wire, strips the
 * echo, times out and retries. Drivers depend on this interface only, so they are tested against
 * the byte-level emulators over a memory bus or against a scripted commander.
 */
export interface CctalkCommand {
  readonly address: number;
  readonly header: number;
  readonly data?: readonly number[];
  /**
   * Whether a command whose reply never came may be sent again (default true). False for
   * commands that act twice if repeated (167 dispense): the caller finds out what happened from
   * the device's status instead.
   */
  readonly retry?: boolean;
  /** Reply timeout for this command, overriding the bus default (ms). */
  readonly timeoutMs?: number;
  /**
   * Goes ahead of queued commands that are not urgent (never ahead of the one on the wire): the
   * coin acceptor's poll, whose five-event buffer must be read on time whatever else waits.
   */
  readonly urgent?: boolean;
}

export interface CctalkCommander {
  /** Resolves with the data of the device's ACK-header reply; rejects with one of the errors below. */
  send(command: CctalkCommand): Promise<number[]>;
}

/** No valid reply after every allowed attempt (device unplugged, off, or the line too noisy). */
export class CctalkNoReplyError extends Error {
  constructor(
    readonly address: number,
    readonly header: number,
    readonly attempts: number,
  ) {
    super(`ccTalk device ${address} did not answer header ${header} (${attempts} attempt${attempts === 1 ? '' : 's'})`);
    this.name = 'CctalkNoReplyError';
  }
}

/** The device answered NAK (header 5) or BUSY (header 6): it heard the command and refused it. */
export class CctalkRefusedError extends Error {
  constructor(
    readonly address: number,
    readonly header: number,
    readonly replyHeader: number,
  ) {
    super(`ccTalk device ${address} refused header ${header} with ${replyHeader === 5 ? 'NAK' : replyHeader === 6 ? 'BUSY' : `header ${replyHeader}`}`);
    this.name = 'CctalkRefusedError';
  }
}

/** The bus is closed (port unplugged or shut down); nothing was sent. */
export class CctalkLinkClosedError extends Error {
  constructor(readonly linkName: string) {
    super(`ccTalk link ${linkName} is closed`);
    this.name = 'CctalkLinkClosedError';
  }
}
