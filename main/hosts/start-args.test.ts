import { join } from 'node:path';
import { parseStartArgs } from './start-args';

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
  });

  it.each([
    [['--port', 'abc'], /the port must be 0..65535/],
    [['--data'], /--data needs a value/],
    [['--host', 'x11'], /--host must be auto, electron or web/],
    [['--colour'], /unknown option --colour/],
  ])('refuses %j with a usage message', (argv, message) => {
    expect(() => parseStartArgs(argv, {})).toThrow(message);
  });
});
