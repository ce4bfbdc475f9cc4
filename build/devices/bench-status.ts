/**
 * The `status` of the device bench as the person at the console wants it: the money that went
 * in (coins accepted, bills stacked), the money that came out (hopper), what the panel shows
 * (lamps, key, doors), and the state of the lines. Amounts come from the cabinet's own coin and
 * bill tables, so they can be compared with the cabinet's meters directly.
 */
import type { CabinetConfig } from '../../config/cabinet-config';
import { formatEuros } from '../../engine/core/money';
import type { LineFaults } from '../../hardware/emulators/cctalk/cctalk-device';
import { LAMPS } from '../../hardware/io-board/panel-types';
import type { BenchDevice } from './console-commands';
import type { DeviceBench } from './device-bench';

/** What a test or the console compares with the cabinet's meters. */
export interface BenchTotals {
  readonly coinsAccepted: number;
  readonly coinsAcceptedCents: number;
  readonly billsStacked: number;
  readonly billsStackedCents: number;
  readonly hopperCoinsOut: number;
}

export function benchTotals(bench: DeviceBench, config: CabinetConfig): BenchTotals {
  const { coinAcceptor, billValidator, hopper } = bench.emulators;
  const coinValue = new Map(config.coinAcceptor.coins.map((c) => [c.position, c.valueCents]));
  const billValue = new Map(config.billValidator.bills.map((b) => [b.type, b.valueCents]));
  const accepted = coinAcceptor.acceptedCoins;
  let coinsAcceptedCents = 0;
  for (const [position, n] of accepted.byPosition) coinsAcceptedCents += (coinValue.get(position) ?? 0) * n;
  const stacked = billValidator.stackedBills;
  return {
    coinsAccepted: accepted.count,
    coinsAcceptedCents,
    billsStacked: stacked.length,
    billsStackedCents: stacked.reduce((sum, type) => sum + (billValue.get(type) ?? 0), 0),
    hopperCoinsOut: hopper.coinsOut,
  };
}

/** The faults of one device, keyed by the console's device names. */
export function deviceFaults(bench: DeviceBench, device: BenchDevice): LineFaults {
  const e = bench.emulators;
  return device === 'coin' ? e.coinAcceptor.faults : device === 'hopper' ? e.hopper.faults : device === 'bill' ? e.billValidator.faults : e.ioBoard.faults;
}

const percent = (rate: number): string => `${Number((rate * 100).toFixed(2))} %`;

export function formatStatus(bench: DeviceBench, config: CabinetConfig): string {
  const { coinAcceptor, billValidator, hopper, ioBoard } = bench.emulators;
  const totals = benchTotals(bench, config);
  const coinValue = new Map(config.coinAcceptor.coins.map((c) => [c.position, c.valueCents]));
  const byValue = [...coinAcceptor.acceptedCoins.byPosition]
    .sort(([a], [b]) => a - b)
    .map(([position, n]) => `${formatEuros(coinValue.get(position) ?? 0)} ×${n}`)
    .join(', ');
  const billValue = new Map(config.billValidator.bills.map((b) => [b.type, b.valueCents]));
  const escrow = billValidator.escrow;
  const lines: string[] = [];
  lines.push(`coins accepted: ${totals.coinsAccepted} (${formatEuros(totals.coinsAcceptedCents)})${byValue ? `: ${byValue}` : ''}`);
  lines.push(`  acceptor: ${coinAcceptor.masterAccepting ? 'accepting' : 'master inhibited'}${coinAcceptor.isJammed ? ', JAMMED' : ''}, event counter ${coinAcceptor.counter}`);
  if (config.devices.cctalk.billValidator) {
    lines.push(
      `bills stacked: ${totals.billsStacked} (${formatEuros(totals.billsStackedCents)}); in escrow: ${escrow === null ? 'none' : formatEuros(billValue.get(escrow) ?? 0)}; ` +
        `handed back: ${billValidator.returnedBills.length}; ${billValidator.masterAccepting ? 'accepting' : 'master inhibited'}`,
    );
  }
  lines.push(
    `hopper: ${hopper.coinsInTube} coins in the tube, ${hopper.coinsOut} paid out (dispense counter ${hopper.lifetimeCount}), ` +
      `${hopper.paying ? 'PAYING' : 'idle'}, ${hopper.isEnabled ? 'enabled' : 'disabled'}`,
  );
  if (bench.hasIoBoard) {
    const lamps = ioBoard.lamps();
    const lit = LAMPS.filter((lamp) => lamps[lamp] !== 'off').map((lamp) => `${lamp} ${lamps[lamp]}`);
    lines.push(`lamps: ${lit.length > 0 ? lit.join(', ') : 'all off'}`);
    const door = (open: boolean): string => (open ? 'OPEN' : 'closed');
    lines.push(`switches: key ${ioBoard.level('key') ? 'ON' : 'off'}, main door ${door(ioBoard.level('mainDoor'))}, cash door ${door(ioBoard.level('cashDoor'))}`);
  }
  const lineState = (line: 'cctalk' | 'io'): string => `${bench.isPlugged(line) ? 'plugged' : 'UNPLUGGED'} at ${bench.hostPath(line)}`;
  lines.push(`lines: ccTalk ${lineState('cctalk')}${bench.hasIoBoard ? `; I/O board ${lineState('io')}` : ''}`);
  const faulty = (['coin', 'hopper', 'bill', 'io'] as const)
    .filter((d) => (d !== 'io' || bench.hasIoBoard) && (d !== 'bill' || config.devices.cctalk.billValidator))
    .map((d) => ({ d, f: deviceFaults(bench, d) }))
    .filter(({ f }) => f.lostReplyRate > 0 || f.corruptReplyRate > 0)
    .map(({ d, f }) => `${d} lost ${percent(f.lostReplyRate)} corrupt ${percent(f.corruptReplyRate)}`);
  lines.push(`faults: ${faulty.length > 0 ? faulty.join('; ') : 'none'}`);
  const { sent, lost, corrupted } = bench.fates;
  lines.push(`replies: ${sent} sent, ${lost} lost, ${corrupted} corrupted`);
  return lines.join('\n');
}
