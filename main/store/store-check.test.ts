import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { CabinetStore, STORE_FILE_NAME } from './cabinet-store';
import { checkStore, type StoreCheckSteps } from './store-check';
import { coinInBatch, makeTempDir, playBatch } from './test-support';

describe('store check (boot)', () => {
  let dir: string;
  let cleanup: () => void;
  beforeEach(() => ({ dir, cleanup } = makeTempDir()));
  afterEach(() => cleanup());

  /** A cabinet that took two coins, played once and logged a door. */
  function playedCabinet(): void {
    const store = CabinetStore.open(dir, { now: () => 1_700_000_000_000 });
    store.commit(coinInBatch('coin:1', 100));
    store.commit({ ...coinInBatch('coin:2', 200), events: [{ kind: 'door-open', detail: { door: 'main' } }] });
    store.commit({ ...playBatch('play:1', 20, 50), meters: [...playBatch('play:1', 20, 50).meters!, { scope: 'game:test-slot', name: 'coin-in', delta: 20 }] });
    store.close();
  }

  /** What someone with sqlite3 on the file would do: a second connection, the store closed. */
  function editFile(sql: string): void {
    const db = new Database(join(dir, STORE_FILE_NAME));
    db.exec(sql);
    db.close();
  }

  function checkOnce(): ReturnType<CabinetStore['check']> {
    const store = CabinetStore.open(dir);
    try {
      return store.check();
    } finally {
      store.close();
    }
  }

  it('finds a played cabinet good and reports the event chain', () => {
    playedCabinet();
    const result = checkOnce();
    expect(result).toMatchObject({ state: 'good', problems: [], chain: { ok: true, count: 1 } });
    expect(result.detail).toMatch(/intact/);
  });

  it('locks on a meter value edited outside the firmware, naming the meter', () => {
    playedCabinet();
    editFile("UPDATE meters SET value = value + 1000 WHERE scope = 'cabinet' AND name = 'coin-in'");
    const result = checkOnce();
    expect(result.state).toBe('locked');
    expect(result.problems).toContain('meter cabinet/coin-in: value does not match its seal');
    expect(result.detail).toContain('meter cabinet/coin-in: value does not match its seal');
  });

  it('locks on a per-game meter edited even when the books still balance', () => {
    playedCabinet();
    editFile("UPDATE meters SET value = 0 WHERE scope = 'game:test-slot' AND name = 'coin-in'");
    const result = checkOnce();
    expect(result.state).toBe('locked');
    expect(result.problems).toEqual(['meter game:test-slot/coin-in: value does not match its seal']);
  });

  it('locks on a wallet edit, and on a meter row added without a seal', () => {
    playedCabinet();
    editFile("UPDATE wallet SET credits_cents = 99999 WHERE id = 1; INSERT INTO meters (scope, name, value) VALUES ('cabinet', 'handpaid-value', 5)");
    const result = checkOnce();
    expect(result.state).toBe('locked');
    expect(result.problems).toEqual(
      expect.arrayContaining([
        'wallet: credits, bonuses or payout remaining do not match its seal',
        'meter cabinet/handpaid-value: value does not match its seal',
      ]),
    );
  });

  it('refuses to commit on top of an edited record, so the edit cannot be sealed over', () => {
    playedCabinet();
    editFile("UPDATE meters SET value = 1 WHERE scope = 'cabinet' AND name = 'coin-out'");
    const store = CabinetStore.open(dir);
    expect(() => store.commit(playBatch('play:2', 20, 0))).toThrow(/meter cabinet\/coin-out: value does not match its seal/);
    expect(store.hasLedgerKey('play:2')).toBe(false);
    expect(store.check().state).toBe('locked');
    store.close();
  });

  it('locks when the accounting identity fails even though every remaining seal matches', () => {
    const store = CabinetStore.open(dir);
    store.commit(coinInBatch('coin:1', 100));
    store.close();
    // A deleted row leaves no seal behind to mismatch; the books no longer balancing catches it.
    editFile("DELETE FROM meters WHERE scope = 'cabinet' AND name = 'coins-in-value'");
    const result = checkOnce();
    expect(result.state).toBe('locked');
    expect(result.problems).toEqual([expect.stringMatching(/^accounting identity fails: money in 0/)]);
  });

  it('repairs a damaged index by rebuilding it: recovered, with what was fixed', () => {
    playedCabinet();
    // Damage one byte of the kind index (not the table): "door-open" becomes "door-opex" there.
    const path = join(dir, STORE_FILE_NAME);
    const db = new Database(path);
    const { rootpage } = db.prepare("SELECT rootpage FROM sqlite_master WHERE name = 'event_log_kind'").get() as { rootpage: number };
    const pageSize = Number(db.pragma('page_size', { simple: true }));
    db.close();
    const file = readFileSync(path);
    const page = file.subarray((rootpage - 1) * pageSize, rootpage * pageSize);
    const at = page.indexOf(Buffer.from('door-open'));
    expect(at).toBeGreaterThan(0);
    page[at + 'door-ope'.length] = 'x'.charCodeAt(0);
    writeFileSync(path, file);

    const store = CabinetStore.open(dir);
    const first = store.check();
    expect(first.state).toBe('recovered');
    expect(first.problems).toEqual([expect.stringContaining('missing from index event_log_kind')]);
    expect(first.detail).toMatch(/rebuilding its indexes repaired it/);
    expect(store.events({ kind: 'door-open' })).toHaveLength(1);
    expect(store.check().state).toBe('good');
    store.close();
  });

  it('reports a broken event chain without locking', () => {
    playedCabinet();
    editFile("UPDATE event_log SET detail_json = '{\"door\":\"cash\"}' WHERE id = 1");
    const result = checkOnce();
    expect(result.state).toBe('good');
    expect(result.chain).toMatchObject({ ok: false, brokenAtId: 1 });
    expect(result.detail).toMatch(/chain broken at entry 1.*does not lock/);
  });
});

