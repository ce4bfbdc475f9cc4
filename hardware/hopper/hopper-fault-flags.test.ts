import { decodeHopperFaultFlags, encodeHopperFaultFlags } from './hopper-fault-flags';

describe('decodeHopperFaultFlags (header 163 registers)', () => {
  it('reads a factory-fresh hopper: disabled and powered up, nothing wrong', () => {
    const flags = decodeHopperFaultFlags([0xc0, 0x00]);
    expect(flags.disabled).toBe(true);
    expect(flags.powerUp).toBe(true);
    expect(flags.jammed).toBe(false);
    expect(flags.fraud).toBe(false);
    expect(flags.blocksPayout).toBe(false);
    expect(flags.raw).toEqual([0xc0, 0]);
  });

  it('names every bit of register 1 in order', () => {
    const names = ['maxCurrentExceeded', 'payoutTimeout', 'motorReversed', 'optoBlockedIdle', 'optoShortIdle', 'exitBlocked', 'powerUp', 'disabled'] as const;
    names.forEach((name, n) => {
      const flags = decodeHopperFaultFlags([1 << n, 0]);
      for (const other of names) expect(flags[other]).toBe(other === name);
    });
  });

  it('names every bit of register 2 (the "disabled + PIN" example reply 0x80 0x80)', () => {
    const flags = decodeHopperFaultFlags([0x80, 0x80]);
    expect(flags.disabled).toBe(true);
    expect(flags.pinEnabled).toBe(true);
    expect(decodeHopperFaultFlags([0, 0x01]).optoShortDuringPayout).toBe(true);
    expect(decodeHopperFaultFlags([0, 0x02]).singleCoinMode).toBe(true);
    expect(decodeHopperFaultFlags([0, 0x3c]).checksumErrors).toEqual(['A', 'B', 'C', 'D']);
    expect(decodeHopperFaultFlags([0, 0x10]).checksumErrors).toEqual(['C']);
    expect(decodeHopperFaultFlags([0, 0x40]).nvWriteFailed).toBe(true);
  });

  it('summarises: a jam is max current or a blocked exit; fraud is any opto attack; both block payouts, empty does not', () => {
    expect(decodeHopperFaultFlags([0x01]).jammed).toBe(true);
    expect(decodeHopperFaultFlags([0x20]).jammed).toBe(true);
    for (const raw of [[0x08, 0], [0x10, 0], [0x00, 0x01]]) {
      const flags = decodeHopperFaultFlags(raw);
      expect(flags.fraud).toBe(true);
      expect(flags.blocksPayout).toBe(true);
    }
    const empty = decodeHopperFaultFlags([0x02, 0]);
    expect(empty.payoutTimeout).toBe(true);
    expect(empty.jammed).toBe(false);
    expect(empty.blocksPayout).toBe(false);
  });

  it('accepts the one-byte reply of older hoppers, refuses anything else', () => {
    expect(decodeHopperFaultFlags([0x22]).raw).toEqual([0x22, 0]);
    expect(() => decodeHopperFaultFlags([])).toThrow(RangeError);
    expect(() => decodeHopperFaultFlags([1, 2, 3])).toThrow(RangeError);
    expect(() => decodeHopperFaultFlags([256])).toThrow(RangeError);
  });

  it('encodes what it decodes, for every register value', () => {
    for (let r1 = 0; r1 < 256; r1 += 1) {
      for (const r2 of [0, 0x01, 0x02, 0x3c, 0x40, 0x80, 0xff, r1]) {
        expect(encodeHopperFaultFlags(decodeHopperFaultFlags([r1, r2]))).toEqual([r1, r2]);
      }
    }
  });
});
