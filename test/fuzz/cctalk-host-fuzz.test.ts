/**
 * Port (a): fuzzed bytes on the cabinet's ccTalk bus, host side. A million fuzz frames reach
 * the bus master, the coin acceptor, hopper and bill validator drivers and the cabinet's coin
 * and bill intake (cctalk-host-port.ts runs them, in plain Node: see plain-node.ts). Nothing may
 * crash, no reply may be made up from noise, and not a cent may be credited.
 */
import { join } from 'node:path';
import type { CctalkHostOptions, CctalkHostReport } from './cctalk-host-port';
import { runPort, startPorts } from './plain-node';

jest.setTimeout(300_000);

const PORT = join(__dirname, 'cctalk-host-port.ts');

function summary(label: string, r: CctalkHostReport): string {
  return [
    `port (a) ccTalk bus, host side, ${label}: ${r.fuzzFrames.toLocaleString('en')} fuzz frames in ${r.commands.toLocaleString('en')} commands (${r.cpuSeconds.toFixed(1)} s CPU)`,
    `  frames: ${r.tally}`,
    `  left out as real messages, not fuzz: ${r.undetectable} corrupted replies that still passed the checksum from the right address; ${r.accidental} bursts whose noise formed a valid reply`,
    `  bus: ${r.trueReplies.toLocaleString('en')} true replies, ${r.misshapenReplies} malformed replies handed to drivers, ${r.refusals} refusals, ${r.busStats.strayFrames} stray frames, ${r.busStats.receiver.droppedBytes.toLocaleString('en')} bytes dropped`,
  ].join('\n');
}

function expectNothingCredited(r: CctalkHostReport, frames: number): void {
  // First contact took the buffered coins and bills as already credited: nothing went on the meters.
  expect(r.coinCounterAtFirstContact).toBe(3);
  expect(r.cleanCoinPoll).toEqual({ creditedCents: 0, coins: 0, notices: [] });
  expect(r.cleanBillPoll).toEqual({ creditedCents: 0, bills: 0, routed: [], deviceReset: false });

  expect(r.escaped).toEqual([]);
  expect(r.busMismatches).toEqual([]);
  expect(r.wrongResults).toEqual([]);
  // Every command was answered through the noise: no true reply lost, no attempt timed out.
  expect(r.unanswered).toBe(0);
  expect(r.busStats.noReplies).toBe(0);
  expect(r.busStats.retries).toBe(0);
  // The drivers met malformed replies and refusals often, and the intake kept on polling.
  expect(r.misshapenReplies).toBeGreaterThan(frames / 2000);
  expect(r.refusals).toBeGreaterThan(frames / 2000);
  expect(r.outcomes['coin intake poll: true']).toBeGreaterThan(frames / 1000);
  expect(r.outcomes['bill intake poll: true']).toBeGreaterThan(frames / 1000);
  expect(r.outcomes['coin intake poll: CctalkFrameError']).toBeGreaterThan(0);
  expect(r.outcomes['bill intake poll: CctalkFrameError']).toBeGreaterThan(0);

  // Not a cent: wallet and meters untouched, no tilt, the stored counter still the first one.
  expect(r.after.wallet).toEqual({ creditsCents: 0, bonuses: 0, payoutRemainingCents: 0 });
  expect(r.after.nonZeroMeters).toEqual([]);
  expect(r.after.tilts).toBe(0);
  expect(r.after.coinCounter).toBe(3);
  expect(r.after.coinsAccepted).toBe(3);
  expect(r.after.billsStacked).toEqual([1, 2]);
  expect(r.after.hopperCoinsOut).toBe(0);
  // And the line still carries money: the 1 € coin inserted after the run is credited once.
  expect(r.after.pollAfterCoin).toMatchObject({ creditedCents: 100, coins: 1 });
  expect(r.after.creditsAfterCoin).toBe(100);
}

// The cabinet's checksum gets the full million; the other one the configuration allows gets a
// quarter, to keep the suite inside its time budget. Both run at once.
const runs = startPorts(() => ({
  simple: runPort<CctalkHostOptions, CctalkHostReport>(PORT, { frames: 1_000_000, seed: 0xcc7a1c, mode: 'simple' }),
  crc16: runPort<CctalkHostOptions, CctalkHostReport>(PORT, { frames: 250_000, seed: 0xc4c16, mode: 'crc16' }),
}));

describe('fuzzed bytes on the cabinet ccTalk bus (host side)', () => {
  beforeAll(() => void runs());

  it('simple checksum (the cabinet default): 1,000,000 fuzz frames, no crash, no invented reply, no credit', async () => {
    const report = await runs().simple;
    console.log(summary('simple checksum', report));
    expect(report.fuzzFrames).toBeGreaterThanOrEqual(1_000_000);
    expectNothingCredited(report, 1_000_000);
    // The 8-bit checksum lets one corrupted reply in 256 through: the line met such replies and left them out.
    expect(report.undetectable).toBeGreaterThan(0);
  });

  it('CRC-16 checksum: 250,000 fuzz frames, no crash, no invented reply, no credit', async () => {
    const report = await runs().crc16;
    console.log(summary('CRC-16', report));
    expect(report.fuzzFrames).toBeGreaterThanOrEqual(250_000);
    expectNothingCredited(report, 250_000);
  });
});
