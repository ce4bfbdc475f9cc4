/**
 * The emulated bill validator on the byte level: raw frames in, raw frames out, checksums worked
 * out by hand (all bytes of a simple-checksum frame sum to 0 mod 256). No driver is involved, so
 * a mistake in the driver cannot hide one here.
 */
import { MemoryBus } from '../../serial/memory-bus';
import { EmulatedCctalkBillValidator, type EmulatedBillValidatorOptions } from './bill-validator';

const BILLS = [
  { type: 1, id: 'EU0005A' },
  { type: 2, id: 'EU0010A' },
  { type: 3, id: 'EU0020A' },
];

function rig(options: Partial<EmulatedBillValidatorOptions> = {}) {
  const clock = { ms: 1_000 };
  const bus = new MemoryBus('bv', { echo: false });
  const host = bus.attach('host');
  const device = new EmulatedCctalkBillValidator({ bills: BILLS, escrowTimeoutMs: 10_000, random: () => 0.5, now: () => clock.ms, ...options });
  device.attach(bus.attach('device'));
  const received: number[] = [];
  host.onData((chunk) => received.push(...chunk));

  /** Sends one raw frame and returns the raw reply frame. */
  async function ask(frame: number[]): Promise<number[]> {
    received.length = 0;
    host.write(Uint8Array.from(frame));
    for (let turn = 0; turn < 10_000; turn++) {
      const length = received[1];
      if (length !== undefined && received.length >= length + 5) return [...received];
      await new Promise((resolve) => setImmediate(resolve));
    }
    throw new Error(`no reply to [${frame.join(', ')}]`);
  }

  /** Sends a frame and checks that nothing at all comes back. */
  async function askSilently(frame: number[]): Promise<void> {
    received.length = 0;
    host.write(Uint8Array.from(frame));
    for (let turn = 0; turn < 50; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(received).toEqual([]);
  }

  return { device, clock, ask, askSilently };
}

const ACK_FROM_40 = [1, 0, 40, 0, 215];
const POLL_159 = [40, 0, 1, 159, 56];
const ENABLE_ALL = [40, 1, 1, 228, 1, 241];
const ENABLE_TYPES_1_2 = [40, 2, 1, 231, 3, 0, 235];
const STACK = [40, 1, 1, 154, 1, 59];
const RETURN = [40, 1, 1, 154, 0, 60];

describe('emulated bill validator, byte level', () => {
  it('answers the simple poll and names itself "Bill Validator"', async () => {
    const { ask } = rig();
    expect(await ask([40, 0, 1, 254, 217])).toEqual(ACK_FROM_40);
    const ascii = [...'Bill Validator'].map((c) => c.charCodeAt(0));
    expect(await ask([40, 0, 1, 245, 226])).toEqual([1, 14, 40, 0, ...ascii, 128]);
  });

  it('reports a fresh device as counter 0 with five empty slots', async () => {
    const { ask } = rig();
    expect(await ask(POLL_159)).toEqual([1, 11, 40, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 204]);
  });

  it('holds an enabled bill in escrow ([1, 1]) and stacks it on route code 1 ([1, 0])', async () => {
    const { ask, device } = rig();
    expect(await ask(ENABLE_TYPES_1_2)).toEqual(ACK_FROM_40);
    expect(await ask(ENABLE_ALL)).toEqual(ACK_FROM_40);
    expect(device.insertBill(1)).toBe('escrow');
    expect(await ask(POLL_159)).toEqual([1, 11, 40, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 201]);
    expect(await ask(STACK)).toEqual(ACK_FROM_40);
    // counter 2; newest first: [1, 0] stacked, then [1, 1] escrow.
    expect(await ask(POLL_159)).toEqual([1, 11, 40, 0, 2, 1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 199]);
    expect(device.stackedBills).toEqual([1]);
  });

  it('hands the bill back on route code 0 (status [0, 1]) and answers 254 when escrow is empty', async () => {
    const { ask, device } = rig();
    await ask(ENABLE_TYPES_1_2);
    await ask(ENABLE_ALL);
    device.insertBill(2);
    expect(await ask(RETURN)).toEqual(ACK_FROM_40);
    expect(await ask(POLL_159)).toEqual([1, 11, 40, 0, 2, 0, 1, 2, 1, 0, 0, 0, 0, 0, 0, 198]);
    expect(await ask(STACK)).toEqual([1, 1, 40, 0, 254, 216]);
    expect(device.stackedBills).toEqual([]);
    expect(device.returnedBills).toEqual([2]);
  });

  it('answers 255 "failed to route" while the bill is stuck in a jam', async () => {
    const { ask, device } = rig();
    await ask(ENABLE_TYPES_1_2);
    await ask(ENABLE_ALL);
    device.insertBill(1);
    device.jam();
    expect(await ask(STACK)).toEqual([1, 1, 40, 0, 255, 215]);
    // newest first: [0, 6] jam, [1, 1] escrow.
    expect(await ask(POLL_159)).toEqual([1, 11, 40, 0, 2, 0, 6, 1, 1, 0, 0, 0, 0, 0, 0, 194]);
  });

  it('refuses a bill while master-inhibited with status [0, 0] and an inhibited type with [0, 4]', async () => {
    const { ask, device } = rig();
    await ask(ENABLE_TYPES_1_2);
    expect(device.insertBill(1)).toBe('rejected');
    await ask(ENABLE_ALL);
    expect(device.insertBill(3)).toBe('rejected');
    expect(await ask(POLL_159)).toEqual([1, 11, 40, 0, 2, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 198]);
  });

  it('gives bill ids, seven dots for an unprogrammed type', async () => {
    const { ask } = rig();
    const eu5 = [...'EU0005A'].map((c) => c.charCodeAt(0));
    expect(await ask([40, 1, 1, 157, 1, 56])).toEqual([1, 7, 40, 0, ...eu5, 48]);
    expect(await ask([40, 1, 1, 157, 9, 48])).toEqual([1, 7, 40, 0, 46, 46, 46, 46, 46, 46, 46, 142]);
  });

  it('reads back inhibits (230), master inhibit (227) and operating mode (152)', async () => {
    const { ask } = rig();
    await ask(ENABLE_TYPES_1_2);
    expect(await ask([40, 0, 1, 230, 241])).toEqual([1, 2, 40, 0, 3, 0, 210]);
    expect(await ask([40, 0, 1, 227, 244])).toEqual([1, 1, 40, 0, 0, 214]);
    await ask(ENABLE_ALL);
    expect(await ask([40, 0, 1, 227, 244])).toEqual([1, 1, 40, 0, 1, 213]);
    expect(await ask([40, 0, 1, 152, 63])).toEqual([1, 1, 40, 0, 3, 211]);
    expect(await ask([40, 1, 1, 153, 1, 60])).toEqual(ACK_FROM_40);
    expect(await ask([40, 0, 1, 152, 63])).toEqual([1, 1, 40, 0, 1, 213]);
  });

  it('NAKs a route code the spec does not define', async () => {
    const { ask } = rig();
    expect(await ask([40, 1, 1, 154, 7, 53])).toEqual([1, 0, 40, 5, 210]);
  });

  it('stays silent for headers it lacks and for frames to other addresses', async () => {
    const { askSilently } = rig();
    await askSilently([40, 0, 1, 200, 15]);
    await askSilently([2, 0, 1, 254, 255]);
  });

  it('returns an escrowed bill once the escrow timeout has passed, and header 154/255 restarts it', async () => {
    const { ask, device, clock } = rig({ escrowTimeoutMs: 5_000 });
    await ask(ENABLE_TYPES_1_2);
    await ask(ENABLE_ALL);
    device.insertBill(1);
    clock.ms += 4_000;
    expect(await ask([40, 1, 1, 154, 255, 61])).toEqual(ACK_FROM_40);
    clock.ms += 4_000; // 8 s after insertion, 4 s after the hold
    expect(device.escrow).toBe(1);
    clock.ms += 1_000;
    expect(device.escrow).toBeNull();
    expect(await ask(POLL_159)).toEqual([1, 11, 40, 0, 2, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 199]);
    expect(device.returnedBills).toEqual([1]);
  });

  it('after header 1 (reset) is back at counter 0, master-inhibited, with the escrowed bill handed back', async () => {
    const { ask, device } = rig();
    await ask(ENABLE_TYPES_1_2);
    await ask(ENABLE_ALL);
    device.insertBill(2);
    expect(await ask([40, 0, 1, 1, 214])).toEqual(ACK_FROM_40);
    expect(await ask(POLL_159)).toEqual([1, 11, 40, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 204]);
    expect(device.returnedBills).toEqual([2]);
    expect(device.masterAccepting).toBe(false);
    expect(device.enabledBills).toEqual([]);
  });
});

describe('emulated bill validator, host progress', () => {
  it('counts an event as processed only after an intact 159 reply and a later request', async () => {
    const { ask, device } = rig();
    await ask(ENABLE_TYPES_1_2);
    await ask(ENABLE_ALL);
    device.insertBill(1);
    expect(device.unreadSinceProcessed()).toBe(1);
    await ask(POLL_159);
    // The reply went out, but nothing proves the host got it yet.
    expect(device.unreadSinceProcessed()).toBe(1);
    await ask(STACK);
    // The route request came after the reply: the escrow event is processed, the stack is not.
    expect(device.unreadSinceProcessed()).toBe(1);
    device.faults.lostReplyRate = 1;
    await ask(POLL_159).catch(() => undefined);
    device.faults.lostReplyRate = 0;
    await ask([40, 0, 1, 254, 217]);
    // A lost 159 reply proves nothing.
    expect(device.unreadSinceProcessed()).toBe(1);
  }, 30_000);

  it('reports nothing unread after a power cycle: the host sees the reset, not the old events', () => {
    const { device } = rig();
    device.stringFraud();
    device.stackerFull();
    expect(device.unreadSinceProcessed()).toBe(2);
    device.powerCycle();
    expect(device.unreadSinceProcessed()).toBe(0);
    expect(device.counter).toBe(0);
  });
});
