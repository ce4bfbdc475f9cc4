/**
 * Keeps a silent device from starving the others on the shared ccTalk wire. A command that got
 * no reply after all its attempts costs (1 + retries) × (reply timeout + quiet gap), nearly a
 * second: a dead hopper or bill validator asked every poll would stretch the coin acceptor's
 * 229 poll to seconds, its five-event buffer would overflow and coins would be lost.
 *
 * So once a device has failed to answer, it is "silent": its commands fail at once, without a
 * byte on the wire, except one probe — a single attempt, no retries — per back-off period, which
 * doubles from FIRST_PROBE_MS up to MAX_PROBE_MS. The first answer ends the silence.
 */
import { CctalkNoReplyError } from '../../hardware/cctalk/commander';

/** Wait before the first probe of a device that has just gone silent (ms). */
export const FIRST_PROBE_MS = 200;
/** Longest wait between two probes (ms): a device that comes back is found within this. */
export const MAX_PROBE_MS = 2000;

/** A command not sent because its device is silent and its next probe is not due. */
export class DeviceSilentError extends CctalkNoReplyError {
  constructor(address: number, header: number) {
    super(address, header, 0);
    this.message = `ccTalk device ${address} is silent: header ${header} was not sent (the device is probed again shortly)`;
    this.name = 'DeviceSilentError';
  }
}

/** What to do with the next command of one device. */
export type SendPlan = 'send' | 'probe' | 'skip';

export class SilenceBackoff {
  private silent = false;
  private waitMs = FIRST_PROBE_MS;
  private nextProbeAt = 0;
  private probing = false;

  constructor(private readonly now: () => number = () => performance.now()) {}

  get isSilent(): boolean {
    return this.silent;
  }

  /** `send` as usual; `probe` once (a single attempt); `skip` fails at once. */
  plan(): SendPlan {
    if (!this.silent) return 'send';
    if (this.probing || this.now() < this.nextProbeAt) return 'skip';
    this.probing = true;
    return 'probe';
  }

  /** The device answered (ACK, NAK, BUSY or a malformed frame: it is there). */
  answered(): void {
    this.silent = false;
    this.probing = false;
    this.waitMs = FIRST_PROBE_MS;
  }

  /** No reply after the command's attempts (a probe's single attempt included). */
  unanswered(wasProbe: boolean): void {
    if (this.silent && wasProbe) this.waitMs = Math.min(this.waitMs * 2, MAX_PROBE_MS);
    this.silent = true;
    this.probing = false;
    this.nextProbeAt = this.now() + this.waitMs;
  }

  /** A probe that ended without an answer or a silence verdict (link closed): let the next one go. */
  released(): void {
    this.probing = false;
  }
}
