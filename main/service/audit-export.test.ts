import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MoneyMove } from '../../engine/core/round-step';
import { settleStep } from '../cabinet/step-settlement';
import { CabinetStore } from '../store/cabinet-store';
import { coinInBatch } from '../store/test-support';
import { exportAudit, metersCsv } from './audit-export';
import { percentText } from './audit-report';
import { csvField } from './csv';
import { PeriodMeters } from './period-meters';

describe('audit export to CSV', () => {
  let dir: string;
  let store: CabinetStore;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'audit-export-'));
    store = CabinetStore.open(join(dir, 'data'));
  });
  afterEach(() => {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes the meters of every scope and the event log as the store holds them', () => {
    store.commit({
      ledger: [{ key: 'coin:1', kind: 'coin-in', cents: 200, bonuses: 0 }],
      meters: [
        { scope: 'cabinet', name: 'coins-in-value', delta: 200 },
        { scope: 'cabinet', name: 'coins-in-count', delta: 1 },
        { scope: 'door:mainDoor', name: 'door-opens', delta: 1 },
      ],
      wallet: { creditsDelta: 200 },
      events: [{ kind: 'note', detail: { text: 'a "quoted", line\nwith =SUM(A1)' } }],
    });
    const [meters, recall, events] = exportAudit(store, join(dir, 'usb'));
    const meterLines = readFileSync(meters!, 'utf8').trim().split('\r\n');
    expect(meterLines).toEqual([
      'scope,meter,value',
      'cabinet,coins-in-value,200',
      'cabinet,coins-in-count,1',
      // Nothing was staked: there is no cash return to write.
      'cabinet,cash return % (lifetime),—',
      'cabinet,cash return % (period),—',
      'cabinet,bonuses won (lifetime),0',
      'cabinet,bonuses won (period),0',
      'cabinet,bonuses spent (lifetime),0',
      'cabinet,bonuses spent (period),0',
      'cabinet,bonuses left on the machine (now),0',
      'door:mainDoor,door-opens,1',
    ]);
    expect(readFileSync(recall!, 'utf8').split('\r\n')[0]).toContain('credits before (c)');
    const eventText = readFileSync(events!, 'utf8');
    const stored = store.events({ kind: 'note' })[0]!;
    expect(eventText).toContain(`${stored.id},${new Date(stored.createdAt).toISOString()},note,`);
    expect(eventText).toContain(stored.hash);
  });

  it('writes the cash return of the cabinet and of each game and bet, and the bonuses won, spent and left', () => {
    let seq = 0;
    const play = (bet: string | number, moves: MoneyMove[]): void => {
      seq += 1;
      const s = settleStep('test-slot', bet, { seq, roundId: seq, label: 'spin', moves, draws: [], roundOver: true, detail: {} });
      store.commit({ ledger: s.ledger, meters: s.meters, wallet: { creditsDelta: s.creditsDelta, bonusesDelta: s.bonusesDelta } });
    };
    store.commit(coinInBatch('coin:1', 2_000));
    play(20, [{ kind: 'stake', cents: 1_000 }, { kind: 'win', cents: 800 }, { kind: 'bonus-win', bonuses: 12 }]);
    const period = new PeriodMeters(store, () => 5);
    period.reset('operator');
    play('upper:1+5', [{ kind: 'stake', cents: 1_000 }, { kind: 'bonus-stake', bonuses: 5 }, { kind: 'win', cents: 760 }]);

    const rows = metersCsv(store)
      .trim()
      .split('\r\n')
      .filter((line) => /cash return|bonuses/.test(line));
    expect(rows).toEqual([
      // 20.00 € staked, 15.60 € won: 78.00 %; in the period 10.00 € staked, 7.60 € won.
      'cabinet,bonuses-won,12',
      'cabinet,bonuses-spent,5',
      'cabinet,cash return % (lifetime),78.00',
      'cabinet,cash return % (period),76.00',
      'cabinet,bonuses won (lifetime),12',
      'cabinet,bonuses won (period),0',
      'cabinet,bonuses spent (lifetime),5',
      'cabinet,bonuses spent (period),5',
      'cabinet,bonuses left on the machine (now),7',
      'game:test-slot,bonuses-won,12',
      'game:test-slot,bonuses-spent,5',
      'game:test-slot,cash return % (lifetime),78.00',
      'game:test-slot,cash return % (period),76.00',
      'game:test-slot:bet:20,bonuses-won,12',
      'game:test-slot:bet:20,cash return % (lifetime),80.00',
      // Nothing staked at 0.20 € since the period began.
      'game:test-slot:bet:20,cash return % (period),—',
      'game:test-slot:bet:upper:1+5,bonuses-spent,5',
      'game:test-slot:bet:upper:1+5,cash return % (lifetime),76.00',
      'game:test-slot:bet:upper:1+5,cash return % (period),76.00',
    ]);
    expect(store.wallet().bonuses).toBe(7);
  });

  it('writes each jackpot pool with its meters, its value and seed now, and counts the jackpot in the return', () => {
    const pool = 'mona-lisa-jewels:progressive';
    store.ensurePools([{ id: pool, seedMicros: 1_000_000 }]);
    store.commit(coinInBatch('coin:1', 1_000));
    const slot = (seq: number, moves: MoneyMove[]): void => {
      const s = settleStep('mona-lisa-jewels', 100, { seq, roundId: seq, label: 'spin', moves, draws: [], roundOver: true, detail: {} });
      store.commit({ ledger: s.ledger, meters: s.meters, pools: s.pools, wallet: { creditsDelta: s.creditsDelta, bonusesDelta: s.bonusesDelta } });
    };
    slot(1, [{ kind: 'stake', cents: 100 }, { kind: 'jackpot-contribution', pool, micros: 5_000 }]);
    // A 1.00 € seed and 1 cent of shares: 1.00 € paid, the cent stays, the operator tops the pool back up to its seed.
    slot(2, [{ kind: 'stake', cents: 100 }, { kind: 'jackpot-contribution', pool, micros: 5_000 }, { kind: 'jackpot-win', pool, cents: 100, micros: 1_000_000, reseedMicros: 990_000 }]);
    const lines = metersCsv(store).trim().split('\r\n');
    expect(lines.filter((line) => line.startsWith(`jackpot:${pool},`))).toEqual([
      `jackpot:${pool},jackpot-contributions-micros,10000`,
      `jackpot:${pool},jackpot-hits,1`,
      `jackpot:${pool},jackpot-won,100`,
      `jackpot:${pool},jackpot-reseed-micros,990000`,
      `jackpot:${pool},jackpot-seed-micros,1000000`,
      `jackpot:${pool},pool value now (micros),1000000`,
      `jackpot:${pool},pool seed (micros),1000000`,
    ]);
    // 2.00 € staked, 1.00 € of jackpot won: 50.00 %.
    expect(lines).toContain('game:mona-lisa-jewels,cash return % (lifetime),50.00');
  });

  it('writes a percentage with two decimals from basis points', () => {
    expect([percentText(7842), percentText(7800), percentText(5), percentText(12_000), percentText(null)]).toEqual(['78.42', '78.00', '0.05', '120.00', '—']);
  });

  it('quotes what a spreadsheet would split and defuses formulas', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField(-120)).toBe('-120');
    expect(csvField(null)).toBe('');
  });
});
