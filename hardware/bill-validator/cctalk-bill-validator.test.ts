/**
 * The driver against the emulated validator over a memory bus with the real bus master: what
 * the cabinet's bill intake will see, read through the same event-counter code it uses.
 */
import { CctalkBus } from '../cctalk/bus';
import { CctalkNoReplyError, type CctalkCommand, type CctalkCommander } from '../cctalk/commander';
import { CctalkFrameError } from '../cctalk/frame-error';
import { Header } from '../cctalk/headers';
import { readCounter } from '../coin-acceptor/event-counter';
import { MemoryBus } from '../serial/memory-bus';
import { EmulatedCctalkBillValidator } from '../emulators/cctalk/bill-validator';
import { describeBillEvent } from './bill-events';
import { CctalkBillValidator, NotABillValidatorError } from './cctalk-bill-validator';

const BILLS = [
  { type: 1, id: 'EU0005A' },
  { type: 2, id: 'EU0010A' },
  { type: 3, id: 'EU0020A' },
  { type: 4, id: 'EU0050A' },
];
const FIVE_EURO = 1;
const TEN_EURO = 2;

function rig(wrap: (bus: CctalkCommander) => CctalkCommander = (bus) => bus) {
  const clock = { ms: 50_000 };
  const memory = new MemoryBus('bills');
  const bus = new CctalkBus(memory.attach('host'), { replyTimeoutMs: 200 });
  const device = new EmulatedCctalkBillValidator({ bills: BILLS, escrowTimeoutMs: 30_000, random: () => 0.5, now: () => clock.ms });
  device.attach(memory.attach('validator'));
  const validator = new CctalkBillValidator(wrap(bus), { deviceId: 'bv-1' });
  let stored: number | null = null;

  /** Reads 159 the way the cabinet does: only the events the counter says are new, oldest first. */
  async function newEvents(): Promise<(readonly [number, number])[]> {
    const reply = await validator.readBufferedBills();
    const reading = readCounter(stored, reply);
    stored = reply.counter;
    if (reading.kind === 'events') return [...reading.events];
    if (reading.kind === 'unchanged') return [];
    throw new Error(`unexpected reading ${reading.kind}`);
  }

  async function readyToAccept(types: number[] = [FIVE_EURO, TEN_EURO]): Promise<void> {
    await validator.enableBills(types);
    await validator.setEscrowMode(true);
    await validator.setMasterInhibit(true);
    expect(await newEvents()).toEqual([]); // baseline: counter 0
  }

  return { clock, device, validator, newEvents, readyToAccept, dispose: () => bus.dispose() };
}

/** A commander that answers from a script, for reply shapes the emulator never produces. */
function scripted(replies: Record<number, number[]>): CctalkCommander {
  return {
    send: async (command: CctalkCommand) => {
      const reply = replies[command.header];
      if (!reply) throw new CctalkNoReplyError(command.address, command.header, 1);
      return reply;
    },
  };
}

