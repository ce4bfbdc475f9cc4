import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CabinetStore } from '../store/cabinet-store';
import { PeriodMeters } from './period-meters';

describe('period meters', () => {
  let dir: string;
  let store: CabinetStore;
  const coin = (key: string, cents: number): void =>
    store.commit({
      ledger: [{ key, kind: 'coin-in', cents, bonuses: 0 }],
      meters: [
        { scope: 'cabinet', name: 'coins-in-value', delta: cents },
        { scope: 'cabinet', name: 'coins-in-count', delta: 1 },
      ],
      wallet: { creditsDelta: cents },
    });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'period-'));
    store = CabinetStore.open(dir);
  });
  afterEach(() => {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('counts from the last reset while the lifetime meters never clear, and logs the closing readings', () => {
    const period = new PeriodMeters(store, () => 1000);
    coin('c1', 200);
    coin('c2', 100);
    expect(period.meters()['coins-in-value']).toBe(300);
    period.reset('operator');
    expect(period.meters()['coins-in-value']).toBe(0);
    coin('c3', 50);
    expect(period.meters()['coins-in-value']).toBe(50);
    expect(period.meters()['coins-in-count']).toBe(1);
    expect(store.meters()['coins-in-value']).toBe(350);
    expect(period.startedAt).toBe(1000);
    const logged = store.events({ kind: 'period-meters-reset', limit: 1 })[0]?.detail as { before: Record<string, Record<string, number>>; by: string };
    expect(logged.by).toBe('operator');
    expect(logged.before.cabinet).toMatchObject({ 'coins-in-value': 300, 'coins-in-count': 2 });
    expect(store.checkAccounting()).toEqual({ ok: true });
  });

  it('reads a scope born after the reset from zero', () => {
    const period = new PeriodMeters(store);
    period.reset('operator');
    store.commit({ meters: [{ scope: 'door:mainDoor', name: 'door-opens', delta: 2 }] });
    expect(period.meters('door:mainDoor')['door-opens']).toBe(2);
  });
});
