/**
 * What the noisy ccTalk line plays to the host after each command: a burst of fuzz frames, a
 * silence long enough to reset the host's receiver (so garbage holding it cannot swallow what
 * follows), then the final frame. The final is the device's true reply, or now and then a
 * malformed stand-in from the right address: a reply of a length the driver must refuse, or a
 * header other than ACK. Each exchange is recorded, so the test can hold every reply the bus
 * resolved against what the device really said.
 *
 * A burst is checked before it is played: if the noise happens to hold a frame the host would
 * take as its reply, it is thrown away and drawn again (counted as `accidental`). By the
 * protocol such a frame is a reply, so it is no test of noise handling.
 */
import { decodeFrame, FRAME_OVERHEAD, MAX_DATA_LENGTH, type ChecksumMode } from '../../hardware/cctalk/frame';
import { Address, Header } from '../../hardware/cctalk/headers';
import { frameBytes, ReplyFuzz, takenAsReply, wholeFrame } from './cctalk-fuzz';
import { FrameTally, frameGap, pick, RECEIVER_RESET_MS, tear, type Rnd, type TimedChunk } from './fuzz-kit';

/** How a driver treats the reply to one header, so the line knows which malformed finals it may send. */
export interface FinalRule {
  /** True for reply data lengths the driver refuses; null when it takes any length (identification text, bare ACKs it ignores). */
  readonly refusesLength: ((length: number) => boolean) | null;
  /** A non-ACK header reaches the caller as CctalkRefusedError (false where a refusal itself means something, e.g. 184 "no coin here"). */
  readonly refusalPropagates: boolean;
}

export type FinalKind = 'true reply' | 'misshapen reply' | 'foreign header';

export interface CctalkExchange {
  readonly address: number;
  readonly header: number;
  /** The device's true reply data, or null if it was silent. */
  readonly trueData: readonly number[] | null;
  readonly final: FinalKind;
  readonly finalHeader: number;
  readonly finalData: readonly number[];
}

export interface CctalkLineScriptOptions {
  readonly mode: ChecksumMode;
  readonly rnd: Rnd;
  readonly devices: readonly number[];
  /** Fuzz frames before each final: min and max. */
  readonly burst: readonly [number, number];
  /** Percent of finals replaced by a misshapen reply, and by a foreign header, where the rule allows. */
  readonly misshapenPercent: number;
  readonly foreignHeaderPercent: number;
  readonly rule: (address: number, header: number) => FinalRule;
}

export class CctalkLineScript {
  readonly tally = new FrameTally();
  /** Bursts drawn again because noise happened to form a frame the host would take as the reply. */
  accidental = 0;
  /** Off: the line is clean, the true reply comes at once (set-up and baselines). */
  fuzzing = true;
  last: CctalkExchange | null = null;
  private readonly fuzz: ReplyFuzz;

  constructor(private readonly options: CctalkLineScriptOptions) {
    this.fuzz = new ReplyFuzz(options.rnd);
  }

  /** Corrupted replies that passed the checksum from the right address: not fuzz, regenerated. */
  get undetectable(): number {
    return this.fuzz.undetectable;
  }

  readonly script = (command: Uint8Array, trueReply: Uint8Array | null): TimedChunk[] => {
    const { mode, rnd } = this.options;
    const sent = decodeFrame(command, mode);
    const trueData = trueReply === null ? null : [...decodeFrame(trueReply, mode).data];
    const exchange = { address: sent.destination, header: sent.header, trueData };
    if (!this.fuzzing) {
      this.last = { ...exchange, final: 'true reply', finalHeader: Header.ACK, finalData: trueData ?? [] };
      return trueReply === null ? [] : [{ gapMs: rnd(10), bytes: [...trueReply] }];
    }

    const chunks = this.burst([...command], trueReply === null ? null : [...trueReply], sent.destination);
    if (trueReply === null) {
      this.last = { ...exchange, final: 'true reply', finalHeader: Header.ACK, finalData: [] };
      return chunks;
    }
    const final = this.final(sent.destination, sent.header, [...trueReply]);
    this.last = { ...exchange, final: final.kind, finalHeader: final.header, finalData: final.data };
    if (final.kind !== 'true reply') this.tally.add(final.kind);
    // The silence before the final resets the host's receiver: whatever the burst left half-read is dropped.
    chunks.push(...tear(rnd, final.bytes, RECEIVER_RESET_MS + 1 + rnd(150), false));
    return chunks;
  };