describe('checkStore verdict', () => {
  function steps(overrides: Partial<StoreCheckSteps>): StoreCheckSteps {
    return {
      integrity: () => [],
      reindex: () => undefined,
      sealProblems: () => [],
      accounting: () => ({ ok: true }),
      chain: () => ({ ok: true, count: 3 }),
      now: () => 0,
      ...overrides,
    };
  }

  it('locks when rebuilding the indexes does not repair the damage, listing what remains', () => {
    const result = checkStore(steps({ integrity: () => ['Page 7: btreeInitPage() returns error code 11'] }));
    expect(result.state).toBe('locked');
    expect(result.problems).toEqual(['Page 7: btreeInitPage() returns error code 11']);
    expect(result.detail).toMatch(/^Cabinet locked until a technician RAM clear: Page 7/);
  });

  it('locks, instead of crashing the boot, when a step cannot even read the file', () => {
    const result = checkStore(
      steps({
        integrity: () => ['row 3 missing from index x'],
        reindex: () => {
          throw new Error('database disk image is malformed');
        },
      }),
    );
    expect(result.state).toBe('locked');
    expect(result.problems).toEqual(['rebuilding the indexes failed: database disk image is malformed', 'row 3 missing from index x']);
  });

  it('is recovered only when the second integrity check is clean', () => {
    let calls = 0;
    const result = checkStore(steps({ integrity: () => (calls++ === 0 ? ['wrong # of entries in index y'] : []) }));
    expect(result).toMatchObject({ state: 'recovered', problems: ['wrong # of entries in index y'] });
  });

  it('a repaired file with a seal mismatch is still locked', () => {
    let calls = 0;
    const result = checkStore(
      steps({ integrity: () => (calls++ === 0 ? ['row 1 missing from index z'] : []), sealProblems: () => ['meter cabinet/coin-in: value does not match its seal'] }),
    );
    expect(result).toMatchObject({ state: 'locked', problems: ['meter cabinet/coin-in: value does not match its seal'] });
  });

  it('shows a few problems and counts the rest', () => {
    const many = Array.from({ length: 8 }, (_, i) => `meter cabinet/m${i}: value does not match its seal`);
    const result = checkStore(steps({ sealProblems: () => many }));
    expect(result.problems).toHaveLength(8);
    expect(result.detail).toContain('and 3 more');
  });
});
