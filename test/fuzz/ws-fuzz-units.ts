/**
 * One fuzz frame of the web host fuzz, as bytes on an open screen socket, with what the host
 * must do about it. Each kind is a way a socket's input can be wrong:
 *
 * - a whole text message (ws-fuzz-json.ts's garbage), a binary message, or either cut into
 *   fragments with pings between them: the host answers each message with one refusal (and each
 *   ping with a pong) and keeps the socket open;
 * - a message over 4,096 bytes (one frame, a header that declares it and stops, or fragments that
 *   add up to it): the host closes the socket with 1009 (message too big);
 * - text that is not UTF-8: closed with 1007; a frame that breaks RFC 6455 (reserved bits,
 *   unknown opcodes, an unmasked frame, a long or fragmented control frame, a continuation of
 *   nothing, a new message inside a fragmented one, a bad close frame): closed with 1002;
 * - a close frame from the client: the host closes with the same code;
 * - half a frame and then the client is gone (a clean end or a reset): nothing to answer, and
 *   the host must not trip over the dead socket.
 */
import { pick, type Rnd } from './fuzz-kit';
import { fuzzText } from './ws-fuzz-json';
import { encodeFrame, OPCODE, type FrameSpec } from './ws-wire';

export const MAX_FRAME_BYTES = 4096;

export interface FuzzUnit {
  /** The tally's name for it. */
  readonly kind: string;
  readonly bytes: Buffer;
  /** Refusals the host must send back. */
  readonly replies: number;
  readonly pongs: number;
  /** The host must close the socket with this code; null: it must keep it open. */
  readonly closeCode: number | null;
  /** The client goes away after the bytes: 'end' (FIN) or 'reset' (RST). */
  readonly hangup: 'end' | 'reset' | null;
  /** Frames on the wire (a fragmented message is several). */
  readonly wireFrames: number;
}

export interface UnitSource {
  readonly rnd: Rnd;
  nextId(): number;
  accidental(): void;
}

const frame = (src: UnitSource, spec: FrameSpec): Buffer => encodeFrame(spec, src.rnd);

function randomBytes(rnd: Rnd, length: number): Buffer {
  const out = Buffer.alloc(length);
  for (let i = 0; i < length; i++) out[i] = rnd(256);
  return out;
}

const unit = (kind: string, frames: readonly Buffer[], extra: Partial<FuzzUnit> = {}): FuzzUnit => ({
  kind,
  bytes: Buffer.concat(frames),
  replies: 0,
  pongs: 0,
  closeCode: null,
  hangup: null,
  wireFrames: frames.length,
  ...extra,
});

/** Splits a payload into `parts` fragments: the first with the message's opcode, the rest continuations. */
function fragments(src: UnitSource, opcode: number, payload: Buffer, parts: number): { specs: FrameSpec[] } {
  const cuts = new Set<number>();
  for (let i = 1; i < parts; i++) cuts.add(src.rnd(payload.length + 1));
  const bounds = [0, ...[...cuts].sort((a, b) => a - b), payload.length];
  const specs: FrameSpec[] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    specs.push({ opcode: i === 0 ? opcode : OPCODE.continuation, payload: payload.subarray(bounds[i], bounds[i + 1]), fin: i + 2 === bounds.length });
  }
  return { specs };
}

/** Bytes that are not UTF-8: stray continuation bytes, overlong forms, surrogates, cut sequences. */
function invalidUtf8(rnd: Rnd): Buffer {
  const bad = pick(rnd, [[0x80], [0xbf], [0xc0, 0xaf], [0xe0, 0x80, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xff], [0xfe], [0xe2, 0x82], [0xf0, 0x9f, 0x98]]);
  const before = Buffer.from(`{"id":1,"intent":{"type":"PLAY${'x'.repeat(rnd(40))}`);
  return Buffer.concat([before, Buffer.from(bad), Buffer.from('"}}')]);
}

export function fuzzUnit(src: UnitSource): FuzzUnit {
  const rnd = src.rnd;
  // Frames that end the socket are a few in a hundred: each costs a new socket and its first view.
  const roll = rnd(1000);
  if (roll < 640) {
    const text = fuzzText(rnd, () => src.nextId(), () => src.accidental());
    return unit(text.kind, [frame(src, { opcode: OPCODE.text, payload: Buffer.from(text.text) })], { replies: 1 });
  }
  if (roll < 740) {
    const payload = randomBytes(rnd, rnd(8) === 0 ? rnd(MAX_FRAME_BYTES + 1) : rnd(300));
    return unit('binary', [frame(src, { opcode: OPCODE.binary, payload })], { replies: 1 });
  }
  if (roll < 880) return fragmented(src);
  if (roll < 920) return unit('ping', [frame(src, { opcode: OPCODE.ping, payload: randomBytes(rnd, rnd(126)) })], { pongs: 1 });
  if (roll < 950) return unit('unsolicited pong', [frame(src, { opcode: OPCODE.pong, payload: randomBytes(rnd, rnd(126)) })]);
  if (roll < 960) return oversized(src);
  if (roll < 966) return notUtf8(src);
  if (roll < 982) return protocolViolation(src);
  if (roll < 990) return clientClose(src);
  return hangup(src);
}

function fragmented(src: UnitSource): FuzzUnit {
  const rnd = src.rnd;
  const binary = rnd(5) === 0;
  const payload = binary ? randomBytes(rnd, rnd(600)) : Buffer.from(fuzzText(rnd, () => src.nextId(), () => src.accidental()).text);
  const { specs } = fragments(src, binary ? OPCODE.binary : OPCODE.text, payload, 2 + rnd(5));
  // Control frames may come between the fragments of a message; each ping is answered at once.
  const frames: Buffer[] = [];
  let pongs = 0;
  specs.forEach((spec, i) => {
    if (i > 0 && rnd(4) === 0) {
      frames.push(frame(src, { opcode: OPCODE.ping, payload: randomBytes(rnd, rnd(20)) }));
      pongs += 1;
    }
    frames.push(frame(src, spec));
  });
  return unit('fragmented', frames, { replies: 1, pongs });
}

