import { CctalkFrameError } from '../cctalk/frame-error';
import { describeBillEvent, parseBillEventBuffer } from './bill-events';
import { parseBillId } from './bill-id';
import { decodeBillInhibitMask, encodeBillInhibitMask } from './bill-inhibit-mask';

const ascii = (s: string): number[] => [...s].map((c) => c.charCodeAt(0));

describe('header 159 reply', () => {
  it('keeps the five [A, B] pairs raw, newest first', () => {
    expect(parseBillEventBuffer([9, 3, 0, 0, 18, 3, 1, 0, 1, 0, 0])).toEqual({
      counter: 9,
      events: [
        [3, 0],
        [0, 18],
        [3, 1],
        [0, 1],
        [0, 0],
      ],
    });
  });

  it.each([[[]], [[1, 0, 0]], [new Array<number>(12).fill(0)]])('refuses a reply of %j', (data) => {
    expect(() => parseBillEventBuffer(data)).toThrow(CctalkFrameError);
  });

  it('refuses a value that is not a byte', () => {
    expect(() => parseBillEventBuffer([1, 300, 0, 0, 0, 0, 0, 0, 0, 0, 0])).toThrow(/byte 1 is not a byte/);
  });

  it('names events: stacked, escrow, status, and a B the table does not define', () => {
    expect(describeBillEvent([4, 0])).toEqual({ kind: 'stacked', billType: 4 });
    expect(describeBillEvent([4, 1])).toEqual({ kind: 'escrow', billType: 4 });
    expect(describeBillEvent([0, 0])).toMatchObject({ kind: 'status', status: { name: 'master inhibit active' } });
    expect(describeBillEvent([4, 7])).toEqual({ kind: 'unknown', a: 4, b: 7 });
  });
});

describe('header 231 inhibit mask', () => {
  it('sets bit n-1 for bill type n, the first byte holding types 1..8', () => {
    expect(encodeBillInhibitMask([1, 2])).toEqual([0b11, 0]);
    expect(encodeBillInhibitMask([8, 9, 16])).toEqual([0x80, 0x81]);
    expect(encodeBillInhibitMask([])).toEqual([0, 0]);
  });

  it('decodes what it encodes', () => {
    expect(decodeBillInhibitMask(...encodeBillInhibitMask([3, 5, 12]))).toEqual([3, 5, 12]);
  });

  it.each([0, 17, 2.5])('refuses bill type %p', (type) => {
    expect(() => encodeBillInhibitMask([type])).toThrow(RangeError);
  });
});

describe('header 157 bill id', () => {
  it('reads a programmed id and treats seven dots or blanks as unprogrammed', () => {
    expect(parseBillId(ascii('EU0005A'))).toBe('EU0005A');
    expect(parseBillId(ascii('.......'))).toBeNull();
    expect(parseBillId(ascii('       '))).toBeNull();
  });

  it('refuses a reply that is not seven printable characters', () => {
    expect(() => parseBillId(ascii('EU0005'))).toThrow(CctalkFrameError);
    expect(() => parseBillId([69, 85, 48, 48, 48, 53, 0])).toThrow(CctalkFrameError);
  });
});
