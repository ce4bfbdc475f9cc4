import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CabinetStore } from '../store/cabinet-store';
import { auditReport } from './audit-report';
import { PeriodMeters } from './period-meters';

describe('the audit report', () => {
  let dir: string;
  let store: CabinetStore;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'audit-report-'));
    store = CabinetStore.open(dir);
  });
  afterEach(() => {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('groups the meters by game, bill denomination and door, with period readings and the identity checked', () => {
    const bill = (key: string, cents: number): void =>
      store.commit({
        ledger: [{ key, kind: 'bill-in', cents, bonuses: 0 }],
        meters: [
          { scope: 'cabinet', name: 'bills-in-value', delta: cents },
          { scope: 'cabinet', name: 'bills-in-count', delta: 1 },
          { scope: `bill:${cents}`, name: 'bills-in-count', delta: 1 },
          { scope: `bill:${cents}`, name: 'bills-in-value', delta: cents },
        ],
        wallet: { creditsDelta: cents },
      });
    bill('b1', 1000);
    bill('b2', 500);
    bill('b3', 1000);
    store.commit({ meters: [{ scope: 'door:mainDoor', name: 'door-opens', delta: 1 }, { scope: 'game:test-slot', name: 'games-played', delta: 3 }] });
    const period = new PeriodMeters(store, () => 5);
    period.reset('operator');
    bill('b4', 500);

    const report = auditReport(store, period);
    expect(report.bills).toEqual([
      { cents: 500, count: 2, value: 1000 },
      { cents: 1000, count: 2, value: 2000 },
    ]);
    expect(report.doors).toEqual({ mainDoor: 1 });
    expect(report.games['game:test-slot']?.lifetime['games-played']).toBe(3);
    expect(report.games['game:test-slot']?.period['games-played']).toBe(0);
    expect(report.cabinet.lifetime['bills-in-value']).toBe(3000);
    expect(report.cabinet.period['bills-in-value']).toBe(500);
    expect(report.periodStartedAt).toBe(5);
    expect(report.identity).toEqual({ ok: true, detail: null });
    // No game played: no bonuses won or spent, none on the balance.
    expect(report.bonuses).toEqual({ won: { lifetime: 0, period: 0 }, spent: { lifetime: 0, period: 0 }, leftNow: 0 });
  });
});
