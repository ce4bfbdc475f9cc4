/**
 * Port (c): fuzzed bytes on each emulator's port. The ccTalk coin acceptor, hopper and bill
 * validator share one wire and hear a million fuzz frames each; the I/O board emulator hears a
 * million on its own line (cctalk-emulators-port.ts, io-board-emulator-port.ts, run in plain
 * Node: see plain-node.ts). No emulator may crash, and each must act on exactly the valid frames
 * addressed to it, as a reference receiver fed the same bytes finds them, and on nothing else.
 */
import { join } from 'node:path';
import type { CctalkEmulatorsOptions, CctalkEmulatorsReport } from './cctalk-emulators-port';
import type { IoBoardEmulatorOptions, IoBoardEmulatorReport } from './io-board-emulator-port';
import { runPort, startPorts } from './plain-node';

jest.setTimeout(300_000);

const CCTALK_FRAMES = { simple: 1_000_000, crc16: 250_000 } as const;

// The cabinet's checksum gets the full million; the other one the configuration allows gets a
// quarter, to keep the suite inside its time budget. All three run at once.
const runs = startPorts(() => ({
  simple: runPort<CctalkEmulatorsOptions, CctalkEmulatorsReport>(join(__dirname, 'cctalk-emulators-port.ts'), { frames: CCTALK_FRAMES.simple, seed: 0xe3a1, mode: 'simple' }),
  crc16: runPort<CctalkEmulatorsOptions, CctalkEmulatorsReport>(join(__dirname, 'cctalk-emulators-port.ts'), { frames: CCTALK_FRAMES.crc16, seed: 0xe3a2, mode: 'crc16' }),
  ioBoard: runPort<IoBoardEmulatorOptions, IoBoardEmulatorReport>(join(__dirname, 'io-board-emulator-port.ts'), { frames: 1_000_000, seed: 0xe10b }),
}));

describe('fuzzed bytes on the emulators’ ports', () => {
  beforeAll(() => void runs());

  it.each([
    ['simple', '1,000,000'],
    ['crc16', '250,000'],
  ] as const)('ccTalk emulators, %s checksum: %s fuzz frames, no crash, acting only on valid frames addressed to them', async (mode, _frames) => {
    const frames = CCTALK_FRAMES[mode];
    const r = await runs()[mode];
    console.log(
      [
        `port (c) ccTalk emulators (${mode}): each device heard ${r.fuzzFrames.toLocaleString('en')} fuzz frames, ${r.bytes.toLocaleString('en')} bytes (${r.cpuSeconds.toFixed(1)} s CPU)`,
        `  frames: ${r.tally}`,
        `  left out as real commands, not fuzz: ${r.undetectable} corrupted commands that passed the checksum to a device; valid commands noise formed by chance: ${r.accidentalCommands}`,
        ...r.devices.map((d) => `  ${d.name} (address ${d.address}): acted on ${d.acted.toLocaleString('en')} frames (reference: ${d.expected.toLocaleString('en')}), ${d.realCommands.toLocaleString('en')} real commands, ${d.replies.toLocaleString('en')} replies`),
      ].join('\n'),
    );

    expect(r.fuzzFrames).toBeGreaterThanOrEqual(frames);
    expect(r.crashes).toEqual([]);
    expect(r.referenceErrors).toBe(0);
    expect(r.realCommandsMissed).toBe(0);
    expect(r.devices.map((d) => d.name)).toEqual(['EmulatedCctalkCoinAcceptor', 'EmulatedCctalkHopper', 'EmulatedCctalkBillValidator']);
    for (const d of r.devices) {
      expect({ device: d.name, mismatches: d.mismatches, badWrites: d.badWrites }).toEqual({ device: d.name, mismatches: [], badWrites: [] });
      expect(d.acted).toBe(d.expected);
      // Still listening behind the garbage: every real command found its device.
      expect(d.acted).toBeGreaterThanOrEqual(d.realCommands);
      expect(d.realCommands).toBeGreaterThan(frames / 50);
      expect(d.replies).toBeGreaterThan(frames / 100);
    }
  });

  it('I/O board emulator: 1,000,000 fuzz frames, no crash, acting only on valid frames, lamps only from valid SET_LAMPS', async () => {
    const r = await runs().ioBoard;
    console.log(
      [
        `port (c) I/O board emulator: ${r.fuzzFrames.toLocaleString('en')} fuzz frames, ${r.bytes.toLocaleString('en')} bytes (${r.cpuSeconds.toFixed(1)} s CPU)`,
        `  frames: ${r.tally}`,
        `  left out as real commands, not fuzz: ${r.undetectable} corrupted commands that passed the CRC`,
        `  board: acted on ${r.acted.toLocaleString('en')} frames (reference: ${r.expected.toLocaleString('en')}), ${r.realCommands.toLocaleString('en')} real commands, ${r.replies.toLocaleString('en')} replies, ${r.lampFrames.toLocaleString('en')} lamp updates`,
      ].join('\n'),
    );

    expect(r.fuzzFrames).toBeGreaterThanOrEqual(1_000_000);
    expect(r.crashes).toEqual([]);
    expect(r.referenceErrors).toBe(0);
    expect(r.realCommandsMissed).toBe(0);
    expect(r.mismatches).toEqual([]);
    expect(r.acted).toBe(r.expected);
    // One well-formed reply for every command, none for anything else.
    expect(r.badWrites).toEqual([]);
    expect(r.replies).toBe(r.commandsHeard);
    expect(r.replies).toBeGreaterThanOrEqual(r.realCommands);
    // The lamps changed exactly as often as a valid SET_LAMPS arrived.
    expect(r.lampFrames).toBe(r.validLampFrames);
    expect(r.lampFrames).toBeGreaterThan(10_000);
  });
});
