import { crc16Xmodem, simpleChecksum } from './checksum';
import { decodeFrame, encodeFrame, type CctalkFrame, type ChecksumMode } from './frame';
import { CctalkFrameError, type CctalkFrameErrorCode } from './frame-error';
import { Address, Header } from './headers';
import { seededRandom } from './test-random';

const ascii = (s: string): number[] => [...s].map((c) => c.charCodeAt(0));

function expectFrameError(run: () => unknown, code: CctalkFrameErrorCode): void {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(CctalkFrameError);
  expect((caught as CctalkFrameError).code).toBe(code);
}

describe('ccTalk checksums', () => {
  it('CRC-16/XMODEM matches the standard check value for "123456789"', () => {
    expect(crc16Xmodem(ascii('123456789'))).toBe(0x31c3);
  });

  it('simple checksum completes the sum to 0 mod 256', () => {
    expect(simpleChecksum([2, 2, 1, 231, 255, 255])).toBe(22);
    expect(simpleChecksum([])).toBe(0);
  });
});

describe('specification examples (simple checksum)', () => {
  const examples: readonly [string, number[], CctalkFrame][] = [
    ['simple poll to address 2 from host 1', [2, 0, 1, 254, 255], { destination: 2, source: 1, header: 254, data: [] }],
    ['request equipment category id', [2, 0, 1, 245, 8], { destination: 2, source: 1, header: 245, data: [] }],
    ['reply "Coin Acceptor"', [1, 13, 2, 0, ...ascii('Coin Acceptor'), 22], { destination: 1, source: 2, header: 0, data: ascii('Coin Acceptor') }],
    ['modify inhibit status, all enabled', [2, 2, 1, 231, 255, 255, 22], { destination: 2, source: 1, header: 231, data: [255, 255] }],
    ['ACK from address 2', [1, 0, 2, 0, 253], { destination: 1, source: 2, header: 0, data: [] }],
  ];

  it.each(examples)('%s encodes and decodes', (_name, bytes, frame) => {
    expect([...encodeFrame(frame, 'simple')]).toEqual(bytes);
    expect(decodeFrame(bytes, 'simple')).toEqual(frame);
  });
});

describe('specification examples (CRC-16)', () => {
  it('simple poll to address 40: [40][0][182][254][33]', () => {
    const frame: CctalkFrame = { destination: Address.BILL_VALIDATOR, source: null, header: Header.SIMPLE_POLL, data: [] };
    expect([...encodeFrame(frame, 'crc16')]).toEqual([40, 0, 182, 254, 33]);
    expect(decodeFrame([40, 0, 182, 254, 33], 'crc16')).toEqual(frame);
  });

  it('its ACK reply: [1][0][48][0][55]', () => {
    expect(decodeFrame(Uint8Array.from([1, 0, 48, 0, 55]), 'crc16')).toEqual({ destination: 1, source: null, header: Header.ACK, data: [] });
  });
});

describe('round trips', () => {
  const random = seededRandom(0xcc7a1c);
  it.each<ChecksumMode>(['simple', 'crc16'])('%s: 2,000 random frames decode to themselves', (mode) => {
    for (let n = 0; n < 2000; n++) {
      const length = n === 0 ? 252 : random(253);
      const frame: CctalkFrame = {
        destination: random(256),
        source: mode === 'simple' ? random(256) : null,
        header: random(256),
        data: Array.from({ length }, () => random(256)),
      };
      const bytes = encodeFrame(frame, mode);
      expect(bytes.length).toBe(length + 5);
      expect(decodeFrame(bytes, mode)).toEqual(frame);
    }
  });

  it('every single-byte corruption of a CRC frame is detected', () => {
    const bytes = encodeFrame({ destination: 2, source: null, header: 229, data: [1, 2, 3] }, 'crc16');
    for (let i = 0; i < bytes.length; i++) {
      if (i === 1) continue; // the length byte fails as a length mismatch instead
      for (let flip = 1; flip < 256; flip++) {
        const bad = Uint8Array.from(bytes);
        bad[i] = (bad[i] ?? 0) ^ flip;
        expectFrameError(() => decodeFrame(bad, 'crc16'), 'bad-checksum');
      }
    }
  });
});