  private burst(command: number[], trueReply: number[] | null, commanded: number): TimedChunk[] {
    const { rnd, burst, mode, devices } = this.options;
    for (;;) {
      const count = burst[0] + rnd(burst[1] - burst[0] + 1);
      const kinds: string[] = [];
      const chunks: TimedChunk[] = [];
      for (let i = 0; i < count; i++) {
        const frame = this.fuzz.next({ mode, commanded, command, trueReply, devices });
        kinds.push(frame.kind);
        chunks.push(...tear(rnd, frame.bytes, frameGap(rnd), true));
      }
      if (this.holdsReply(chunks, commanded)) {
        this.accidental++;
        continue;
      }
      for (const kind of kinds) this.tally.add(kind);
      return chunks;
    }
  }

  /**
   * Could the host's receiver find a frame in these chunks that it would take as the reply? Every
   * frame a receiver yields is a run of consecutive bytes of what it heard, so checking every run
   * that starts with the host's address is enough (and errs on the safe side: a run the receiver
   * would have skipped, across a timeout, also counts).
   */
  private holdsReply(chunks: readonly TimedChunk[], commanded: number): boolean {
    const { mode } = this.options;
    const bytes: number[] = [];
    for (const chunk of chunks) for (const b of chunk.bytes) bytes.push(b);
    for (let start = 0; start + FRAME_OVERHEAD <= bytes.length; start++) {
      if (bytes[start] !== Address.HOST) continue;
      // In simple mode the sender's address is on the wire: a run from another device is never the reply.
      if (mode === 'simple' && bytes[start + 2] !== commanded) continue;
      const size = (bytes[start + 1] ?? 0) + FRAME_OVERHEAD;
      if (size - FRAME_OVERHEAD > MAX_DATA_LENGTH || start + size > bytes.length) continue;
      const frame = wholeFrame(bytes.slice(start, start + size), mode);
      if (frame !== null && takenAsReply(frame, commanded)) return true;
    }
    return false;
  }

  private final(address: number, header: number, trueReply: number[]): { kind: FinalKind; header: number; data: number[]; bytes: number[] } {
    const { rnd, mode, misshapenPercent, foreignHeaderPercent } = this.options;
    const rule = this.options.rule(address, header);
    const roll = rnd(100);
    const { refusesLength } = rule;
    if (refusesLength !== null && roll < misshapenPercent) {
      let length = rnd(24);
      while (!refusesLength(length)) length = rnd(24);
      const data = Array.from({ length }, () => rnd(256));
      return { kind: 'misshapen reply', header: Header.ACK, data, bytes: frameBytes(mode, Address.HOST, address, Header.ACK, data) };
    }
    if (rule.refusalPropagates && roll >= misshapenPercent && roll < misshapenPercent + foreignHeaderPercent) {
      // A refusal from the right address (any other header the bus treats as noise).
      const replyHeader = pick(rnd, [Header.NAK, Header.BUSY]);
      const data = rnd(2) === 0 ? [] : Array.from({ length: 1 + rnd(4) }, () => rnd(256));
      return { kind: 'foreign header', header: replyHeader, data, bytes: frameBytes(mode, Address.HOST, address, replyHeader, data) };
    }
    return { kind: 'true reply', header: Header.ACK, data: [...decodeFrame(trueReply, mode).data], bytes: trueReply };
  }
}
