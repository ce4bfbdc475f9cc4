/**
 * The whole serial path at once: the bus master on one end of a socat PTY pair, an emulated
 * device on the other, both through SerialPortLink, with the device losing and damaging replies.
 */
import { CctalkBus } from '../cctalk/bus';
import { seededRandom } from '../cctalk/test-random';
import { EmulatedCctalkDevice, type EmulatorReply } from '../emulators/cctalk/cctalk-device';
import { SerialPortLink } from './serial-port-link';
import { startSocatPair } from './socat-pair';

const DEVICE = 2;
const SCRAMBLE = 100; // test-only header: the reply is the command data transformed
const scramble = (data: readonly number[]): number[] => [...data].reverse().map((b) => b ^ 0x5a);

class BenchDevice extends EmulatedCctalkDevice {
  constructor(seed: number) {
    const rng = seededRandom(seed);
    super(DEVICE, { category: 'Bench', manufacturer: 'Test', productCode: 'BENCH', softwareRevision: '1', serialNumber: 7 }, 'simple', () => rng(1_000_000) / 1_000_000);
  }

  protected answer(header: number, data: readonly number[]): EmulatorReply {
    return header === SCRAMBLE ? scramble(data) : 'nak';
  }
}

describe('ccTalk over a socat PTY pair', () => {
  it(
    'answers 1,000 polls correctly with 5 % of replies lost and 5 % corrupted',
    async () => {
      const pair = await startSocatPair();
      const hostLink = await SerialPortLink.open(pair.hostPath);
      const deviceLink = await SerialPortLink.open(pair.devicePath);
      try {
        // About one attempt in ten fails, so four failures in a row (the default 3 retries) would
        // hit roughly one poll in 10,000: a 1-in-10 chance somewhere in 1,000 polls. Five retries
        // make a lost poll a one-in-a-thousand run; the test is about recovery, not the count.
        const host = new CctalkBus(hostLink, { echo: false, replyTimeoutMs: 100, quietGapMs: 60, retries: 5 });
        const device = new BenchDevice(5150);
        device.faults.lostReplyRate = 0.05;
        device.faults.corruptReplyRate = 0.05;
        device.attach(deviceLink);
        const fates = { sent: 0, lost: 0, corrupted: 0, silent: 0 };
        device.onReply(({ fate }) => (fates[fate] += 1));

        for (let n = 0; n < 1000; n++) {
          const data = [n & 0xff, n >> 8];
          await expect(host.send({ address: DEVICE, header: SCRAMBLE, data })).resolves.toEqual(scramble(data));
        }

        expect(fates.lost).toBeGreaterThan(20);
        expect(fates.corrupted).toBeGreaterThan(20);
        const stats = host.stats;
        expect(stats).toMatchObject({ commands: 1000, replies: 1000, noReplies: 0, refused: 0 });
        // Each lost or damaged reply cost one retry (a reply slowed by a busy machine may add more).
        expect(stats.retries).toBeGreaterThanOrEqual(fates.lost + fates.corrupted);
        expect(stats.corruptedFrames).toBeGreaterThan(20);
      } finally {
        await hostLink.close();
        await deviceLink.close();
        await pair.stop();
      }
    },
    180_000,
  );
});