describe('malformed frames', () => {
  it('rejects frames shorter than five bytes', () => {
    expectFrameError(() => decodeFrame([], 'simple'), 'too-short');
    expectFrameError(() => decodeFrame([2, 0, 1, 254], 'simple'), 'too-short');
  });

  it('rejects a length field above 252', () => {
    const bytes = [2, 253, 1, 0, ...new Array<number>(253).fill(0), 0];
    expectFrameError(() => decodeFrame(bytes, 'simple'), 'too-long');
  });

  it('rejects a byte count that disagrees with the length field', () => {
    expectFrameError(() => decodeFrame([2, 1, 1, 254, 254], 'simple'), 'length-mismatch');
    expectFrameError(() => decodeFrame([2, 0, 1, 254, 255, 0], 'simple'), 'length-mismatch');
  });

  it('rejects a bad checksum in either mode', () => {
    expectFrameError(() => decodeFrame([2, 0, 1, 254, 254], 'simple'), 'bad-checksum');
    expectFrameError(() => decodeFrame([40, 0, 182, 254, 34], 'crc16'), 'bad-checksum');
    // A valid simple frame is not a valid CRC frame, and vice versa.
    expectFrameError(() => decodeFrame([2, 0, 1, 254, 255], 'crc16'), 'bad-checksum');
    expectFrameError(() => decodeFrame([40, 0, 182, 254, 33], 'simple'), 'bad-checksum');
  });

  it('rejects values that are not bytes', () => {
    expectFrameError(() => decodeFrame([2, 0, 1, 254, 256], 'simple'), 'invalid-byte');
    expectFrameError(() => decodeFrame([2, 0, 1.5, 254, 255], 'simple'), 'invalid-byte');
    expectFrameError(() => decodeFrame(null as unknown as number[], 'simple'), 'invalid-byte');
    expectFrameError(() => decodeFrame('2 0 1 254 255' as unknown as number[], 'simple'), 'invalid-byte');
  });

  it('refuses to encode what a frame cannot carry', () => {
    const poll: CctalkFrame = { destination: 2, source: 1, header: 254, data: [] };
    expectFrameError(() => encodeFrame({ ...poll, data: new Array<number>(253).fill(0) }, 'simple'), 'too-long');
    expectFrameError(() => encodeFrame({ ...poll, destination: -1 }, 'simple'), 'invalid-byte');
    expectFrameError(() => encodeFrame({ ...poll, header: 300 }, 'simple'), 'invalid-byte');
    expectFrameError(() => encodeFrame({ ...poll, data: [1, 2.5] }, 'simple'), 'invalid-byte');
    expectFrameError(() => encodeFrame({ ...poll, source: null }, 'simple'), 'invalid-byte');
    expectFrameError(() => encodeFrame(poll, 'crc16'), 'invalid-field');
  });
});

describe('header constants', () => {
  it('match the specification numbers', () => {
    expect(Header).toEqual({
      ACK: 0, SIMPLE_POLL: 254, REQUEST_EQUIPMENT_CATEGORY_ID: 245, REQUEST_COIN_ID: 184, MODIFY_INHIBIT_STATUS: 231,
      MODIFY_MASTER_INHIBIT_STATUS: 228, READ_BUFFERED_CREDIT_OR_ERROR_CODES: 229, ENABLE_HOPPER: 164,
      DISPENSE_HOPPER_COINS: 167, REQUEST_HOPPER_STATUS: 166, TEST_HOPPER: 163, EMERGENCY_STOP: 172,
      REQUEST_HOPPER_DISPENSE_COUNT: 168, READ_BUFFERED_BILL_EVENTS: 159, ROUTE_BILL: 154,
      NAK: 5, BUSY: 6, RESET_DEVICE: 1, REQUEST_SOFTWARE_REVISION: 241, REQUEST_SERIAL_NUMBER: 242,
      REQUEST_PRODUCT_CODE: 244, REQUEST_MANUFACTURER_ID: 246, REQUEST_BILL_ID: 157,
    });
    expect(Address).toEqual({ HOST: 1, COIN_ACCEPTOR: 2, HOPPER: 3, BILL_VALIDATOR: 40 });
  });
});
