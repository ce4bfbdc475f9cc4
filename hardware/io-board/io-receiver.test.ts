import { seededRandom } from '../cctalk/test-random';
import { encodeIoFrame, ioFrameValid } from './io-frame';
import { IoFrameReceiver } from './io-receiver';
import { INTER_BYTE_TIMEOUT_MS, MAX_PAYLOAD } from './io-protocol';

// The fuzz case is CPU-bound; the shared test machine can be slow, never assert speed.
jest.setTimeout(120_000);

const POLL = [...encodeIoFrame({ command: 2, sequence: 1, payload: [] })];
const REPLY = [...encodeIoFrame({ command: 0x82, sequence: 1, payload: [0, 0x10, 3, 0] })];
const raws = (frames: { raw: Uint8Array }[]): number[][] => frames.map((f) => [...f.raw]);

describe('IoFrameReceiver', () => {
  it('assembles a frame split across reads', () => {
    const rx = new IoFrameReceiver();
    expect(rx.push(REPLY.slice(0, 1), 0)).toEqual([]);
    expect(rx.push(REPLY.slice(1, 5), 3)).toEqual([]);
    const out = rx.push(REPLY.slice(5), 6);
    expect(raws(out)).toEqual([REPLY]);
    expect(out[0]?.frame).toEqual({ command: 0x82, sequence: 1, payload: [0, 0x10, 3, 0] });
  });

  it('yields several frames from one read', () => {
    const rx = new IoFrameReceiver();
    expect(raws(rx.push([...POLL, ...REPLY, ...POLL], 0))).toEqual([POLL, REPLY, POLL]);
  });

  it('finds a frame behind garbage, including garbage that looks like a frame start', () => {
    const rx = new IoFrameReceiver();
    // A stray SYNC with a plausible length swallows the real frame as its "payload"; its CRC fails and the search goes on.
    const garbage = [0x00, 0x13, 0xa5, 0x03, 0x42, 0xa5, 0xff, 0xa5];
    expect(raws(rx.push([...garbage, ...REPLY, ...POLL], 0))).toEqual([REPLY, POLL]);
    expect(rx.stats.droppedBytes).toBe(garbage.length);
  });

  it('drops a corrupted frame and still takes the next one', () => {
    const rx = new IoFrameReceiver();
    const bad = [...REPLY];
    bad[6] = (bad[6] ?? 0) ^ 0x04;
    expect(raws(rx.push([...bad, ...REPLY], 0))).toEqual([REPLY]);
    expect(rx.stats.crcErrors).toBeGreaterThanOrEqual(1);
  });

  it('drops a partial frame after more than the inter-byte timeout, not at exactly the timeout', () => {
    const rx = new IoFrameReceiver();
    rx.push(REPLY.slice(0, 4), 100);
    expect(raws(rx.push(REPLY.slice(4), 100 + INTER_BYTE_TIMEOUT_MS))).toEqual([REPLY]);

    rx.push(REPLY.slice(0, 4), 1000);
    expect(rx.push(REPLY.slice(4), 1001 + INTER_BYTE_TIMEOUT_MS)).toEqual([]);
    expect(rx.stats.timeouts).toBe(1);
    expect(raws(rx.push(POLL, 1100))).toEqual([POLL]);
  });

  it('skips values that are not bytes instead of throwing', () => {
    const rx = new IoFrameReceiver();
    expect(raws(rx.push([300, -1, 1.5, ...POLL], 0))).toEqual([POLL]);
    expect(rx.push(null as unknown as number[], 0)).toEqual([]);
    expect(raws(rx.push(REPLY, Number.NaN))).toEqual([REPLY]);
  });

  it('fuzz: 100,000 random reads never throw, every frame it yields verifies, and a clean frame after a pause is always found', () => {
    const rnd = seededRandom(0x10b0a4d);
    const rx = new IoFrameReceiver();
    let t = 0;
    let cleanSent = 0;
    let cleanFound = 0;
    let frames = 0;
    const bad: string[] = [];
    for (let i = 0; i < 100_000; i++) {
      const kind = rnd(10);
      let chunk: number[];
      if (kind < 6) chunk = Array.from({ length: rnd(24) }, () => (rnd(4) === 0 ? 0xa5 : rnd(256)));
      else chunk = [...encodeIoFrame({ command: rnd(256), sequence: rnd(256), payload: Array.from({ length: rnd(MAX_PAYLOAD + 1) }, () => rnd(256)) })].slice(rnd(3));
      t += rnd(3) === 0 ? rnd(80) : 0;
      for (const { raw, frame } of rx.push(chunk, t)) {
        frames++;
        // Collected rather than expect()ed one by one: 100,000 rounds of matchers would dominate the run time.
        if (!ioFrameValid(raw) || encodeIoFrame(frame).join() !== raw.join()) bad.push(raw.join());
      }
      if (rnd(50) === 0) {
        // After a pause longer than the timeout the line is clean again: a whole frame must come through.
        t += INTER_BYTE_TIMEOUT_MS + 1;
        const clean = [...encodeIoFrame({ command: 0x82, sequence: cleanSent & 0xff, payload: [1, 2, 3, 4] })];
        cleanSent++;
        if (raws(rx.push(clean, t)).some((r) => r.join() === clean.join())) cleanFound++;
      }
    }
    expect(bad).toEqual([]);
    expect(frames).toBeGreaterThan(10_000);
    expect(cleanSent).toBeGreaterThan(1000);
    expect(cleanFound).toBe(cleanSent);
  });
});