describe('ccTalk bill validator driver', () => {
  it('identifies the validator and lists only the programmed bill ids', async () => {
    const { validator, dispose } = rig();
    const identity = await validator.identify();
    expect(identity).toEqual({
      category: 'Bill Validator',
      manufacturer: 'Emulated',
      productCode: 'BV-EMU',
      serialNumber: 400_040,
      billIds: new Map([
        [1, 'EU0005A'],
        [2, 'EU0010A'],
        [3, 'EU0020A'],
        [4, 'EU0050A'],
      ]),
    });
    dispose();
  });

  it('refuses a device that is not a bill validator', async () => {
    const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
    const validator = new CctalkBillValidator(scripted({ [Header.REQUEST_EQUIPMENT_CATEGORY_ID]: ascii('Coin Acceptor') }), { deviceId: 'bv-1' });
    await expect(validator.identify()).rejects.toThrow(NotABillValidatorError);
    await expect(validator.identify()).rejects.toThrow(/"Coin Acceptor", not a "Bill Validator"/);
  });

  it('sets inhibits, master inhibit and escrow mode on the device', async () => {
    const { validator, device, dispose } = rig();
    await validator.enableBills([1, 3]);
    expect(device.enabledBills).toEqual([1, 3]);
    expect(await validator.masterAccepting()).toBe(false);
    await validator.setMasterInhibit(true);
    expect(device.masterAccepting).toBe(true);
    expect(await validator.masterAccepting()).toBe(true);
    await validator.setEscrowMode(false);
    expect(device.escrowEnabled).toBe(false);
    await expect(validator.enableBills([17])).rejects.toThrow(RangeError);
    dispose();
  });

  it('shows a 5 € bill first in escrow [1, 1], then stacked [1, 0] once routed to the stacker', async () => {
    const { validator, device, newEvents, readyToAccept, dispose } = rig();
    await readyToAccept();
    expect(device.insertBill(FIVE_EURO)).toBe('escrow');
    expect(await newEvents()).toEqual([[FIVE_EURO, 1]]);
    expect(device.stackedBills).toEqual([]);
    expect(await validator.routeBill('stack')).toBe('routed');
    expect(await newEvents()).toEqual([[FIVE_EURO, 0]]);
    expect(describeBillEvent([FIVE_EURO, 0])).toEqual({ kind: 'stacked', billType: FIVE_EURO });
    expect(device.stackedBills).toEqual([FIVE_EURO]);
    dispose();
  });

  it('hands a bill back to the player on route "return": status 1, nothing stacked', async () => {
    const { validator, device, newEvents, readyToAccept, dispose } = rig();
    await readyToAccept();
    device.insertBill(TEN_EURO);
    expect(await newEvents()).toEqual([[TEN_EURO, 1]]);
    expect(await validator.routeBill('return')).toBe('routed');
    const events = await newEvents();
    expect(events).toEqual([[0, 1]]);
    expect(describeBillEvent(events[0] ?? [9, 9])).toMatchObject({ kind: 'status', status: { name: 'bill returned from escrow', severity: 'info' } });
    expect(device.stackedBills).toEqual([]);
    expect(device.returnedBills).toEqual([TEN_EURO]);
    expect(await validator.routeBill('stack')).toBe('escrow-empty');
    dispose();
  });

  it('returns the bill by itself when the cabinet does not route it before the escrow timeout', async () => {
    const { validator, device, clock, newEvents, readyToAccept, dispose } = rig();
    await readyToAccept();
    device.insertBill(FIVE_EURO);
    expect(await newEvents()).toEqual([[FIVE_EURO, 1]]);
    clock.ms += 20_000;
    expect(await validator.holdEscrow()).toBe('routed');
    clock.ms += 29_000;
    expect(device.escrow).toBe(FIVE_EURO);
    clock.ms += 1_000;
    expect(await newEvents()).toEqual([[0, 1]]);
    expect(await validator.routeBill('stack')).toBe('escrow-empty');
    expect(device.stackedBills).toEqual([]);
    expect(device.returnedBills).toEqual([FIVE_EURO]);
    dispose();
  });

  it('stacks straight away, without escrow, when escrow mode is off', async () => {
    const { validator, device, newEvents, readyToAccept, dispose } = rig();
    await readyToAccept();
    await validator.setEscrowMode(false);
    expect(device.insertBill(TEN_EURO)).toBe('stacked');
    expect(await newEvents()).toEqual([[TEN_EURO, 0]]);
    dispose();
  });

  it('reports refused bills with their status codes', async () => {
    const { validator, device, newEvents, readyToAccept, dispose } = rig();
    await readyToAccept([FIVE_EURO]);
    expect(device.insertBill(TEN_EURO)).toBe('rejected');
    expect(device.insertUnrecognisedBill()).toBe('rejected');
    await validator.setMasterInhibit(false);
    expect(device.insertBill(FIVE_EURO)).toBe('rejected');
    const statuses = (await newEvents()).map((e) => describeBillEvent(e));
    expect(statuses).toEqual([
      { kind: 'status', status: { code: 4, name: 'inhibited bill (on serial)', severity: 'reject' } },
      { kind: 'status', status: { code: 2, name: 'invalid bill (validation fail)', severity: 'reject' } },
      { kind: 'status', status: { code: 0, name: 'master inhibit active', severity: 'reject' } },
    ]);
    dispose();
  });

  it('reports a jam (6) that blocks routing and new bills until cleared, and string fraud (18)', async () => {
    const { validator, device, newEvents, readyToAccept, dispose } = rig();
    await readyToAccept();
    device.insertBill(FIVE_EURO);
    device.jam();
    expect(await newEvents()).toEqual([
      [FIVE_EURO, 1],
      [0, 6],
    ]);
    expect(describeBillEvent([0, 6])).toMatchObject({ status: { severity: 'jam' } });
    expect(await validator.routeBill('stack')).toBe('failed');
    expect(device.insertBill(TEN_EURO)).toBe('rejected');
    device.clearJam();
    device.stringFraud();
    const events = await newEvents();
    expect(events).toEqual([
      [0, 1],
      [0, 18],
    ]);
    expect(describeBillEvent([0, 18])).toMatchObject({ status: { name: 'string fraud detected', severity: 'fraud' } });
    expect(device.stackedBills).toEqual([]);
    expect(device.returnedBills).toEqual([FIVE_EURO]);
    dispose();
  });

  it('refuses to stack into a full or missing stacker (255) but can still return the bill', async () => {
    const { validator, device, newEvents, readyToAccept, dispose } = rig();
    await readyToAccept();
    device.insertBill(FIVE_EURO);
    device.stackerFull();
    expect(await validator.routeBill('stack')).toBe('failed');
    expect(await validator.routeBill('return')).toBe('routed');
    expect(device.insertBill(FIVE_EURO)).toBe('rejected');
    const named = async () => (await newEvents()).map(([a, b]) => (a === 0 ? describeBillEvent([a, b]) : [a, b]));
    expect(await named()).toEqual([
      [FIVE_EURO, 1],
      { kind: 'status', status: { code: 14, name: 'stacker full', severity: 'fault' } },
      { kind: 'status', status: { code: 1, name: 'bill returned from escrow', severity: 'info' } },
    ]);
    device.stackerRemoved();
    device.stackerInserted();
    expect(device.insertBill(FIVE_EURO)).toBe('escrow');
    expect(await named()).toEqual([
      { kind: 'status', status: { code: 11, name: 'stacker removed', severity: 'fault' } },
      { kind: 'status', status: { code: 12, name: 'stacker inserted', severity: 'info' } },
      [FIVE_EURO, 1],
    ]);
    dispose();
  });

  it('after a power cycle with a bill in escrow: the bill is handed back and the counter reads 0 (device reset)', async () => {
    const { validator, device, newEvents, readyToAccept, dispose } = rig();
    await readyToAccept();
    device.insertBill(FIVE_EURO);
    expect(await newEvents()).toEqual([[FIVE_EURO, 1]]);
    device.powerCycle();
    const reply = await validator.readBufferedBills();
    expect(reply.counter).toBe(0);
    expect(readCounter(1, reply)).toEqual({ kind: 'device-reset' });
    expect(device.returnedBills).toEqual([FIVE_EURO]);
    expect(device.stackedBills).toEqual([]);
    expect(await validator.routeBill('stack')).toBe('escrow-empty');
    // Back from power-up master-inhibited: the cabinet must enable it again.
    expect(await validator.masterAccepting()).toBe(false);
    dispose();
  });

  it('header 1 resets the validator the same way', async () => {
    const { validator, device, readyToAccept, dispose } = rig();
    await readyToAccept();
    device.insertBill(TEN_EURO);
    await validator.resetDevice();
    expect((await validator.readBufferedBills()).counter).toBe(0);
    expect(device.returnedBills).toEqual([TEN_EURO]);
    dispose();
  });
});

