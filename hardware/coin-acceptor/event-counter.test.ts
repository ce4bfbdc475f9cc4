import { counterDelta, readCounter } from './event-counter';

describe('ccTalk 229 event counter', () => {
  it('counts plain steps and the wrap from 255 to 1 (0 is skipped)', () => {
    expect(counterDelta(3, 5)).toBe(2);
    expect(counterDelta(255, 1)).toBe(1);
    expect(counterDelta(254, 2)).toBe(3);
    expect(counterDelta(0, 4)).toBe(4);
  });

  it('returns new events oldest first', () => {
    const reading = readCounter(10, { counter: 12, events: [[3, 1], [1, 1], [2, 1], [0, 0], [0, 0]] });
    expect(reading).toEqual({ kind: 'events', events: [[1, 1], [3, 1]] });
  });

  it('sees nothing new when the counter has not moved', () => {
    expect(readCounter(7, { counter: 7, events: [[1, 1]] })).toEqual({ kind: 'unchanged' });
  });

  it('reports a device reset when the counter returns to 0', () => {
    expect(readCounter(40, { counter: 0, events: [] })).toEqual({ kind: 'device-reset' });
  });

  it('reports lost credits when more than five events happened, keeping the five it has', () => {
    const events = [[5, 1], [4, 1], [3, 1], [2, 1], [1, 1]] as const;
    const reading = readCounter(250, { counter: 2, events });
    expect(reading.kind).toBe('lost-events');
    if (reading.kind !== 'lost-events') return;
    expect(reading.missed).toBe(2);
    expect(reading.events).toEqual([[1, 1], [2, 1], [3, 1], [4, 1], [5, 1]]);
  });

  it('takes the first reading of a never-seen device as a baseline, crediting nothing', () => {
    expect(readCounter(null, { counter: 9, events: [[1, 1]] })).toEqual({ kind: 'unchanged' });
  });

  it('refuses counters outside a byte', () => {
    expect(() => counterDelta(256, 1)).toThrow(/0..255/);
  });
});
