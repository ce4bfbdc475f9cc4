import { cabinetView, lowerReady, tiltDoorOpen } from '../fixtures/views';
import { devPanel, switchIntent } from './dev-panel';

describe('the development panel', () => {
  it('shows the emulated coins, bills and switches of a development cabinet', () => {
    expect(devPanel(lowerReady())).toEqual({
      coinsCents: [10, 20, 50, 100, 200],
      billsCents: [500, 1000, 2000, 5000],
      switches: { key: false, mainDoor: false, cashDoor: false },
    });
  });

  it('shows nothing of a cabinet with real devices', () => {
    const real = cabinetView({
      coinAcceptor: { accepting: true, devCoinsCents: null },
      billValidator: { accepting: true, devBillsCents: null },
      switches: { key: true, mainDoor: false, cashDoor: false, dev: false },
    });
    expect(devPanel(real)).toEqual({ coinsCents: null, billsCents: null, switches: null });
    expect(devPanel(cabinetView({ billValidator: { accepting: true, devBillsCents: [] } })).billsCents).toBeNull();
  });

  it('flips a switch from where the cabinet last reported it', () => {
    expect(switchIntent(lowerReady(), 'mainDoor')).toEqual({ type: 'DEV_SWITCH', name: 'mainDoor', on: true });
    expect(switchIntent(tiltDoorOpen(), 'mainDoor')).toEqual({ type: 'DEV_SWITCH', name: 'mainDoor', on: false });
    expect(switchIntent(tiltDoorOpen(), 'key')).toEqual({ type: 'DEV_SWITCH', name: 'key', on: true });
    expect(switchIntent(null, 'cashDoor')).toEqual({ type: 'DEV_SWITCH', name: 'cashDoor', on: true });
  });
});