describe('a route whose reply is lost', () => {
  /** Forwards every command; for header 154 it can drop the reply, or the whole command. */
  function lossyRoute(mode: { dropReply: number; dropCommand: number }) {
    return (bus: CctalkCommander): CctalkCommander => ({
      send: async (command) => {
        if (command.header === Header.ROUTE_BILL && mode.dropCommand > 0) {
          mode.dropCommand -= 1;
          throw new CctalkNoReplyError(command.address, command.header, 1);
        }
        const reply = await bus.send(command);
        if (command.header === Header.ROUTE_BILL && mode.dropReply > 0) {
          mode.dropReply -= 1;
          throw new CctalkNoReplyError(command.address, command.header, 1);
        }
        return reply;
      },
    });
  }

  it('is confirmed from 159 when the validator did act, and not sent twice', async () => {
    const { validator, device, newEvents, readyToAccept, dispose } = rig(lossyRoute({ dropReply: 1, dropCommand: 0 }));
    await readyToAccept();
    device.insertBill(FIVE_EURO);
    await newEvents();
    expect(await validator.routeBill('stack')).toBe('routed');
    expect(device.stackedBills).toEqual([FIVE_EURO]);
    expect(await newEvents()).toEqual([[FIVE_EURO, 0]]);
    dispose();
  });

  it('is sent again when 159 proves the validator never acted', async () => {
    const { validator, device, readyToAccept, newEvents, dispose } = rig(lossyRoute({ dropReply: 0, dropCommand: 2 }));
    await readyToAccept();
    device.insertBill(TEN_EURO);
    await newEvents();
    expect(await validator.routeBill('return')).toBe('routed');
    expect(device.returnedBills).toEqual([TEN_EURO]);
    dispose();
  });

  it('is reported as silence when 159 cannot tell what happened', async () => {
    const { validator, device, readyToAccept, newEvents, dispose } = rig(lossyRoute({ dropReply: 1, dropCommand: 0 }));
    await readyToAccept();
    device.insertBill(FIVE_EURO);
    await newEvents();
    device.jam(); // the stack fails, and 159's first new event is the jam, not a stacked bill
    await expect(validator.routeBill('stack')).rejects.toThrow(CctalkNoReplyError);
    dispose();
  });
});

