/**
 * Small pieces every fuzz port shares: a line clock the test moves by hand, the way bytes are
 * cut into serial reads, and the frame tally the tests print.
 *
 * The clock is fake on purpose. Ten seconds of a real noisy line would hold only a few thousand
 * frames; with the clock moved by the line itself, a "200 ms silence" costs nothing, so a million
 * frames with real gaps (the 50 ms receiver resets) fit in seconds of test time.
 */
export type Rnd = (below: number) => number;

/** More silence than this between two bytes resets every receiver (ccTalk and the I/O board both use 50 ms). */
export const RECEIVER_RESET_MS = 50;

export class LineClock {
  private ms = 1_000_000;

  now(): number {
    return this.ms;
  }

  advance(ms: number): void {
    this.ms += ms;
  }
}

/** `() => 0..1` for the emulators' fault decisions, from the seeded integer source. */
export function uniform(rnd: Rnd): () => number {
  return () => rnd(1_000_000) / 1_000_000;
}

export function pick<T>(rnd: Rnd, items: readonly T[]): T {
  const item = items[rnd(items.length)];
  if (item === undefined) throw new RangeError('pick from an empty list');
  return item;
}

/** One serial read as the receiving end gets it: the silence before it, then its bytes. */
export interface TimedChunk {
  readonly gapMs: number;
  readonly bytes: readonly number[];
}

/**
 * A frame as a serial port hands it over: in one read or torn into a few, with short pauses
 * (a USB adapter's latency timer) and, now and then, a pause long enough to reset the receiver
 * in the middle of the frame, which turns it into a truncated frame plus a stray tail.
 */
export function tear(rnd: Rnd, bytes: readonly number[], gapBefore: number, allowLongGaps: boolean): TimedChunk[] {
  if (bytes.length <= 1 || rnd(2) === 0) return [{ gapMs: gapBefore, bytes }];
  const cuts = new Set<number>();
  const wanted = 1 + rnd(3);
  for (let i = 0; i < wanted; i++) cuts.add(1 + rnd(bytes.length - 1));
  const chunks: TimedChunk[] = [];
  let from = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    chunks.push({ gapMs: chunks.length === 0 ? gapBefore : innerGap(rnd, allowLongGaps), bytes: bytes.slice(from, cut) });
    from = cut;
  }
  chunks.push({ gapMs: innerGap(rnd, allowLongGaps), bytes: bytes.slice(from) });
  return chunks;
}

function innerGap(rnd: Rnd, allowLongGaps: boolean): number {
  if (allowLongGaps && rnd(25) === 0) return RECEIVER_RESET_MS + 1 + rnd(250);
  return rnd(20);
}

/** Silence before the next frame of a burst: usually short, sometimes long enough to reset the receivers. */
export function frameGap(rnd: Rnd): number {
  return rnd(20) === 0 ? RECEIVER_RESET_MS + 1 + rnd(450) : rnd(10);
}

/** Tally of generated fuzz frames by kind, for the test output. */
export class FrameTally {
  private readonly counts = new Map<string, number>();

  add(kind: string, n = 1): void {
    this.counts.set(kind, (this.counts.get(kind) ?? 0) + n);
  }

  get(kind: string): number {
    return this.counts.get(kind) ?? 0;
  }

  get total(): number {
    let sum = 0;
    for (const n of this.counts.values()) sum += n;
    return sum;
  }

  toString(): string {
    return [...this.counts.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, n]) => `${kind} ${n.toLocaleString('en')}`)
      .join(', ');
  }
}
