import { CctalkNoReplyError } from '../../hardware/cctalk/commander';
import { DeviceSilentError, FIRST_PROBE_MS, MAX_PROBE_MS, SilenceBackoff } from './silence-backoff';

describe('the back-off of a silent device', () => {
  let now = 0;
  const backoff = (): SilenceBackoff => new SilenceBackoff(() => now);
  beforeEach(() => {
    now = 1000;
  });

  it('sends as usual until a command goes unanswered, then holds its commands until the first probe', () => {
    const device = backoff();
    expect(device.plan()).toBe('send');
    device.unanswered(false);
    expect(device.isSilent).toBe(true);
    expect(device.plan()).toBe('skip');
    now += FIRST_PROBE_MS - 1;
    expect(device.plan()).toBe('skip');
    now += 1;
    expect(device.plan()).toBe('probe');
    // One probe at a time: another command while it is out is held back.
    expect(device.plan()).toBe('skip');
  });

  it('doubles the wait after each unanswered probe, up to the longest, and forgets it all on an answer', () => {
    const device = backoff();
    device.unanswered(false);
    const waits: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const from = now;
      while (device.plan() !== 'probe') now += 10;
      waits.push(now - from);
      device.unanswered(true);
    }
    expect(waits).toEqual([200, 400, 800, 1600, 2000, 2000, 2000, 2000].map((ms) => Math.min(ms, MAX_PROBE_MS)));
    device.answered();
    expect(device.plan()).toBe('send');
    device.unanswered(false);
    now += FIRST_PROBE_MS;
    expect(device.plan()).toBe('probe');
  });

  it('lets the next probe go when one ended without a verdict (the port closed)', () => {
    const device = backoff();
    device.unanswered(false);
    now += FIRST_PROBE_MS;
    expect(device.plan()).toBe('probe');
    device.released();
    expect(device.plan()).toBe('probe');
  });

  it('fails a held command as a no-reply, so every driver treats it as the silence it is', () => {
    const error = new DeviceSilentError(3, 166);
    expect(error).toBeInstanceOf(CctalkNoReplyError);
    expect(error.message).toBe('ccTalk device 3 is silent: header 166 was not sent (the device is probed again shortly)');
  });
});
