/**
 * The cabinet configuration of the power-cut tests. The test builds the emulators from it and
 * the cabinet child boots with it, so both ends of the PTY agree on the coin and bill tables,
 * the addresses and the checksum.
 */
import type { CabinetConfig } from '../../config/cabinet-config';

/** Fast, so that a good share of the cuts land while coins are leaving (the config allows up to 1000). */
export const POWER_CUT_HOPPER_COINS_PER_SECOND = 200;

/**
 * `ioBoardPath` is the host end of the I/O board's own PTY, for tests that turn the attendant's
 * key; without it the cabinet runs with no board, as most cuts need no switches.
 */
export function powerCutConfig(base: CabinetConfig, hostPath: string, ioBoardPath: string | null = null): CabinetConfig {
  return {
    ...base,
    devices: {
      ...base.devices,
      mode: 'serial',
      // A PTY is point to point: there is no one-wire echo to strip. The emulated devices answer
      // from the test's own process, which on a loaded 2-core machine now and then stalls for
      // over 100 ms: at 50 ms they kept dropping to "no reply" and back, and a hopper test payout
      // never started in a minute. A real device answers in a few ms either way.
      cctalk: { ...base.devices.cctalk, port: hostPath, echo: false, replyTimeoutMs: 250 },
      ioBoard: ioBoardPath === null ? { ...base.devices.ioBoard, enabled: false } : { port: ioBoardPath, enabled: true },
    },
    // Poll fast so the test sees many commits per second.
    coinAcceptor: { ...base.coinAcceptor, pollMs: 20 },
    hopper: { ...base.hopper, emulatedCoinsPerSecond: POWER_CUT_HOPPER_COINS_PER_SECOND },
    autoPaceMs: 20,
    // Every installed game is on the menu, so the cuts land inside each of them.
    menu: { ...base.menu, games: ['gnomos-mix', 'mona-lisa-jewels', 'mystic-gem-40', 'gonzos-gold', 'mystery-elves'] },
  };
}
