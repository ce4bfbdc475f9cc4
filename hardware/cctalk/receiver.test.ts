import { crc16Xmodem } from './checksum';
import { encodeFrame, type ChecksumMode } from './frame';
import { CctalkFrameError } from './frame-error';
import { CctalkReceiver } from './receiver';
import { seededRandom } from './test-random';

const POLL = [2, 0, 1, 254, 255];
const ACK = [1, 0, 2, 0, 253];
const COIN_ACCEPTOR_REPLY = [1, 13, 2, 0, 67, 111, 105, 110, 32, 65, 99, 99, 101, 112, 116, 111, 114, 22];

const raws = (frames: { raw: Uint8Array }[]): number[][] => frames.map((f) => [...f.raw]);

describe('CctalkReceiver', () => {
  it('assembles a frame split across chunks', () => {
    const rx = new CctalkReceiver('simple');
    expect(rx.push(COIN_ACCEPTOR_REPLY.slice(0, 3), 0)).toEqual([]);
    expect(rx.push(COIN_ACCEPTOR_REPLY.slice(3, 10), 5)).toEqual([]);
    const out = rx.push(COIN_ACCEPTOR_REPLY.slice(10), 10);
    expect(raws(out)).toEqual([COIN_ACCEPTOR_REPLY]);
    expect(out[0]?.frame.source).toBe(2);
  });

  it('yields several frames from one chunk', () => {
    const rx = new CctalkReceiver('simple');
    expect(raws(rx.push([...ACK, ...COIN_ACCEPTOR_REPLY, ...ACK], 0))).toEqual([ACK, COIN_ACCEPTOR_REPLY, ACK]);
  });

  it('drops a partial frame after more than 50 ms of silence, not at exactly 50 ms', () => {
    const rx = new CctalkReceiver('simple');
    rx.push(ACK.slice(0, 3), 100);
    expect(raws(rx.push(ACK.slice(3), 150))).toEqual([ACK]); // 50 ms gap: still one message

    rx.push(ACK.slice(0, 3), 200);
    expect(rx.push(ACK.slice(3), 251)).toEqual([]); // 51 ms gap: the head was dropped
    expect(rx.stats.timeouts).toBe(1);
    // The stale tail was dropped too: a fresh frame right after comes through clean.
    expect(raws(rx.push(ACK, 260))).toEqual([ACK]);
  });

  it('strips the echo of the host transmission, across chunk boundaries', () => {
    const rx = new CctalkReceiver('simple');
    rx.expectEcho(POLL);
    expect(rx.echoPending).toBe(true);
    expect(rx.push(POLL.slice(0, 2), 1000)).toEqual([]);
    expect(raws(rx.push([...POLL.slice(2), ...ACK.slice(0, 1)], 1001))).toEqual([]);
    expect(rx.echoPending).toBe(false);
    expect(raws(rx.push(ACK.slice(1), 1010))).toEqual([ACK]);
  });

  it('removes the echo even though it is itself a valid frame, and only once', () => {
    const rx = new CctalkReceiver('simple');
    rx.expectEcho(POLL);
    // A device replying with the same bytes (a loop-back) must still be seen after the echo.
    expect(raws(rx.push([...POLL, ...POLL], 0))).toEqual([POLL]);
  });

  it('waits for an echo that has not started, however long it takes', () => {
    const rx = new CctalkReceiver('simple');
    rx.push(ACK, 0);
    rx.expectEcho(POLL);
    expect(raws(rx.push([...POLL, ...ACK], 500))).toEqual([ACK]);
  });

  it('abandons a mismatching echo (collision) and resyncs on what follows', () => {
    const rx = new CctalkReceiver('simple');
    rx.expectEcho(POLL);
    expect(raws(rx.push([2, 0, 9, ...ACK], 0))).toEqual([ACK]);
    expect(rx.stats.echoMismatches).toBe(1);
    expect(rx.echoPending).toBe(false);
  });

  it('abandons an echo cut off by the inter-byte timeout', () => {
    const rx = new CctalkReceiver('simple');
    rx.expectEcho(POLL);
    rx.push(POLL.slice(0, 2), 0);
    expect(raws(rx.push(ACK, 100))).toEqual([ACK]);
    expect(rx.stats.timeouts).toBe(1);
  });

  it('drops a stale partial frame when the host transmits', () => {
    const rx = new CctalkReceiver('simple');
    rx.push([1, 5, 2], 0);
    rx.expectEcho(POLL);
    expect(raws(rx.push([...POLL, ...ACK], 10))).toEqual([ACK]);
  });

  it.each<ChecksumMode>(['simple', 'crc16'])('%s: resyncs onto a stream of frames behind random garbage', (mode) => {
    const random = seededRandom(mode === 'simple' ? 7 : 8);
    for (let round = 0; round < 300; round++) {
      const rx = new CctalkReceiver(mode);
      // Distinct frames: a repeated frame lets an 8-bit checksum lock onto one false alignment.
      const sent = Array.from({ length: 60 }, () => [
        ...encodeFrame({ destination: 1, source: mode === 'simple' ? 2 : null, header: 0, data: Array.from({ length: random(12) }, () => random(256)) }, mode),
      ]);
      const garbage = Array.from({ length: 1 + random(40) }, () => random(256));
      // A garbage length byte can claim up to 252 data bytes, holding the receiver for at most
      // 257 bytes; 60 frames of 5+ bytes outlast that, so the tail must be the real frames.
      const out = rx.push([...garbage, ...sent.flat()], 0);
      expect(raws(out.slice(-3))).toEqual(sent.slice(-3));
    }
  });

  it('resyncs after garbage followed by a 50 ms silence', () => {
    const random = seededRandom(99);
    for (let round = 0; round < 300; round++) {
      const rx = new CctalkReceiver('simple');
      rx.push(Array.from({ length: 1 + random(40) }, () => random(256)), 0);
      expect(raws(rx.push(ACK, 51))).toEqual([ACK]);
    }
  });

  it('recovers from a length byte above 252', () => {
    const rx = new CctalkReceiver('simple');
    expect(raws(rx.push([0, 253, ...ACK], 0))).toEqual([ACK]);
  });

  it('throws only CctalkFrameError on bad arguments', () => {
    const rx = new CctalkReceiver('simple');
    expect(() => rx.push([256], 0)).toThrow(CctalkFrameError);
    expect(() => rx.push([1], Number.NaN)).toThrow(CctalkFrameError);
    expect(() => rx.expectEcho(null as unknown as number[])).toThrow(CctalkFrameError);
    expect(() => new CctalkReceiver('simple', -1)).toThrow(CctalkFrameError);
  });
});

