import type { MoneyMove } from '../../engine/core/round-step';
import { cycleProgress } from '../../main/cabinet/cycle-rule';
import { settleStep } from '../../main/cabinet/step-settlement';
import { CabinetStore, METER_NAMES } from '../../main/store/cabinet-store';
import { coinInBatch, makeTempDir } from '../../main/store/test-support';
import { auditView, meterUnit } from '../../main/service/audit-view';
import { PeriodMeters } from '../../main/service/period-meters';
import { openTestCabinet, playRounds, type TestCabinet } from './service-views-test-cabinet';

describe('the audit screen after a session on the cabinet', () => {
  let test: TestCabinet;

  beforeEach(async () => {
    test = await openTestCabinet();
  });
  afterEach(async () => {
    await test.close();
  });

  it('shows every cabinet meter as the store counts it, lifetime and period, in money or counts', async () => {
    await playRounds(test, 4);
    const { store } = test;
    // The attendant pays 1 € of credit by hand: out of the credits, into the handpay meters.
    store.commit({
      ledger: [{ key: 'handpay:test', kind: 'handpay', cents: 100, bonuses: 0 }],
      meters: [
        { scope: 'cabinet', name: 'handpaid-value', delta: 100 },
        { scope: 'cabinet', name: 'handpaid-count', delta: 1 },
      ],
      wallet: { creditsDelta: -100 },
    });
    store.commit({ meters: [{ scope: 'door:mainDoor', name: 'door-opens', delta: 2 }, { scope: 'door:cashDoor', name: 'door-opens', delta: 1 }] });

    const view = auditView(store, { cycle: null, profileName: 'Test', canResetPeriod: true });
    const meters = store.meters('cabinet');
    expect(view.cabinet.map((row) => row.name)).toEqual([...METER_NAMES]);
    for (const row of view.cabinet) {
      expect(row.lifetime).toBe(meters[row.name as keyof typeof meters]);
      // Nothing was ever reset: the period is the whole life.
      expect(row.period).toBe(row.lifetime);
    }
    const byName = Object.fromEntries(view.cabinet.map((row) => [row.name, row]));
    expect(byName['coin-in']).toMatchObject({ lifetime: 80, unit: 'cents' });
    expect(byName['games-played']).toMatchObject({ lifetime: 4, unit: 'count' });
    expect(byName['coins-in-value']).toMatchObject({ lifetime: 200, unit: 'cents' });
    expect(byName['coins-in-count']?.unit).toBe('count');
    expect(view.handpays).toEqual({ count: 1, cents: 100 });
    expect(view.doors).toEqual([
      { door: 'cashDoor', opens: 1 },
      { door: 'mainDoor', opens: 2 },
    ]);
    expect(view.powerUps).toBe(1);
    expect(view.identity).toEqual({ ok: true, detail: null });
    // Mona Lisa Jewels and 40 Mystic Gem are on the menu: their pools were set up at their seeds at power-up, untouched since.
    expect(view.jackpots).toEqual([
      {
        pool: 'mona-lisa-jewels:progressive',
        label: 'mona-lisa-jewels progressive',
        valueMicros: 500_000_000_000,
        seedMicros: 500_000_000_000,
        contributionsMicros: { lifetime: 0, period: 0 },
        hits: { lifetime: 0, period: 0 },
        wonCents: { lifetime: 0, period: 0 },
        reseedMicros: { lifetime: 0, period: 0 },
        seedFundingMicros: 500_000_000_000,
        lastHits: [],
      },
      // 40 Mystic Gem's four Jackpot Cards levels, each at its reset value (10 / 25 / 100 / 1,000 €).
      ...[
        ['clubs', 1_000],
        ['diamonds', 2_500],
        ['hearts', 10_000],
        ['spades', 100_000],
      ].map(([suit, seedCents]) => ({
        pool: `mystic-gem-40:${suit}`,
        label: `mystic-gem-40 ${suit}`,
        valueMicros: (seedCents as number) * 10_000,
        seedMicros: (seedCents as number) * 10_000,
        contributionsMicros: { lifetime: 0, period: 0 },
        hits: { lifetime: 0, period: 0 },
        wonCents: { lifetime: 0, period: 0 },
        reseedMicros: { lifetime: 0, period: 0 },
        seedFundingMicros: (seedCents as number) * 10_000,
        lastHits: [],
      })),
    ]);
    expect(view.cycle).toBeNull();
    expect(view.canResetPeriod).toBe(true);

    // The game and its bet, each as the settlement metered it; the game not played yet at zero.
    expect(view.scopes.map((s) => [s.scope, s.label])).toEqual([
      ['game:gnomos-mix', 'gnomos-mix'],
      ['game:gnomos-mix:bet:20', 'gnomos-mix bet 20'],
      ['game:mona-lisa-jewels', 'mona-lisa-jewels'],
      ['game:mystic-gem-40', 'mystic-gem-40'],
      ['game:gonzos-gold', 'gonzos-gold'],
      ['game:mystery-elves', 'mystery-elves'],
    ]);
    const played = view.scopes.filter((s) => s.scope.startsWith('game:gnomos-mix'));
    for (const scope of played) {
      const stored = store.meters(scope.scope);
      for (const row of scope.meters) expect(row.lifetime).toBe(stored[row.name as keyof typeof stored]);
      expect(scope.meters.find((row) => row.name === 'coin-in')?.lifetime).toBe(80);
    }

    // The cash return is the played session's coin out over its coin in (4 × 0.20 € staked).
    const expected = Math.floor((meters['coin-out'] * 10_000) / 80);
    expect(view.cashReturnBps).toEqual({ lifetime: expected, period: expected });
    for (const scope of played) expect(scope.cashReturnBps).toEqual({ lifetime: expected, period: expected });
    expect(view.bonuses.leftNow).toBe(store.wallet().bonuses);
  });

  it('reads the period from its last reset and says when it started', async () => {
    await playRounds(test, 2);
    new PeriodMeters(test.store, () => 1_700_000_000_000).reset('operator');
    await playRounds(test, 1);
    const view = auditView(test.store, { cycle: null, profileName: 'Test', canResetPeriod: false });
    expect(view.periodStartedAt).toBe(1_700_000_000_000);
    expect(view.cabinet.find((row) => row.name === 'games-played')).toMatchObject({ lifetime: 3, period: 1 });
    expect(view.scopes[1]?.meters.find((row) => row.name === 'coin-in')).toMatchObject({ lifetime: 60, period: 20 });
    expect(view.canResetPeriod).toBe(false);
  });
});

