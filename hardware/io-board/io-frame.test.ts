import { crc16Xmodem } from '../cctalk/checksum';
import { seededRandom } from '../cctalk/test-random';
import { decodeIoFrame, encodeIoFrame, ioFrameValid } from './io-frame';
import { IoFrameError } from './io-frame-error';
import { IoCommand, MAX_PAYLOAD, NAK } from './io-protocol';

// Worked examples of docs/devices-io-board.md; CRCs cross-checked with Python's binascii.crc_hqx(data, 0).
const READ_INPUTS_SEQ_1 = [0xa5, 0x00, 0x02, 0x01, 0x76, 0x43];
const INPUTS_REPLY_SEQ_1 = [0xa5, 0x04, 0x82, 0x01, 0x02, 0x10, 0x07, 0x00, 0x03, 0x6b];
const SET_LAMPS_SEQ_2 = [0xa5, 0x03, 0x03, 0x02, 0x02, 0x01, 0x02, 0xb0, 0x49];
const NAK_SEQ_3 = [0xa5, 0x02, 0xff, 0x03, 0x09, 0x01, 0xfc, 0xc9];

const codeOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (error) {
    return error instanceof IoFrameError ? error.code : `not an IoFrameError: ${String(error)}`;
  }
  return undefined;
};

describe('I/O board frame codec', () => {
  it('uses CRC-16/XMODEM (check value of "123456789" is 0x31C3)', () => {
    expect(crc16Xmodem([...'123456789'].map((c) => c.charCodeAt(0)))).toBe(0x31c3);
  });

  it('encodes the documented examples byte for byte', () => {
    expect([...encodeIoFrame({ command: IoCommand.READ_INPUTS, sequence: 1, payload: [] })]).toEqual(READ_INPUTS_SEQ_1);
    expect([...encodeIoFrame({ command: 0x82, sequence: 1, payload: [0x02, 0x10, 0x07, 0x00] })]).toEqual(INPUTS_REPLY_SEQ_1);
    expect([...encodeIoFrame({ command: IoCommand.SET_LAMPS, sequence: 2, payload: [2, 1, 2] })]).toEqual(SET_LAMPS_SEQ_2);
    expect([...encodeIoFrame({ command: 0x83, sequence: 2, payload: [] })]).toEqual([0xa5, 0x00, 0x83, 0x02, 0x6e, 0x89]);
    expect([...encodeIoFrame({ command: NAK, sequence: 3, payload: [0x09, 0x01] })]).toEqual(NAK_SEQ_3);
  });

  it('decodes what it encodes, for random frames of every size', () => {
    const rnd = seededRandom(5);
    for (let i = 0; i < 2000; i++) {
      const frame = { command: rnd(256), sequence: rnd(256), payload: Array.from({ length: rnd(MAX_PAYLOAD + 1) }, () => rnd(256)) };
      const bytes = encodeIoFrame(frame);
      expect(ioFrameValid(bytes)).toBe(true);
      expect(decodeIoFrame(bytes)).toEqual(frame);
    }
  });

  it('detects every single corrupted byte', () => {
    for (let at = 0; at < INPUTS_REPLY_SEQ_1.length; at++) {
      for (const flip of [0x01, 0x80, 0xff]) {
        const bytes = [...INPUTS_REPLY_SEQ_1];
        bytes[at] = (bytes[at] ?? 0) ^ flip;
        expect(ioFrameValid(bytes)).toBe(false);
      }
    }
  });

  it('refuses malformed frames with a code', () => {
    expect(codeOf(() => decodeIoFrame([0xa5, 0, 2]))).toBe('length-mismatch');
    expect(codeOf(() => decodeIoFrame([0x5a, ...READ_INPUTS_SEQ_1.slice(1)]))).toBe('no-sync');
    expect(codeOf(() => decodeIoFrame([0xa5, MAX_PAYLOAD + 1, 2, 1, 0, 0]))).toBe('too-long');
    expect(codeOf(() => decodeIoFrame([...READ_INPUTS_SEQ_1, 0]))).toBe('length-mismatch');
    expect(codeOf(() => decodeIoFrame([0xa5, 0x00, 0x02, 0x01, 0x76, 0x44]))).toBe('bad-crc');
    expect(codeOf(() => decodeIoFrame([0xa5, 0x00, 0x02, 256, 0, 0]))).toBe('invalid-byte');
  });

  it('refuses to encode what the wire cannot carry', () => {
    expect(codeOf(() => encodeIoFrame({ command: 2, sequence: 1, payload: new Array(MAX_PAYLOAD + 1).fill(0) }))).toBe('too-long');
    expect(codeOf(() => encodeIoFrame({ command: 300, sequence: 1, payload: [] }))).toBe('invalid-byte');
    expect(codeOf(() => encodeIoFrame({ command: 2, sequence: -1, payload: [] }))).toBe('invalid-byte');
    expect(codeOf(() => encodeIoFrame({ command: 2, sequence: 1, payload: [1.5] }))).toBe('invalid-byte');
  });
});
