import { classifyCoinEvent } from './coin-error-codes';

describe('coin acceptor error codes', () => {
  it('names every code of the spec table 1..40 and the special codes 253..255', () => {
    for (const code of [...Array.from({ length: 40 }, (_, i) => i + 1), 253, 254, 255]) {
      const event = classifyCoinEvent(code);
      expect(event.code).toBe(code);
      expect(event.name).not.toMatch(/unknown/);
    }
  });

  it('tilts (fraud or jam) on exactly the events that threaten money or a stuck coin', () => {
    const tilting = Array.from({ length: 256 }, (_, code) => classifyCoinEvent(code))
      .filter((e) => e.severity === 'fraud' || e.severity === 'jam')
      .map((e) => e.code);
    expect(tilting).toEqual([4, 5, 6, 7, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 29, 31, 32, 34, 35, 36, 37, 38, 40, 254]);
  });

  it.each([
    [20, 'coin on string', 'fraud'],
    [36, 'swallowed coin', 'fraud'],
    [17, 'coin going backwards', 'fraud'],
    [40, 'external light attack', 'fraud'],
    [14, 'credit sensor blocked', 'jam'],
    [15, 'sorter opto blocked', 'jam'],
    [254, 'coin return mechanism activated (flight deck open)', 'jam'],
    [1, 'reject coin', 'reject'],
    [2, 'inhibited coin', 'reject'],
    [8, '2nd close coin error', 'reject'],
    [13, 'validation sensor not ready', 'fault'],
    [27, 'games overload', 'fault'],
    [255, 'unspecified alarm code', 'fault'],
    [253, 'data block request', 'info'],
    [0, 'null event', 'info'],
  ])('code %i is "%s" (%s)', (code, name, severity) => {
    expect(classifyCoinEvent(code)).toEqual({ code, name, severity });
  });

  it('reads 128..159 as a coin returned because its position is inhibited', () => {
    expect(classifyCoinEvent(128)).toEqual({ code: 128, name: 'inhibited coin (position 1)', severity: 'reject' });
    expect(classifyCoinEvent(159)).toEqual({ code: 159, name: 'inhibited coin (position 32)', severity: 'reject' });
  });

  it('reports codes the spec leaves unassigned as a fault, never as fraud or jam', () => {
    for (const code of [41, 127, 160, 252]) {
      expect(classifyCoinEvent(code)).toEqual({ code, name: `unknown error code ${code}`, severity: 'fault' });
    }
  });

  it.each([-1, 256, 1.5, Number.NaN])('refuses %p, which is not a byte', (code) => {
    expect(() => classifyCoinEvent(code)).toThrow(RangeError);
  });
});
