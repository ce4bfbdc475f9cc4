import { join } from 'node:path';
import { defaultConfig } from '../../config/cabinet-config';
import { parseStartArgs, withDeviceArgs } from './start-args';

describe('npm start options', () => {
  it('uses the XDG data folder by default, the environment over it, and --data over both', () => {
    expect(parseStartArgs([], { HOME: '/home/op', XDG_DATA_HOME: '/srv/data' }).dataDir).toBe(join('/srv/data', 'arcade-cabinet'));
    expect(parseStartArgs([], { CABINET_DATA_DIR: '/var/lib/cab' }).dataDir).toBe('/var/lib/cab');
    expect(parseStartArgs(['--data', '/mnt/usb'], { CABINET_DATA_DIR: '/var/lib/cab' }).dataDir).toBe('/mnt/usb');
  });

  it('reads the port and host choice', () => {
    expect(parseStartArgs(['--port', '0', '--host', 'web'], {})).toMatchObject({ port: 0, host: 'web' });
    expect(parseStartArgs([], { CABINET_PORT: '9000' }).port).toBe(9000);
    expect(parseStartArgs([], {}).port).toBeUndefined();
    expect(parseStartArgs(['--list-ports'], {}).listPorts).toBe(true);
  });

  it.each([
    [['--port', 'abc'], /the port must be 0..65535/],
    [['--data'], /--data needs a value/],
    [['--host', 'x11'], /--host must be auto, electron or web/],
    [['--colour'], /unknown option --colour/],
    [['--devices', 'usb'], /--devices must be emulated or serial/],
    [['--devices', 'emulated', '--cctalk-port', '/dev/pts/3'], /need --devices serial/],
    [['--cctalk-port', 'pts/3'], /absolute path/],
    [['--cctalk-echo', 'maybe'], /on or off/],
  ])('refuses %j with a usage message', (argv, message) => {
    expect(() => parseStartArgs(argv, {})).toThrow(message);
  });

  it('points the cabinet at serial ports (real ones, or the PTYs of npm run devices) over the configuration', () => {
    const config = defaultConfig();
    expect(config.devices.mode).toBe('emulated');
    const args = parseStartArgs(['--cctalk-port', '/tmp/cabinet-devices/cctalk', '--io-port', '/tmp/cabinet-devices/io-board', '--cctalk-echo', 'off'], {});
    const chosen = withDeviceArgs(config, args);
    expect(chosen.devices).toMatchObject({ mode: 'serial', cctalk: { port: '/tmp/cabinet-devices/cctalk', echo: false }, ioBoard: { port: '/tmp/cabinet-devices/io-board' } });
    expect(withDeviceArgs(config, parseStartArgs([], {}))).toBe(config);
    expect(withDeviceArgs(config, parseStartArgs([], { CABINET_DEVICES: 'serial' })).devices.mode).toBe('serial');
  });
});
