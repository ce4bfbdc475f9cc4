import { CabinetStore, StoreError } from './cabinet-store';
import { makeTempDir } from './test-support';

describe('event log reads for the operator', () => {
  let cleanup: () => void;
  let store: CabinetStore;
  let clock: number;
  beforeEach(() => {
    const temp = makeTempDir();
    cleanup = temp.cleanup;
    clock = 1000;
    store = CabinetStore.open(temp.dir, { now: () => clock });
    // Day 1000: door-open, power-up; 2000: door-open, handpay; 3000: door-close.
    const log: [number, string][] = [[1000, 'door-open'], [1000, 'power-up'], [2000, 'door-open'], [2000, 'handpay'], [3000, 'door-close']];
    for (const [at, kind] of log) {
      clock = at;
      store.commit({ events: [{ kind, detail: { at } }] });
    }
  });
  afterEach(() => {
    store.close();
    cleanup();
  });

  const ids = (entries: { id: number }[]): number[] => entries.map((e) => e.id);

  it('filters by kind, newest first, with the old call shape still working', () => {
    expect(ids(store.events({ kind: 'door-open' }))).toEqual([3, 1]);
    expect(ids(store.events({ kind: 'door-open', limit: 1 }))).toEqual([3]);
    expect(ids(store.events())).toEqual([5, 4, 3, 2, 1]);
    expect(store.events({ kind: 'nothing-like-this' })).toEqual([]);
  });

  it('filters by date, both ends included, and by kind and date together', () => {
    expect(ids(store.events({ fromMs: 2000 }))).toEqual([5, 4, 3]);
    expect(ids(store.events({ toMs: 2000 }))).toEqual([4, 3, 2, 1]);
    expect(ids(store.events({ fromMs: 2000, toMs: 2000 }))).toEqual([4, 3]);
    expect(ids(store.events({ kind: 'door-open', fromMs: 1500 }))).toEqual([3]);
    expect(ids(store.events({ kind: 'door-open', fromMs: 1500, toMs: 2500, limit: 5 }))).toEqual([3]);
    expect(ids(store.events({ kind: null, fromMs: null, toMs: 1000 }))).toEqual([2, 1]);
  });

  it('counts what a filter matches, beyond the page shown', () => {
    expect(store.eventCount({})).toBe(5);
    expect(store.eventCount({ kind: 'door-open' })).toBe(2);
    expect(store.eventCount({ fromMs: 1500, toMs: 2500 })).toBe(2);
    expect(store.eventCount({ kind: 'handpay', toMs: 1999 })).toBe(0);
  });

  it('lists the kinds in the log, sorted, each once', () => {
    expect(store.eventKinds()).toEqual(['door-close', 'door-open', 'handpay', 'power-up']);
  });

  it('refuses a date that is not whole milliseconds', () => {
    expect(() => store.events({ fromMs: 1.5 })).toThrow(StoreError);
    expect(() => store.eventCount({ toMs: Number.NaN })).toThrow(/"to" date/);
  });
});