function oversized(src: UnitSource): FuzzUnit {
  const rnd = src.rnd;
  const variant = rnd(4);
  if (variant === 0) {
    // One byte over, sent whole.
    const payload = Buffer.alloc(MAX_FRAME_BYTES + 1, 0x61);
    return unit('oversized', [frame(src, { opcode: rnd(2) === 0 ? OPCODE.text : OPCODE.binary, payload })], { closeCode: 1009 });
  }
  if (variant === 1) {
    // Sent whole, up to 64 KiB.
    const payload = randomBytes(rnd, MAX_FRAME_BYTES + 1 + rnd(60_000));
    return unit('oversized', [frame(src, { opcode: OPCODE.binary, payload })], { closeCode: 1009 });
  }
  if (variant === 2) {
    // A header that declares a large message (up to 2^63 + 4,096) and then a little of it: the host must
    // not wait for, or make room for, what it declares.
    const declared = BigInt(MAX_FRAME_BYTES) + (1n << BigInt(rnd(64)));
    const sent = randomBytes(rnd, rnd(2000));
    return unit('oversized', [frame(src, { opcode: OPCODE.text, payload: sent, declaredLength: declared })], { closeCode: 1009 });
  }
  // Fragments each under the limit whose sum is over it.
  const payload = Buffer.alloc(MAX_FRAME_BYTES + 1 + rnd(4000), 0x62);
  const { specs } = fragments(src, OPCODE.text, payload, 2 + rnd(4));
  return unit('oversized', specs.map((spec) => frame(src, spec)), { closeCode: 1009 });
}

function notUtf8(src: UnitSource): FuzzUnit {
  const payload = invalidUtf8(src.rnd);
  if (src.rnd(3) === 0) {
    const { specs } = fragments(src, OPCODE.text, payload, 2 + src.rnd(3));
    return unit('invalid UTF-8', specs.map((spec) => frame(src, spec)), { closeCode: 1007 });
  }
  return unit('invalid UTF-8', [frame(src, { opcode: OPCODE.text, payload })], { closeCode: 1007 });
}

function protocolViolation(src: UnitSource): FuzzUnit {
  const rnd = src.rnd;
  const small = Buffer.from('{"id":1,"intent":{"type":"PLAY","x":1}}');
  const variants: (() => FuzzUnit)[] = [
    () => unit('protocol violation', [frame(src, { opcode: OPCODE.text, payload: small, rsv: 1 + rnd(7) })], { closeCode: 1002 }),
    () => unit('protocol violation', [frame(src, { opcode: pick(rnd, [3, 4, 5, 6, 7, 0xb, 0xc, 0xd, 0xe, 0xf]), payload: small })], { closeCode: 1002 }),
    () => unit('protocol violation', [frame(src, { opcode: OPCODE.text, payload: small, masked: false })], { closeCode: 1002 }),
    () => unit('protocol violation', [frame(src, { opcode: OPCODE.ping, payload: randomBytes(rnd, 126 + rnd(200)) })], { closeCode: 1002 }),
    () => unit('protocol violation', [frame(src, { opcode: OPCODE.ping, payload: small, fin: false })], { closeCode: 1002 }),
    () => unit('protocol violation', [frame(src, { opcode: OPCODE.continuation, payload: small })], { closeCode: 1002 }),
    () =>
      unit('protocol violation', [frame(src, { opcode: OPCODE.text, payload: small, fin: false }), frame(src, { opcode: OPCODE.text, payload: small })], {
        closeCode: 1002,
      }),
    () => unit('protocol violation', [frame(src, { opcode: OPCODE.close, payload: Buffer.from([rnd(256)]) })], { closeCode: 1002 }),
    () => {
      const code = pick(rnd, [0, 999, 1004, 1005, 1006, 1015, 1016, 2000, 2999, 5000, 65535]);
      const payload = Buffer.alloc(2);
      payload.writeUInt16BE(code, 0);
      return unit('protocol violation', [frame(src, { opcode: OPCODE.close, payload })], { closeCode: 1002 });
    },
    () => {
      const payload = Buffer.concat([Buffer.from([0x03, 0xe8]), Buffer.from([0xc0, 0xaf])]);
      return unit('protocol violation', [frame(src, { opcode: OPCODE.close, payload })], { closeCode: 1007 });
    },
  ];
  return pick(rnd, variants)();
}

function clientClose(src: UnitSource): FuzzUnit {
  const rnd = src.rnd;
  if (rnd(4) === 0) return unit('client close', [frame(src, { opcode: OPCODE.close, payload: Buffer.alloc(0) })], { closeCode: 1005 });
  const code = pick(rnd, [1000, 1001, 1003, 1008, 1011, 3000 + rnd(2000)]);
  const payload = Buffer.concat([Buffer.alloc(2), Buffer.from('bye'.repeat(rnd(20)))]);
  payload.writeUInt16BE(code, 0);
  return unit('client close', [frame(src, { opcode: OPCODE.close, payload })], { closeCode: code });
}

function hangup(src: UnitSource): FuzzUnit {
  const rnd = src.rnd;
  const whole = frame(src, { opcode: OPCODE.text, payload: Buffer.from(fuzzText(rnd, () => src.nextId(), () => src.accidental()).text) });
  const cut = whole.subarray(0, rnd(whole.length));
  return unit('hang-up mid-frame', [cut], { hangup: rnd(2) === 0 ? 'end' : 'reset' });
}
