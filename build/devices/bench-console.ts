/**
 * Carries out one console command on the device bench and says what happened in the words of
 * the cabinet floor: a coin taken or returned (and why), a bill held in escrow, a door opened.
 * A request the devices cannot meet (a coin value not in the table, a bill validator that is
 * not fitted) is refused with a ConsoleCommandError, as a typo is.
 */
import type { CabinetConfig } from '../../config/cabinet-config';
import { formatEuros } from '../../engine/core/money';
import { benchTotals, deviceFaults, formatStatus } from './bench-status';
import { CONSOLE_HELP, ConsoleCommandError, type BenchDevice, type ConsoleCommand } from './console-commands';
import type { DeviceBench } from './device-bench';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const DEVICE_NAMES: Record<BenchDevice, string> = { coin: 'coin acceptor', hopper: 'hopper', bill: 'bill validator', io: 'I/O board' };

export class BenchConsole {
  constructor(
    private readonly bench: DeviceBench,
    private readonly config: CabinetConfig,
  ) {}

  /** The reply to print. Throws ConsoleCommandError when the request cannot be met. */
  async run(command: ConsoleCommand): Promise<string> {
    const { coinAcceptor, billValidator, hopper, ioBoard } = this.bench.emulators;
    switch (command.kind) {
      case 'help':
        return CONSOLE_HELP;
      case 'status':
        return formatStatus(this.bench, this.config);
      case 'quit':
        return 'stopping';
      case 'wait':
        await sleep(command.ms);
        return `waited ${command.ms} ms`;
      case 'coin':
        return this.coin(command.cents);
      case 'coin-string':
        coinAcceptor.coinOnString();
        return 'coin on a string: the acceptor reports error 20 (coin on string)';
      case 'coin-jam':
        if (command.jammed) coinAcceptor.jam();
        else coinAcceptor.clearJam();
        return command.jammed ? 'coin acceptor jammed: credit sensor blocked (error 14), every coin comes back' : 'coin acceptor cleared: coins are taken again';
      case 'bill':
        return this.bill(command.cents);
      case 'bill-jam':
        this.needBillValidator();
        if (command.jammed) billValidator.jam('transport');
        else billValidator.clearJam();
        return command.jammed ? 'bill path jammed (status 6, unsafe jam in transport)' : 'bill path cleared';
      case 'bill-fraud':
        this.needBillValidator();
        billValidator.stringFraud();
        return 'bill on a string: the validator reports status 18 (string fraud)';
      case 'button':
        this.needIoBoard();
        if (command.action === 'press') ioBoard.press(command.button);
        else ioBoard.release(command.button);
        return `${command.button} ${command.action === 'press' ? 'pressed (held until release)' : 'released'}`;
      case 'tap':
        this.needIoBoard();
        await ioBoard.tap(command.button, command.ms);
        return `${command.button} tapped for ${command.ms} ms`;
      case 'key':
        this.needIoBoard();
        ioBoard.setSwitch('key', command.on);
        return `attendant key ${command.on ? 'on' : 'off'}`;
      case 'door':
        this.needIoBoard();
        ioBoard.setSwitch(command.door, command.open);
        return `${command.door === 'mainDoor' ? 'main' : 'cash'} door ${command.open ? 'open' : 'closed'}`;
      case 'hopper-empty':
        return `hopper tube emptied (${hopper.emptyTube()} coins taken out)`;
      case 'hopper-refill':
        hopper.refill(command.coins);
        return `hopper refilled: ${hopper.coinsInTube} coins in the tube`;
      case 'hopper-jam':
        hopper.jamAfter(command.after);
        return command.after === 0 ? 'hopper exit blocks at the next coin' : `hopper exit blocks after ${command.after} more coins`;
      case 'hopper-runaway':
        hopper.runaway(command.coins);
        return `${command.coins} coins will fall out of the hopper unasked${hopper.paying ? ' when this payout ends' : ''}`;
      case 'fault':
        return this.fault(command.fault, command.rate, command.devices);
      case 'line':
        if (command.plugged) await this.bench.plug(command.line);
        else await this.bench.unplug(command.line);
        return `${command.line === 'cctalk' ? 'ccTalk bus' : 'I/O board line'} ${command.plugged ? `plugged in at ${this.bench.hostPath(command.line)}` : 'unplugged'}`;
      case 'restart':
        return this.restart(command.devices);
    }
  }

