import type { MoneyMove, RoundStep } from '../../engine/core/round-step';
import { CabinetStore } from '../store/cabinet-store';
import { coinInBatch, makeTempDir } from '../store/test-support';
import { settleStep, type Settlement } from './step-settlement';

const GAME = 'mona-lisa-jewels';
const POOL = 'mona-lisa-jewels:progressive';
const SEED = 50_000_000 * 10_000;

function spin(seq: number, moves: MoneyMove[], extra: Partial<RoundStep> = {}): RoundStep {
  return { seq, roundId: seq, label: 'spin', moves, draws: [], roundOver: true, detail: {}, ...extra };
}

function meter(s: Settlement, scope: string, name: string): number {
  return s.meters.filter((m) => m.scope === scope && m.name === name).reduce((sum, m) => sum + m.delta, 0);
}

describe('settling a game step', () => {
  it('counts a stake and a win on the cabinet, the game and the game at its bet', () => {
    const s = settleStep('test-slot', 20, spin(7, [{ kind: 'stake', cents: 20 }, { kind: 'win', cents: 50 }]));
    expect(s.creditsDelta).toBe(30);
    expect(s.ledger).toEqual([
      { key: 'test-slot:7:0', kind: 'stake', cents: 20, bonuses: 0 },
      { key: 'test-slot:7:1', kind: 'win', cents: 50, bonuses: 0 },
    ]);
    for (const scope of ['cabinet', 'game:test-slot', 'game:test-slot:bet:20']) {
      expect(meter(s, scope, 'coin-in')).toBe(20);
      expect(meter(s, scope, 'coin-out')).toBe(50);
      expect(meter(s, scope, 'games-won')).toBe(1);
    }
    expect(s.pools).toEqual([]);
  });

  it('adds a jackpot share to the pool and its meters without touching the player’s credits', () => {
    const s = settleStep(GAME, 'c1-l25-x10', spin(3, [{ kind: 'stake', cents: 250 }, { kind: 'jackpot-contribution', pool: POOL, micros: 12_500 }]));
    expect(s.creditsDelta).toBe(-250);
    expect(s.pools).toEqual([{ pool: POOL, deltaMicros: 12_500 }]);
    expect(s.ledger[1]).toEqual({ key: `${GAME}:3:1`, kind: 'jackpot-contribution', cents: 0, bonuses: 0, micros: 12_500, pool: POOL });
    for (const scope of ['cabinet', `game:${GAME}`, `game:${GAME}:bet:c1-l25-x10`, `jackpot:${POOL}`]) {
      expect(meter(s, scope, 'jackpot-contributions-micros')).toBe(12_500);
    }
    // A share is not a wager: Coin In has the stake only, and the pool scope has no Coin In at all.
    expect(meter(s, 'cabinet', 'coin-in')).toBe(250);
    expect(meter(s, `jackpot:${POOL}`, 'coin-in')).toBe(0);
    expect(meter(s, 'cabinet', 'games-lost')).toBe(1);
  });

  it('pays a jackpot to credit, takes it from the pool, tops the pool up and counts a won round', () => {
    const s = settleStep(
      GAME,
      'c1000-l25-x10',
      spin(9, [
        { kind: 'stake', cents: 250_000 },
        { kind: 'jackpot-contribution', pool: POOL, micros: 12_500_000 },
        { kind: 'jackpot-win', pool: POOL, cents: 50_001_250, micros: 500_012_500_000, reseedMicros: 500_000_000_000 },
      ]),
    );
    expect(s.creditsDelta).toBe(-250_000 + 50_001_250);
    expect(s.pools).toEqual([
      { pool: POOL, deltaMicros: 12_500_000 },
      { pool: POOL, deltaMicros: -500_012_500_000 },
      { pool: POOL, deltaMicros: 500_000_000_000 },
    ]);
    for (const scope of ['cabinet', `game:${GAME}`, `game:${GAME}:bet:c1000-l25-x10`, `jackpot:${POOL}`]) {
      expect(meter(s, scope, 'jackpot-won')).toBe(50_001_250);
      expect(meter(s, scope, 'jackpot-hits')).toBe(1);
      expect(meter(s, scope, 'jackpot-reseed-micros')).toBe(500_000_000_000);
    }
    // The paytable's Coin Out stays apart from the progressive.
    expect(meter(s, 'cabinet', 'coin-out')).toBe(0);
    expect(meter(s, 'cabinet', 'games-won')).toBe(1);
    expect(meter(s, 'cabinet', 'games-lost')).toBe(0);
  });

  it('refuses a jackpot whose pool share is not exactly its cents', () => {
    const bad = spin(1, [{ kind: 'jackpot-win', pool: POOL, cents: 100, micros: 999_999, reseedMicros: 0 }]);
    expect(() => settleStep(GAME, 'x', bad)).toThrow(/a jackpot of 100 cents must take 1000000 micros from mona-lisa-jewels:progressive, not 999999/);
  });

  describe('committed as the cabinet commits it', () => {
    let store: CabinetStore;
    let cleanup: () => void;
    beforeEach(() => {
      const temp = makeTempDir();
      cleanup = temp.cleanup;
      store = CabinetStore.open(temp.dir);
      store.ensurePools([{ id: POOL, seedMicros: SEED }]);
      store.commit(coinInBatch('coin:1', 1000));
    });
    afterEach(() => {
      store.close();
      cleanup();
    });

    function commit(s: Settlement): void {
      store.commit({ ledger: s.ledger, meters: s.meters, pools: s.pools, wallet: { creditsDelta: s.creditsDelta, bonusesDelta: s.bonusesDelta } });
    }

    it('keeps the books and the pool balanced through shares and a jackpot', () => {
      commit(settleStep(GAME, 'a', spin(1, [{ kind: 'stake', cents: 1 }, { kind: 'jackpot-contribution', pool: POOL, micros: 50 }])));
      commit(settleStep(GAME, 'a', spin(2, [{ kind: 'stake', cents: 1 }, { kind: 'jackpot-contribution', pool: POOL, micros: 50 }])));
      expect(store.pools()[POOL]).toBe(SEED + 100);
      // The 1-cent coin wins a thousandth of the pool kept at 10 €: 50,000.00 €; the rest stays, no reseed needed.
      commit(settleStep(GAME, 'a', spin(3, [{ kind: 'jackpot-win', pool: POOL, cents: 5_000_000, micros: 50_000_000_000, reseedMicros: 0 }])));
      expect(store.pools()[POOL]).toBe(SEED + 100 - 50_000_000_000);
      expect(store.wallet().creditsCents).toBe(1000 - 2 + 5_000_000);
      expect(store.checkAccounting()).toEqual({ ok: true });
      expect(store.meters(`game:${GAME}`)).toMatchObject({ 'games-played': 2, 'games-won': 1, 'games-lost': 2, 'jackpot-hits': 1, 'jackpot-won': 5_000_000 });
    });
  });
});