describe('CctalkReceiver fuzz', () => {
  it.each<ChecksumMode>(['simple', 'crc16'])('%s: 100,000 random chunks never throw and never yield a bad frame', (mode) => {
    const random = seededRandom(mode === 'simple' ? 0x5eed : 0xc2c);
    const rx = new CctalkReceiver(mode);
    let now = 0;
    let yielded = 0;
    for (let n = 0; n < 100_000; n++) {
      // Mostly short gaps so partial frames grow long; sometimes a timeout; sometimes an echo.
      now += random(10) === 0 ? 51 + random(100) : random(20);
      if (random(50) === 0) rx.expectEcho(Array.from({ length: random(8) }, () => random(256)));
      const chunk = Uint8Array.from({ length: random(24) }, () => random(256));
      for (const { raw, frame } of rx.push(chunk, now)) {
        yielded++;
        expect(raw.length).toBe((raw[1] ?? 0) + 5);
        if (mode === 'simple') {
          expect(raw.reduce((sum, b) => sum + b, 0) % 256).toBe(0);
        } else {
          const covered = [raw[0] ?? 0, raw[1] ?? 0, ...raw.subarray(3, raw.length - 1)];
          expect(crc16Xmodem(covered)).toBe((raw[2] ?? 0) | ((raw[raw.length - 1] ?? 0) << 8));
        }
        expect([...encodeFrame(frame, mode)]).toEqual([...raw]);
      }
    }
    // Random data does hold valid-looking frames; seeing some proves the checks above ran.
    expect(yielded).toBeGreaterThan(0);
  });
});