describe('the audit screen from meters alone', () => {
  let dir: { dir: string; cleanup: () => void };
  let store: CabinetStore;

  beforeEach(() => {
    dir = makeTempDir();
    store = CabinetStore.open(dir.dir);
  });
  afterEach(() => {
    store.close();
    dir.cleanup();
  });

  it('lists bets by amount, lower before upper, with any other meter that moved in the scope', () => {
    store.commit({
      meters: [
        { scope: 'game:gnomos-mix:bet:upper:1+5', name: 'games-played', delta: 1 },
        { scope: 'game:gnomos-mix:bet:100', name: 'games-played', delta: 1 },
        { scope: 'game:gnomos-mix:bet:20', name: 'games-played', delta: 1 },
        { scope: 'game:gnomos-mix', name: 'games-played', delta: 3 },
        { scope: 'game:gnomos-mix', name: 'power-ups', delta: 1 },
      ],
    });
    const view = auditView(store, { cycle: null, profileName: 'Test', canResetPeriod: false });
    expect(view.scopes.map((s) => s.label)).toEqual(['gnomos-mix', 'gnomos-mix bet 20', 'gnomos-mix bet 100', 'gnomos-mix bet upper:1+5', 'mona-lisa-jewels', 'mystic-gem-40', 'gonzos-gold', 'mystery-elves']);
    expect(view.scopes[0]?.meters.map((row) => row.name)).toContain('power-ups');
    expect(view.scopes[1]?.meters.map((row) => row.name)).not.toContain('power-ups');
  });

  it('shows bills by denomination and the jurisdiction cycle as the cabinet reports it', () => {
    store.commit({
      ledger: [{ key: 'bill-1', kind: 'bill-in', cents: 500, bonuses: 0 }],
      meters: [
        { scope: 'cabinet', name: 'bills-in-value', delta: 500 },
        { scope: 'cabinet', name: 'bills-in-count', delta: 1 },
        { scope: 'bill:500', name: 'bills-in-count', delta: 1 },
        { scope: 'bill:500', name: 'bills-in-value', delta: 500 },
      ],
      wallet: { creditsDelta: 500 },
    });
    const progress = cycleProgress({ cycleGames: 20_000, minReturnBps: 7000, block: null }, { games: 12, coinInCents: 240, coinOutCents: 180 }, null);
    const view = auditView(store, { cycle: progress, profileName: 'Spain (type B)', canResetPeriod: false });
    expect(view.bills).toEqual([{ cents: 500, count: 1, value: 500 }]);
    expect(view.cycle).toEqual({ profile: 'Spain (type B)', cycleGames: 20_000, gamesPlayed: 12, stakedCents: 240, returnedCents: 180, minReturnBps: 7000 });
  });

  /** One game step settled and committed as the cabinet does it (step-settlement.ts). */
  let seq = 0;
  const play = (bet: string | number, moves: MoneyMove[]): void => {
    seq += 1;
    const s = settleStep('gnomos-mix', bet, { seq, roundId: seq, label: 'spin', moves, draws: [], roundOver: true, detail: {} });
    store.commit({ ledger: s.ledger, meters: s.meters, wallet: { creditsDelta: s.creditsDelta, bonusesDelta: s.bonusesDelta } });
  };

  it('shows the cash return of the cabinet and of each game and bet: cash won over cash staked', () => {
    store.commit(coinInBatch('coin:1', 2_000));
    // Lower game at 0.20 €: 10 € staked, 8 € won and 12 bonuses.
    play(20, [{ kind: 'stake', cents: 1_000 }, { kind: 'win', cents: 800 }, { kind: 'bonus-win', bonuses: 12 }]);
    // Upper game: 10 € of cash and 5 bonuses staked, 7.60 € won.
    play('upper:1+5', [{ kind: 'stake', cents: 1_000 }, { kind: 'bonus-stake', bonuses: 5 }, { kind: 'win', cents: 760 }]);

    const view = auditView(store, { cycle: null, profileName: 'Test', canResetPeriod: false });
    // 20.00 € staked, 15.60 € won: 78.00 % (the bonuses are not cash: they are in neither).
    expect(view.cashReturnBps).toEqual({ lifetime: 7800, period: 7800 });
    const byScope = Object.fromEntries(view.scopes.map((s) => [s.scope, s.cashReturnBps]));
    expect(byScope).toEqual({
      'game:gnomos-mix': { lifetime: 7800, period: 7800 },
      'game:gnomos-mix:bet:20': { lifetime: 8000, period: 8000 },
      'game:gnomos-mix:bet:upper:1+5': { lifetime: 7600, period: 7600 },
      'game:mona-lisa-jewels': { lifetime: null, period: null },
      'game:mystic-gem-40': { lifetime: null, period: null },
      'game:gonzos-gold': { lifetime: null, period: null },
      'game:mystery-elves': { lifetime: null, period: null },
    });
    // Won 12, spent 5: the player's balance holds the other 7.
    expect(store.wallet().bonuses).toBe(7);
    expect(view.bonuses).toEqual({ won: { lifetime: 12, period: 12 }, spent: { lifetime: 5, period: 5 }, leftNow: 7 });
    // The cabinet's bonus meters are the games' summed (each bet scope is inside its game's).
    const games = view.scopes.filter((s) => !s.scope.includes(':bet:'));
    const sum = (name: string): number => games.reduce((total, s) => total + (s.meters.find((row) => row.name === name)?.lifetime ?? 0), 0);
    expect([sum('bonuses-won'), sum('bonuses-spent')]).toEqual([12, 5]);
  });

  it('rounds the cash return down, and has none where no cash was staked in the period', () => {
    store.commit(coinInBatch('coin:1', 1_000));
    play(20, [{ kind: 'stake', cents: 300 }, { kind: 'win', cents: 200 }, { kind: 'bonus-win', bonuses: 4 }]);
    new PeriodMeters(store, () => 1_700_000_000_000).reset('operator');
    // 2/3 = 66.666… % is 66.66 %; since the reset nothing was staked: no period return.
    let view = auditView(store, { cycle: null, profileName: 'Test', canResetPeriod: false });
    expect(view.cashReturnBps).toEqual({ lifetime: 6666, period: null });
    expect(view.scopes.map((s) => s.cashReturnBps)).toEqual([
      { lifetime: 6666, period: null },
      { lifetime: 6666, period: null },
      { lifetime: null, period: null },
      { lifetime: null, period: null },
      { lifetime: null, period: null },
      { lifetime: null, period: null },
    ]);
    expect(view.bonuses).toEqual({ won: { lifetime: 4, period: 0 }, spent: { lifetime: 0, period: 0 }, leftNow: 4 });

    // A losing game in the new period: 0.00 %, not "no return"; the bonuses spent leave the balance.
    play('upper:1+3', [{ kind: 'stake', cents: 100 }, { kind: 'bonus-stake', bonuses: 3 }]);
    view = auditView(store, { cycle: null, profileName: 'Test', canResetPeriod: false });
    expect(view.cashReturnBps).toEqual({ lifetime: 5000, period: 0 });
    expect(view.bonuses).toEqual({ won: { lifetime: 4, period: 0 }, spent: { lifetime: 3, period: 3 }, leftNow: 1 });
  });

  it('has no cash return at all on a cabinet where nothing was staked', () => {
    store.commit(coinInBatch('coin:1', 200));
    const view = auditView(store, { cycle: null, profileName: 'Test', canResetPeriod: false });
    expect(view.cashReturnBps).toEqual({ lifetime: null, period: null });
    // Every game is listed, at zero, with no return.
    expect(view.scopes.map((s) => [s.scope, s.cashReturnBps])).toEqual([
      ['game:gnomos-mix', { lifetime: null, period: null }],
      ['game:mona-lisa-jewels', { lifetime: null, period: null }],
      ['game:mystic-gem-40', { lifetime: null, period: null }],
      ['game:gonzos-gold', { lifetime: null, period: null }],
      ['game:mystery-elves', { lifetime: null, period: null }],
    ]);
    expect(view.scopes[0]?.meters.every((row) => row.lifetime === 0)).toBe(true);
    expect(view.jackpots).toEqual([]);
    expect(view.bonuses).toEqual({ won: { lifetime: 0, period: 0 }, spent: { lifetime: 0, period: 0 }, leftNow: 0 });
  });

  it('says which meters are money', () => {
    expect(['coin-in', 'coin-out', 'total-drop', 'risk-staked', 'risk-won', 'handpaid-value', 'test-payout-value'].map((n) => meterUnit(n as never))).toEqual(Array(7).fill('cents'));
    expect(['games-played', 'handpaid-count', 'door-opens', 'power-ups', 'bonuses-won', 'jackpot-hits'].map((n) => meterUnit(n as never))).toEqual(Array(6).fill('count'));
    expect(meterUnit('jackpot-won')).toBe('cents');
    expect(['jackpot-contributions-micros', 'jackpot-reseed-micros', 'jackpot-seed-micros'].map((n) => meterUnit(n as never))).toEqual(Array(3).fill('micros'));
  });

  describe('with a second game and its progressive', () => {
    const POOL = 'mona-lisa-jewels:progressive';
    /** 500,000 € kept at the 10 € coin, in micros. */
    const SEED = 500_000_000_000;
    const GAMES = [
      { id: 'mona-lisa-jewels', name: 'Mona Lisa Jewels' },
      { id: 'gnomos-mix', name: 'Gnomos Mix' },
    ];
    let spin = 1000;
    const slot = (bet: number, moves: MoneyMove[]): void => {
      spin += 1;
      const s = settleStep('mona-lisa-jewels', bet, { seq: spin, roundId: spin, label: 'spin', moves, draws: [], roundOver: true, detail: {} });
      store.commit({ ledger: s.ledger, meters: s.meters, pools: s.pools, wallet: { creditsDelta: s.creditsDelta, bonusesDelta: s.bonusesDelta } });
    };

    beforeEach(() => {
      store.ensurePools([{ id: POOL, seedMicros: SEED }]);
      store.commit(coinInBatch('coin:1', 10_000));
    });

    it('lists each game in menu order under its name, per bet, with its jackpot meters', () => {
      play(20, [{ kind: 'stake', cents: 20 }]);
      // 25 lines × 1 coin × 0.01 €: 0.25 €, 0.5 % of it into the pool.
      slot(25, [{ kind: 'stake', cents: 25 }, { kind: 'jackpot-contribution', pool: POOL, micros: 1_250 }]);
      slot(250, [{ kind: 'stake', cents: 250 }, { kind: 'jackpot-contribution', pool: POOL, micros: 12_500 }, { kind: 'win', cents: 100 }]);
      const view = auditView(store, { cycle: null, profileName: 'Test', canResetPeriod: false, games: GAMES });
      expect(view.scopes.map((s) => [s.scope, s.label])).toEqual([
        ['game:mona-lisa-jewels', 'Mona Lisa Jewels'],
        ['game:mona-lisa-jewels:bet:25', 'Mona Lisa Jewels bet 25'],
        ['game:mona-lisa-jewels:bet:250', 'Mona Lisa Jewels bet 250'],
        ['game:gnomos-mix', 'Gnomos Mix'],
        ['game:gnomos-mix:bet:20', 'Gnomos Mix bet 20'],
      ]);
      const mona = view.scopes[0]!;
      const reading = (name: string) => mona.meters.find((row) => row.name === name);
      expect(reading('coin-in')).toMatchObject({ lifetime: 275, unit: 'cents' });
      expect(reading('jackpot-contributions-micros')).toMatchObject({ lifetime: 13_750, unit: 'micros' });
      expect(reading('jackpot-hits')).toMatchObject({ lifetime: 0, unit: 'count' });
      // Gnomos Mix has no pool: its rows carry no jackpot meters.
      expect(view.scopes[3]!.meters.map((row) => row.name)).not.toContain('jackpot-hits');
    });

    it('shows the pool now with its shares, hits, amounts paid and reseeds, lifetime and period', () => {
      slot(250, [{ kind: 'stake', cents: 250 }, { kind: 'jackpot-contribution', pool: POOL, micros: 12_500 }]);
      new PeriodMeters(store, () => 1_700_000_000_000).reset('operator');
      // 25 €, then the Jackpots: the pool in whole cents; the sub-cent rest stays and the seed is topped back up.
      const pool = SEED + 12_500 + 125_000;
      const wonCents = Math.floor(pool / 10_000);
      const reseed = SEED - (pool - wonCents * 10_000);
      slot(2500, [
        { kind: 'stake', cents: 2500 },
        { kind: 'jackpot-contribution', pool: POOL, micros: 125_000 },
        { kind: 'jackpot-win', pool: POOL, cents: wonCents, micros: wonCents * 10_000, reseedMicros: reseed },
      ]);
      const view = auditView(store, { cycle: null, profileName: 'Test', canResetPeriod: false, games: GAMES });
      expect(view.identity).toEqual({ ok: true, detail: null });
      expect(view.jackpots).toEqual([
        {
          pool: POOL,
          label: 'Mona Lisa Jewels progressive',
          valueMicros: SEED,
          seedMicros: SEED,
          contributionsMicros: { lifetime: 137_500, period: 125_000 },
          hits: { lifetime: 1, period: 1 },
          wonCents: { lifetime: wonCents, period: wonCents },
          reseedMicros: { lifetime: reseed, period: reseed },
          seedFundingMicros: SEED,
          lastHits: [{ at: expect.any(Number), cents: wonCents }],
        },
      ]);
      // The last five hits, newest first, from the ledger: a sixth pushes the oldest out.
      for (let i = 1; i <= 5; i += 1) {
        slot(2500 + i, [{ kind: 'stake', cents: 10 }, { kind: 'jackpot-win', pool: POOL, cents: i, micros: i * 10_000, reseedMicros: i * 10_000 }]);
      }
      const later = auditView(store, { cycle: null, profileName: 'Test', canResetPeriod: false, games: GAMES });
      expect(later.jackpots[0]!.lastHits.map((h) => h.cents)).toEqual([5, 4, 3, 2, 1]);
      // The jackpot is cash the player won: it counts in the game's return (and the cabinet's).
      const mona = view.scopes.find((s) => s.scope === 'game:mona-lisa-jewels')!;
      expect(mona.cashReturnBps.lifetime).toBe(Number((BigInt(wonCents) * 10_000n) / 2750n));
      expect(view.cabinet.find((row) => row.name === 'jackpot-won')).toMatchObject({ lifetime: wonCents, unit: 'cents' });
    });
  });
});