describe('malformed replies', () => {
  it('a 159 reply of the wrong size throws and credits nothing', async () => {
    const validator = new CctalkBillValidator(scripted({ [Header.READ_BUFFERED_BILL_EVENTS]: [1, 1, 0, 0, 0, 0, 0, 0, 0, 0] }), { deviceId: 'bv-1' });
    await expect(validator.readBufferedBills()).rejects.toThrow(CctalkFrameError);
    await expect(validator.readBufferedBills()).rejects.toThrow(/11 data bytes, got 10/);
  });

  it('a route reply that is neither ACK nor 254/255 throws', async () => {
    const validator = new CctalkBillValidator(scripted({ [Header.ROUTE_BILL]: [7] }), { deviceId: 'bv-1' });
    await expect(validator.routeBill('stack')).rejects.toThrow(/ACK or one error byte/);
  });

  it('a data reply to a command that expects a bare ACK is not taken as an ACK', async () => {
    const validator = new CctalkBillValidator(scripted({ [Header.MODIFY_MASTER_INHIBIT_STATUS]: [3, 1, 0] }), { deviceId: 'bv-1' });
    await expect(validator.setMasterInhibit(true)).rejects.toThrow(/bare ACK/);
  });

  it('a bill id that is not seven printable characters throws', async () => {
    const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
    const validator = new CctalkBillValidator(
      scripted({
        [Header.REQUEST_EQUIPMENT_CATEGORY_ID]: ascii('Bill Validator'),
        [Header.REQUEST_MANUFACTURER_ID]: ascii('X'),
        [Header.REQUEST_PRODUCT_CODE]: ascii('Y'),
        [Header.REQUEST_SERIAL_NUMBER]: [1, 0, 0],
        [Header.REQUEST_BILL_ID]: ascii('EU5'),
      }),
      { deviceId: 'bv-1' },
    );
    await expect(validator.identify()).rejects.toThrow(/header 157 reply is 7 printable ASCII characters/);
  });
});
