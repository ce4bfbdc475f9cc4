import { DEV_DEVICES } from '../fixtures/views';
import { silentMoneyDevices } from './device-notice';

describe('the silent-device notice', () => {
  it('names the money devices that do not answer, hopper first, and nothing while all answer', () => {
    expect(silentMoneyDevices({ devices: DEV_DEVICES })).toEqual([]);
    const devices = DEV_DEVICES.map((d) => (d.kind === 'bill-validator' ? { ...d, state: 'unplugged' as const } : d.kind === 'hopper' ? { ...d, state: 'no-reply' as const } : d));
    expect(silentMoneyDevices({ devices })).toEqual(['hopper', 'bill-validator']);
  });

  it('leaves a silent I/O board to the tilt panel (it stops play)', () => {
    const devices = DEV_DEVICES.map((d) => (d.kind === 'io-board' ? { ...d, state: 'no-reply' as const } : d));
    expect(silentMoneyDevices({ devices })).toEqual([]);
  });
});