  private coin(cents: number): string {
    const { coinAcceptor } = this.bench.emulators;
    const coin = this.config.coinAcceptor.coins.find((c) => c.valueCents === cents);
    if (!coin) throw new ConsoleCommandError(`no ${cents} c coin in the coin table (${this.config.coinAcceptor.coins.map((c) => c.valueCents).join(', ')})`);
    const jammed = coinAcceptor.isJammed;
    const accepting = coinAcceptor.masterAccepting;
    const name = `coin ${formatEuros(cents)}`;
    if (coinAcceptor.insertCoin(coin.position) === 'accepted') {
      const totals = benchTotals(this.bench, this.config);
      return `${name} accepted (${totals.coinsAccepted} coins, ${formatEuros(totals.coinsAcceptedCents)} so far)`;
    }
    if (jammed) return `${name} returned: the acceptor is jammed (coin unjam)`;
    if (!accepting) return `${name} returned: the cabinet has not enabled coins (master inhibit; is the cabinet running and ready?)`;
    return `${name} returned: the cabinet inhibits position ${coin.position}`;
  }

  private bill(cents: number): string {
    this.needBillValidator();
    const { billValidator } = this.bench.emulators;
    const bill = this.config.billValidator.bills.find((b) => b.valueCents === cents);
    if (!bill) throw new ConsoleCommandError(`no ${cents} c bill in the bill table (${this.config.billValidator.bills.map((b) => b.valueCents).join(', ')})`);
    const accepting = billValidator.masterAccepting;
    const name = `bill ${formatEuros(cents)}`;
    switch (billValidator.insertBill(bill.type)) {
      case 'escrow':
        return `${name} held in escrow: the cabinet stacks it or hands it back`;
      case 'stacked':
        return `${name} stacked`;
      case 'rejected':
        return accepting
          ? `${name} handed back: the path is blocked (jam, stacker, a bill already in escrow) or the cabinet inhibits this bill`
          : `${name} handed back: the cabinet has not enabled bills (master inhibit)`;
    }
  }

  private fault(fault: 'lost' | 'corrupt', rate: number, devices: readonly BenchDevice[]): string {
    const targets = devices.filter((d) => this.fitted(d));
    if (targets.length === 0) throw new ConsoleCommandError(`the ${DEVICE_NAMES[devices[0] ?? 'io']} is not fitted on this bench`);
    for (const device of targets) {
      const faults = deviceFaults(this.bench, device);
      if (fault === 'lost') faults.lostReplyRate = rate;
      else faults.corruptReplyRate = rate;
    }
    return `${fault === 'lost' ? 'lost' : 'corrupted'} replies: ${Number((rate * 100).toFixed(2))} % on ${targets.map((d) => DEVICE_NAMES[d]).join(', ')}`;
  }

  private restart(devices: readonly BenchDevice[]): string {
    const e = this.bench.emulators;
    const targets = devices.filter((d) => this.fitted(d));
    if (targets.length === 0) throw new ConsoleCommandError(`the ${DEVICE_NAMES[devices[0] ?? 'io']} is not fitted on this bench`);
    for (const device of targets) {
      if (device === 'coin') e.coinAcceptor.powerCycle();
      else if (device === 'hopper') e.hopper.powerCycle();
      else if (device === 'bill') e.billValidator.powerCycle();
      else e.ioBoard.powerCycle();
    }
    return `power cycled: ${targets.map((d) => DEVICE_NAMES[d]).join(', ')}`;
  }

  private fitted(device: BenchDevice): boolean {
    if (device === 'bill') return this.config.devices.cctalk.billValidator;
    if (device === 'io') return this.bench.hasIoBoard;
    return true;
  }

  private needBillValidator(): void {
    if (!this.fitted('bill')) throw new ConsoleCommandError('no bill validator is fitted (devices.cctalk.billValidator is false in the config)');
  }

  private needIoBoard(): void {
    if (!this.fitted('io')) throw new ConsoleCommandError('no I/O board on this bench (started with --no-io-board)');
  }
}
