/**
 * Host-side debounce of the board's raw input samples. A level is accepted only when the
 * samples prove it stable for at least `debounceMs`: contact chatter, a glitch on a cable, or
 * a single odd sample never becomes a press.
 *
 * How "stable" is measured: a run of identical samples starts at the moment the FIRST of them
 * was received (the board sampled it before that) and is extended by each later sample from
 * the moment that sample was REQUESTED (the board sampled it after that). The measured span is
 * therefore never longer than the span the board really saw, so a stalled host or a slow link
 * can only delay acceptance, never turn a short pulse into a press.
 *
 * A lost or corrupted reply is simply a missing sample: it neither breaks nor extends a run.
 */
import { INPUT_BITS, type PanelInput } from './panel-types';

export interface DebouncedChange {
  readonly input: PanelInput;
  /** true = pressed / key on / door open. */
  readonly level: boolean;
  /** The first level accepted for this input since start: a state report, not an edge. */
  readonly first: boolean;
}

interface InputTrack {
  accepted: boolean | null;
  run: { level: boolean; since: number } | null;
}

export class InputDebouncer {
  private readonly tracks: InputTrack[] = INPUT_BITS.map(() => ({ accepted: null, run: null }));
  private glitchCount = 0;

  constructor(private readonly debounceMs: number) {
    if (!Number.isFinite(debounceMs) || debounceMs < 0) throw new RangeError(`debounceMs must be a non-negative number, got ${String(debounceMs)}`);
  }

  /** Runs that ended before they were accepted: chatter or glitches seen in the samples. */
  get glitches(): number {
    return this.glitchCount;
  }

  /** The accepted level, or null while none has been proven yet. */
  level(input: PanelInput): boolean | null {
    return this.tracks[INPUT_BITS.indexOf(input)]?.accepted ?? null;
  }

  /**
   * One sample of every input (bit n = INPUT_BITS[n]) taken by the board some time between
   * `requestedAt` and `receivedAt`. Returns the changes it makes accepted, in bit order.
   */
  sample(mask: number, requestedAt: number, receivedAt: number): DebouncedChange[] {
    const changes: DebouncedChange[] = [];
    this.tracks.forEach((track, bit) => {
      const level = (mask & (1 << bit)) !== 0;
      if (track.accepted === level) {
        if (track.run !== null) this.glitchCount++;
        track.run = null;
        return;
      }
      if (track.run === null || track.run.level !== level) {
        if (track.run !== null) this.glitchCount++;
        track.run = { level, since: receivedAt };
      }
      if (this.debounceMs === 0 || requestedAt - track.run.since >= this.debounceMs) {
        const input = INPUT_BITS[bit];
        if (input !== undefined) changes.push({ input, level, first: track.accepted === null });
        track.accepted = level;
        track.run = null;
      }
    });
    return changes;
  }

  /**
   * After an outage nothing is known about what happened in between, so runs in progress must
   * be proven again from fresh samples. Accepted levels are kept: they are the last known truth.
   */
  forgetRuns(): void {
    for (const track of this.tracks) track.run = null;
  }
}
