import { IoFrameError } from './io-frame-error';
import { allLamps, encodeIdentity, encodeInputReport, encodeLamps, encodeNak, parseIdentity, parseInputReport, parseLamps, parseNak } from './io-payloads';
import { INPUT_BITS, LAMPS, inputBit } from './panel-types';

describe('I/O board payloads', () => {
  it('fixes the input bit order the board firmware is wired to', () => {
    expect(INPUT_BITS).toEqual(['hold1', 'hold2', 'hold3', 'collect', 'play', 'auto', 'bet', 'gameChange', 'key', 'mainDoor', 'cashDoor']);
    expect(inputBit('play')).toBe(0x0010);
    expect(inputBit('cashDoor')).toBe(0x0400);
    expect(LAMPS).toEqual(['hold1', 'hold2', 'hold3', 'collect', 'play', 'auto', 'bet', 'gameChange', 'tower']);
  });

  it('sends the input mask big-endian, with the edge counter and the lamps-dark flag', () => {
    const report = { inputs: inputBit('play') | inputBit('mainDoor'), edgeCounter: 7, lampsDark: false };
    expect(encodeInputReport(report)).toEqual([0x02, 0x10, 0x07, 0x00]);
    expect(parseInputReport([0x02, 0x10, 0x07, 0x00])).toEqual(report);
    expect(parseInputReport([0x00, 0x00, 0x00, 0x01]).lampsDark).toBe(true);
    expect(parseInputReport([0x00, 0x00, 0x00, 0xfe]).lampsDark).toBe(false);
    expect(() => parseInputReport([0, 0, 0])).toThrow(IoFrameError);
  });

  it('packs two bits per lamp, four lamps per byte, lamp 0 in the low bits', () => {
    const lamps = { ...allLamps('off'), hold1: 'flash', play: 'on', tower: 'flash' } as const;
    expect(encodeLamps(lamps)).toEqual([0x02, 0x01, 0x02]);
    expect(parseLamps([0x02, 0x01, 0x02])).toEqual(lamps);
    expect(encodeLamps(allLamps('on'))).toEqual([0x55, 0x55, 0x01]);
    expect(parseLamps([0xaa, 0xaa, 0x02])).toEqual(allLamps('flash'));
  });

  it('refuses the reserved lamp code, a lit unused pair and a wrong length', () => {
    expect(() => parseLamps([0x03, 0, 0])).toThrow(/reserved/);
    expect(() => parseLamps([0, 0, 0x04])).toThrow(/unused/);
    expect(() => parseLamps([0, 0])).toThrow(IoFrameError);
    expect(() => encodeLamps({ ...allLamps('off'), bet: 'blink' as never })).toThrow(IoFrameError);
  });

  it('carries the board identity', () => {
    const identity = { protocolVersion: 1, inputCount: 11, lampCount: 9, name: 'CAB-IO-16', firmware: '1.0.3' };
    const bytes = encodeIdentity(identity);
    expect(bytes.slice(0, 4)).toEqual([1, 11, 9, 9]);
    expect(parseIdentity(bytes)).toEqual(identity);
    expect(() => parseIdentity([1, 11, 9, 20, 65])).toThrow(/name/);
    expect(() => parseIdentity([1, 11, 9, 1, 7])).toThrow(/ASCII/);
    expect(() => encodeIdentity({ ...identity, name: 'CAB\u00e9' })).toThrow(IoFrameError);
  });

  it('says which command a NAK refuses and why', () => {
    expect(parseNak(encodeNak(0x09, 1))).toEqual({ command: 0x09, code: 1 });
    expect(() => parseNak([9])).toThrow(IoFrameError);
  });
});
