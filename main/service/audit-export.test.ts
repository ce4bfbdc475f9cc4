import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CabinetStore } from '../store/cabinet-store';
import { exportAudit } from './audit-export';
import { csvField } from './csv';

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
    expect(meterLines).toEqual(['scope,meter,value', 'cabinet,coins-in-value,200', 'cabinet,coins-in-count,1', 'door:mainDoor,door-opens,1']);
    expect(readFileSync(recall!, 'utf8').split('\r\n')[0]).toContain('credits before (c)');
    const eventText = readFileSync(events!, 'utf8');
    const stored = store.events({ kind: 'note' })[0]!;
    expect(eventText).toContain(`${stored.id},${new Date(stored.createdAt).toISOString()},note,`);
    expect(eventText).toContain(stored.hash);
  });

  it('quotes what a spreadsheet would split and defuses formulas', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField(-120)).toBe('-120');
    expect(csvField(null)).toBe('');
  });
});
