/**
 * Port (b): fuzzed bytes on the cabinet's I/O board line. A million fuzz frames reach the IoBoard
 * driver while it polls an untouched panel (io-board-port.ts, run in plain Node: see
 * plain-node.ts). The driver must never report a button press or a switch change the panel did
 * not make, even from well-formed phantom reports (the corruption no CRC catches), must keep
 * polling, and must still hear a real press once the line is clean.
 */
import { join } from 'node:path';
import type { IoBoardPortOptions, IoBoardPortReport } from './io-board-port';
import { runPort } from './plain-node';

jest.setTimeout(300_000);

describe('fuzzed bytes on the cabinet I/O board line (driver side)', () => {
  it('1,000,000 fuzz frames: no phantom press or switch change, polling never stops, a real press still comes through', async () => {
    const r = await runPort<IoBoardPortOptions, IoBoardPortReport>(join(__dirname, 'io-board-port.ts'), { frames: 1_000_000, seed: 0x10b0a4d });
    const s = r.statsAfterFuzz;
    console.log(
      [
        `port (b) I/O board line, driver side: ${r.fuzzFrames.toLocaleString('en')} fuzz frames in ${r.commands.toLocaleString('en')} commands (${r.cpuSeconds.toFixed(1)} s CPU)`,
        `  frames: ${r.tally}`,
        `  left out as real messages, not fuzz: ${r.undetectable} corrupted replies that passed the CRC; ${r.accidental} bursts whose noise formed a valid reply`,
        `  driver: ${s.replies.toLocaleString('en')} replies, ${s.naks} NAKs, ${s.badReplies} bad replies, ${s.staleFrames.toLocaleString('en')} stale frames, ${s.crcErrors.toLocaleString('en')} CRC errors, ${s.glitches} debounce glitches`,
      ].join('\n'),
    );

    expect(r.fuzzFrames).toBeGreaterThanOrEqual(1_000_000);
    expect(r.internalErrors).toEqual([]);
    // The only events: the first proven level of the key and each door, all off (in whichever
    // order the debounce proved them). No button, ever.
    expect(r.eventsDuringFuzz).toHaveLength(3);
    expect(r.eventsDuringFuzz).toEqual(
      expect.arrayContaining([
        { kind: 'switch', name: 'key', on: false },
        { kind: 'switch', name: 'mainDoor', on: false },
        { kind: 'switch', name: 'cashDoor', on: false },
      ]),
    );
    expect(r.switchesAfterFuzz).toEqual({ key: false, mainDoor: false, cashDoor: false });
    expect(r.buttonsHeldAfterFuzz).toEqual([]);
    // Phantom reports did reach the debounce, which threw every one of them away.
    expect(r.tally).toMatch(/phantom inputs [1-9]/);
    expect(s.glitches).toBeGreaterThan(100);
    // It kept polling through it all and answered every malformed stand-in with a refusal.
    expect(s.noReplies).toBe(0);
    expect(s.replies).toBeGreaterThan(3_000);
    expect(s.naks).toBeGreaterThan(0);
    expect(s.badReplies).toBeGreaterThan(0);
    expect(r.stateAfterFuzz).toBe('ok');
    // On the clean line it still polls and hears one real tap of PLAY: pressed, then released.
    expect(r.repliesOnCleanLine).toBeGreaterThanOrEqual(20);
    expect(r.eventsOfRealPress).toEqual([
      { kind: 'button', button: 'play', pressed: true },
      { kind: 'button', button: 'play', pressed: false },
    ]);
    expect(r.stateAtEnd).toBe('ok');
  });
});
