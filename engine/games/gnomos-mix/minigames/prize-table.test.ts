import { DrawRecorder, type Rng } from '../../../core/rng';
import { Xoshiro128 } from '../../../core/xoshiro128';
import { MINIGAME_BET_RANGES, UPPER_BET_IDS, isUpperBetId } from './bets';
import { FIND_PRIZES_INCREMENTS, FIND_PRIZES_START } from './find-prizes-data';
import { initialCommonContext, nextStep, resultMoves } from './common';
import { assertPrizeTable, drawPrizeBetween, drawWeighted, shuffled, tablesFromUnits, type BetPrizeTables } from './prize-table';
import { STRAWBERRY_PRIZES } from './strawberry-data';
import { THREE_CHOICES_BONUS_WORTH, THREE_CHOICES_PRIZES } from './three-choices-data';
import { TREASURE_PRIZES } from './treasure-data';

/** Returns chosen words (drawInt(bound) returns the word itself when it is below bound and bound divides 2^32 or is small). */
class ScriptedRng implements Rng {
  constructor(private readonly words: number[]) {}
  nextUint32(): number {
    const w = this.words.shift();
    if (w === undefined) throw new Error('scripted rng ran out of words');
    return w;
  }
}

describe('minigame bets', () => {
  it('six local bet ids with the rule-document ranges (10 € + 50 above 100 €)', () => {
    expect(UPPER_BET_IDS).toEqual(['0.20+1', '1+5', '5+25', '10+50', '20+100', '20+200']);
    expect(UPPER_BET_IDS.map((b) => MINIGAME_BET_RANGES[b].maxCents)).toEqual([10_000, 100_000, 500_000, 1_000_000, 2_000_000, 2_000_000]);
    expect(UPPER_BET_IDS.map((b) => MINIGAME_BET_RANGES[b].minExclusiveCents)).toEqual([400, 1_000, 5_000, 10_000, 20_000, 20_000]);
    expect(isUpperBetId('1+5')).toBe(true);
    expect(isUpperBetId('b2+5')).toBe(false);
    expect(isUpperBetId(5)).toBe(false);
  });

  it('the floor is the line prize, or one cent above the range minimum', () => {
    expect(initialCommonContext({ bet: '10+50', linePrizeCents: 4_000, autoPlay: false, autoRisk: false }).floorCents).toBe(10_001);
    expect(initialCommonContext({ bet: '10+50', linePrizeCents: 40_000, autoPlay: true, autoRisk: false }).floorCents).toBe(40_000);
    expect(() => initialCommonContext({ bet: '10+50', linePrizeCents: 0, autoPlay: false, autoRisk: false, roundId: -1 })).toThrow(RangeError);
  });

  it('steps count up from the input seq; result moves leave zeros out', () => {
    expect(nextStep({ seq: 4, roundId: 2 }, 'x', { a: 1 })).toEqual({
      seq: 5,
      step: { seq: 5, roundId: 2, label: 'x', moves: [], draws: [], roundOver: false, detail: { a: 1 } },
    });
    expect(resultMoves(0, 0)).toEqual([]);
    expect(resultMoves(500, 0)).toEqual([{ kind: 'win', cents: 500 }]);
    expect(resultMoves(0, 3)).toEqual([{ kind: 'bonus-win', bonuses: 3 }]);
  });
});

describe('prize tables (data)', () => {
  const rangeTables: [string, BetPrizeTables][] = [
    ['strawberry', STRAWBERRY_PRIZES],
    ['treasure', TREASURE_PRIZES],
    ['three choices', THREE_CHOICES_PRIZES],
    ['find the prizes start', FIND_PRIZES_START],
  ];
  it.each(rangeTables)('%s: valid and inside every bet range', (_name, tables) => {
    for (const bet of UPPER_BET_IDS) {
      const range = MINIGAME_BET_RANGES[bet];
      assertPrizeTable(tables[bet], bet);
      for (const e of tables[bet]) {
        expect(e.cents).toBeGreaterThan(range.minExclusiveCents);
        expect(e.cents).toBeLessThanOrEqual(range.maxCents);
      }
    }
  });

  it('increment and bonus tables are valid for every bet', () => {
    for (const bet of UPPER_BET_IDS) {
      assertPrizeTable(FIND_PRIZES_INCREMENTS[bet], bet);
      assertPrizeTable(THREE_CHOICES_BONUS_WORTH[bet], bet);
    }
  });

  it('tablesFromUnits scales tenths of the unit and drops rows out of range', () => {
    const t = tablesFromUnits([[5, 1], [15, 2], [300, 3]], true);
    expect(t['0.20+1']).toEqual([{ cents: 600, weight: 2 }]);
    expect(t['1+5']).toEqual([{ cents: 1_500, weight: 2 }, { cents: 30_000, weight: 3 }]);
    expect(tablesFromUnits([[5, 1]], false)['0.20+1']).toEqual([{ cents: 200, weight: 1 }]);
    expect(() => assertPrizeTable([], 'x')).toThrow(RangeError);
    expect(() => assertPrizeTable([{ cents: 1.5, weight: 1 }], 'x')).toThrow(RangeError);
    expect(() => assertPrizeTable([{ cents: 100, weight: 0 }], 'x')).toThrow(RangeError);
  });
});

describe('draw helpers', () => {
  it('drawWeighted walks the weights and records the draw', () => {
    const entries = [{ v: 'a', weight: 1 }, { v: 'b', weight: 3 }];
    const rec = new DrawRecorder(new ScriptedRng([0, 1, 3]));
    expect([drawWeighted(rec, entries).v, drawWeighted(rec, entries).v, drawWeighted(rec, entries).v]).toEqual(['a', 'b', 'b']);
    expect(rec.take()).toEqual([{ bound: 4, value: 0 }, { bound: 4, value: 1 }, { bound: 4, value: 3 }]);
  });

  it('drawWeighted frequencies follow the weights', () => {
    const rec = new DrawRecorder(new Xoshiro128(5));
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 40_000; i += 1) counts[drawWeighted(rec, [{ k: 'a' as const, weight: 1 }, { k: 'b' as const, weight: 3 }]).k] += 1;
    expect(counts.a / 40_000).toBeCloseTo(0.25, 1);
  });

  it('drawPrizeBetween keeps to the interval and falls back to its low end without a draw', () => {
    const table = [{ cents: 100, weight: 1 }, { cents: 200, weight: 1 }, { cents: 300, weight: 1 }];
    const rec = new DrawRecorder(new ScriptedRng([0]));
    expect(drawPrizeBetween(rec, table, 150, 300)).toBe(200);
    expect(drawPrizeBetween(rec, table, 310, 400)).toBe(310);
    expect(rec.take()).toEqual([{ bound: 2, value: 0 }]);
    expect(() => drawPrizeBetween(rec, table, 5, 4)).toThrow(RangeError);
  });

  it('shuffled permutes a copy with one recorded draw per swap', () => {
    const rec = new DrawRecorder(new Xoshiro128(9));
    const items = [1, 2, 3, 4];
    const out = shuffled(rec, items);
    expect(items).toEqual([1, 2, 3, 4]);
    expect([...out].sort()).toEqual([1, 2, 3, 4]);
    expect(rec.take().map((d) => d.bound)).toEqual([4, 3, 2]);
  });
});
