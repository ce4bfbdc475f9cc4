/**
 * The line a player sees while a money device does not answer but play can go on: the hopper
 * (COLLECT would end in a handpay) or a validator (its coins or bills are not taken). The
 * attendant is called; the machine is not stopped. A silent I/O board stops play and shows on
 * the tilt panel instead.
 */
import type { CabinetView, DeviceHealthView } from '../../main/ipc/contract';

export type MoneyDeviceKind = Exclude<DeviceHealthView['kind'], 'io-board'>;

const WATCHED: readonly MoneyDeviceKind[] = ['hopper', 'coin-acceptor', 'bill-validator'];

/** The kinds of the money devices that are silent or unplugged, in a fixed order; empty when all answer. */
export function silentMoneyDevices(view: Pick<CabinetView, 'devices'>): MoneyDeviceKind[] {
  return WATCHED.filter((kind) => view.devices.some((d) => d.kind === kind && (d.state === 'no-reply' || d.state === 'unplugged')));
}
