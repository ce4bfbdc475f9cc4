/**
 * The options of `npm run devices`: defaults that need nothing, and a clear refusal of anything
 * the bench could not use.
 */
import { DevicesArgsError, parseDevicesArgs } from '../../build/devices/devices-args';

describe('devices command line', () => {
  it('has defaults that need no options', () => {
    expect(parseDevicesArgs([])).toEqual({ dir: '/tmp/cabinet-devices', configFile: null, faults: { lost: 0, corrupt: 0 }, ioBoard: true, help: false });
  });

  it('reads the folder, the config, the faults and the missing I/O board', () => {
    expect(parseDevicesArgs(['--dir', '/tmp/x', '--config', 'op.json', '--faults', 'lost=0.05,corrupt=5%', '--no-io-board'])).toEqual({
      dir: '/tmp/x',
      configFile: 'op.json',
      faults: { lost: 0.05, corrupt: 0.05 },
      ioBoard: false,
      help: false,
    });
  });

  it('names the links absolutely, so the printed start command works from any folder', () => {
    expect(parseDevicesArgs(['--dir', 'bench']).dir).toBe(`${process.cwd()}/bench`);
  });

  it('refuses what it cannot use', () => {
    expect(() => parseDevicesArgs(['--faults', 'lost'])).toThrow(new DevicesArgsError('--faults takes name=rate pairs like lost=0.05,corrupt=0.05, got "lost"'));
    expect(() => parseDevicesArgs(['--faults', 'noise=0.1'])).toThrow(new DevicesArgsError('--faults knows lost and corrupt, got "noise"'));
    expect(() => parseDevicesArgs(['--dir'])).toThrow(new DevicesArgsError('--dir needs a value'));
    expect(() => parseDevicesArgs(['--echo'])).toThrow(new DevicesArgsError('unknown option --echo'));
  });
});
