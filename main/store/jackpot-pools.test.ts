import { join } from 'node:path';
import Database from 'better-sqlite3';
import {
  AccountingError,
  CabinetStore,
  DuplicateEntryError,
  InsufficientFundsError,
  POOL_CREATED_EVENT,
  POOL_SEED_CHANGED_EVENT,
  STORE_FILE_NAME,
  StoreError,
} from './cabinet-store';
import { coinInBatch, contributionBatch, jackpotWinBatch, makeTempDir, TEST_POOL } from './test-support';

/** 500 € at the seed, in micro-euros. */
const SEED = 50_000 * 10_000;

describe('jackpot pools in the store', () => {
  let dir: string;
  let cleanup: () => void;
  let store: CabinetStore;
  beforeEach(() => {
    ({ dir, cleanup } = makeTempDir());
    store = CabinetStore.open(dir, { now: () => 1_700_000_000_000 });
  });
  afterEach(() => {
    store.close();
    cleanup();
  });

  /** Everything a refused batch must leave alone. */
  function state(): unknown {
    return {
      wallet: store.wallet(),
      pools: store.pools(),
      meters: Object.fromEntries(store.meterScopes().map((scope) => [scope, store.meters(scope)])),
      events: store.events().length,
      journal: store.journal().length,
    };
  }

  it('sets up a missing pool at its seed, as the operator’s money, once', () => {
    expect(store.pools()).toEqual({});
    store.ensurePools([{ id: TEST_POOL, seedMicros: SEED }]);
    expect(store.pools()).toEqual({ [TEST_POOL]: SEED });
    expect(store.meters()['jackpot-seed-micros']).toBe(SEED);
    expect(store.meters(`jackpot:${TEST_POOL}`)['jackpot-seed-micros']).toBe(SEED);
    expect(store.events({ kind: POOL_CREATED_EVENT }).map((e) => e.detail)).toEqual([{ pool: TEST_POOL, seedMicros: SEED }]);
    expect(store.checkAccounting()).toEqual({ ok: true });

    // Every later start finds it there: no second seed, no second entry.
    store.ensurePools([{ id: TEST_POOL, seedMicros: SEED }]);
    expect(store.meters()['jackpot-seed-micros']).toBe(SEED);
    expect(store.events({ kind: POOL_CREATED_EVENT })).toHaveLength(1);
  });

  it('keeps a grown pool when the operator changes the seed, and records the new seed for the next reseed', () => {
    store.ensurePools([{ id: TEST_POOL, seedMicros: SEED }]);
    store.commit(coinInBatch('coin:1', 1000));
    store.commit(contributionBatch('spin:1', 1000, 50_000));
    store.ensurePools([{ id: TEST_POOL, seedMicros: 2 * SEED }]);
    expect(store.pools()[TEST_POOL]).toBe(SEED + 50_000);
    expect(store.poolStates().get(TEST_POOL)).toEqual({ micros: SEED + 50_000, seedMicros: 2 * SEED });
    expect(store.meters()['jackpot-seed-micros']).toBe(SEED);
    expect(store.events({ kind: POOL_SEED_CHANGED_EVENT }).map((e) => e.detail)).toEqual([
      { pool: TEST_POOL, fromMicros: SEED, toMicros: 2 * SEED, poolMicros: SEED + 50_000 },
    ]);
    expect(store.checkAccounting()).toEqual({ ok: true });
  });

  it('refuses a pool without an id or with a seed that is not whole micros, and writes nothing', () => {
    expect(() => store.ensurePools([{ id: '', seedMicros: SEED }])).toThrow(/pools\[0\].id must be a non-empty string/);
    expect(() => store.ensurePools([{ id: 'Big Pool', seedMicros: SEED }])).toThrow(/not a pool id/);
    expect(() => store.ensurePools([{ id: TEST_POOL, seedMicros: -1 }])).toThrow(/seed of whole micro-euros ≥ 0, got -1/);
    expect(() => store.ensurePools([{ id: TEST_POOL, seedMicros: 0.5 }])).toThrow(StoreError);
    expect(store.pools()).toEqual({});
    expect(store.events()).toHaveLength(0);
  });

  it('grows the pool by each share, exactly, with the stake in the same commit', () => {
    store.ensurePools([{ id: TEST_POOL, seedMicros: SEED }]);
    store.commit(coinInBatch('coin:1', 100));
    // 0.5 % of a 0.01 € bet: 50 micros, far below a cent, kept whole.
    for (let i = 1; i <= 3; i++) store.commit(contributionBatch(`spin:${i}`, 1, 50));
    expect(store.pools()[TEST_POOL]).toBe(SEED + 150);
    expect(store.wallet().creditsCents).toBe(97);
    expect(store.meters()['jackpot-contributions-micros']).toBe(150);
    expect(store.checkAccounting()).toEqual({ ok: true });
  });

  it('pays a jackpot to credit from the pool and tops it back up to the seed; the books balance', () => {
    store.ensurePools([{ id: TEST_POOL, seedMicros: SEED }]);
    store.commit(coinInBatch('coin:1', 1000));
    store.commit(contributionBatch('spin:1', 1000, 50_000));
    // The whole pool paid: 500.05 €; the operator puts the seed back.
    const cents = (SEED + 50_000) / 10_000;
    store.commit(jackpotWinBatch('spin:1:jackpot', cents, SEED));
    expect(store.wallet().creditsCents).toBe(cents);
    expect(store.pools()[TEST_POOL]).toBe(SEED);
    expect(store.meters()).toMatchObject({ 'coin-in': 1000, 'coin-out': 0, 'jackpot-won': cents, 'jackpot-hits': 1, 'jackpot-reseed-micros': SEED });
    expect(store.checkAccounting()).toEqual({ ok: true });
  });

  it('refuses a jackpot credit that is not on the jackpot meter: the cash identity counts it', () => {
    store.ensurePools([{ id: TEST_POOL, seedMicros: SEED }]);
    const win = jackpotWinBatch('jp', 100, 0);
    const before = state();
    expect(() => store.commit({ ...win, meters: win.meters!.filter((m) => m.name !== 'jackpot-won') })).toThrow(AccountingError);
    expect(state()).toEqual(before);
  });

  it('refuses a pool change the pool meters do not account for', () => {
    store.ensurePools([{ id: TEST_POOL, seedMicros: SEED }]);
    const before = state();
    expect(() => store.commit({ pools: [{ pool: TEST_POOL, deltaMicros: 10_000 }] })).toThrow(/jackpot pool test-game:progressive: seed .*\(difference 10000\)/);
    expect(state()).toEqual(before);
  });

  it('never lets a pool go below zero, even when a later top-up in the batch would cover it', () => {
    store.ensurePools([{ id: TEST_POOL, seedMicros: 10_000 }]);
    store.commit(coinInBatch('coin:1', 100));
    const before = state();
    // 2 cents from a pool of 1 cent, "reseeded" after: refused whole, credits and meters included.
    expect(() => store.commit(jackpotWinBatch('jp', 2, 20_000))).toThrow(InsufficientFundsError);
    expect(() => store.commit(jackpotWinBatch('jp', 2, 20_000))).toThrow(/Not enough jackpot pool test-game:progressive: the pool holds 10000/);
    expect(state()).toEqual(before);
    expect(store.hasLedgerKey('jp')).toBe(false);
  });

  it('refuses a change to a pool that was never set up', () => {
    store.commit(coinInBatch('coin:1', 100));
    const before = state();
    expect(() => store.commit(contributionBatch('spin:1', 10, 500, 'other-game:progressive'))).toThrow(/jackpot pool "other-game:progressive" has not been set up/);
    expect(state()).toEqual(before);
  });

  it('commits a batch with pools all-or-nothing, and a reopened store holds exactly the commits that returned', () => {
    store.ensurePools([{ id: TEST_POOL, seedMicros: SEED }]);
    store.commit(coinInBatch('coin:1', 1000));
    store.commit({ ...contributionBatch('spin:1', 10, 500), journal: step(1) });
    const before = state();
    // Valid in every part until the journal step collides inside the transaction: the pool
    // change, written before, must be rolled back with everything else.
    expect(() => store.commit({ ...contributionBatch('spin:2', 10, 500), journal: step(1) })).toThrow(DuplicateEntryError);
    expect(state()).toEqual(before);

    store.close();
    store = CabinetStore.open(dir);
    expect(state()).toEqual(before);
    expect(store.pools()[TEST_POOL]).toBe(SEED + 500);
    expect(store.hasLedgerKey('spin:2:stake')).toBe(false);
    expect(store.check().state).toBe('good');
  });

  it('keeps the share and the pool it went to on the ledger row', () => {
    store.ensurePools([{ id: TEST_POOL, seedMicros: SEED }]);
    store.commit(coinInBatch('coin:1', 100));
    store.commit(contributionBatch('spin:1', 10, 500));
    store.close();
    const db = new Database(join(dir, STORE_FILE_NAME), { readonly: true });
    expect(db.prepare("SELECT kind, cents, micros, pool FROM ledger WHERE key = 'spin:1:share'").get()).toEqual({ kind: 'jackpot-contribution', cents: 0, micros: 500, pool: TEST_POOL });
    db.close();
    store = CabinetStore.open(dir);
  });

  it('locks on a pool value edited outside the firmware, and refuses to commit over it', () => {
    store.ensurePools([{ id: TEST_POOL, seedMicros: SEED }]);
    store.commit(coinInBatch('coin:1', 100));
    store.close();
    const db = new Database(join(dir, STORE_FILE_NAME));
    db.prepare('UPDATE pools SET micros = micros + 1000000').run();
    db.close();
    store = CabinetStore.open(dir);
    const check = store.check();
    expect(check.state).toBe('locked');
    expect(check.problems).toContain(`jackpot pool ${TEST_POOL}: value does not match its seal`);
    expect(() => store.commit(contributionBatch('spin:1', 10, 500))).toThrow(/jackpot pool test-game:progressive: value does not match its seal/);
  });

  it('is emptied by a RAM clear, and set up again at its seed afterwards', () => {
    store.ensurePools([{ id: TEST_POOL, seedMicros: SEED }]);
    store.commit(coinInBatch('coin:1', 100));
    store.commit(contributionBatch('spin:1', 10, 500));
    store.ramClear('technician');
    expect(store.pools()).toEqual({});
    expect(store.checkAccounting()).toEqual({ ok: true });
    store.ensurePools([{ id: TEST_POOL, seedMicros: SEED }]);
    expect(store.pools()).toEqual({ [TEST_POOL]: SEED });
    expect(store.meters()['jackpot-seed-micros']).toBe(SEED);
    expect(store.check().state).toBe('good');
  });
});

function step(seq: number) {
  return {
    gameId: 'test-game',
    roundId: seq,
    seq,
    label: 'spin',
    detail: {},
    draws: [],
    moves: [],
    creditsBeforeCents: 0,
    creditsAfterCents: 0,
    bonusesBefore: 0,
    bonusesAfter: 0,
  };
}
