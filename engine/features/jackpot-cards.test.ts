import { chiSquareCritical99, chiSquareStatistic } from '../core/chi-square';
import { drawInt, type Rng } from '../core/rng';
import { Xoshiro128 } from '../core/xoshiro128';
import {
  compositionOddsExact,
  dealJackpotCards,
  jackpotCardsFinished,
  jackpotCardsTriggered,
  levelOddsExact,
  pickJackpotCard,
  revealRemaining,
  shownCounts,
  startJackpotCards,
  triggerChance,
  validateJackpotCardsTable,
  type JackpotCards,
  type JackpotCardsTable,
} from './jackpot-cards';

/** A four-level table of 12 cards (the shape of 40 Mystic Gem's, other weights). */
const TABLE: JackpotCardsTable = {
  match: 3,
  compositions: [
    { counts: [6, 3, 2, 1], weight: 30 },
    { counts: [5, 4, 2, 1], weight: 30 },
    { counts: [4, 4, 3, 1], weight: 20 },
    { counts: [4, 3, 3, 2], weight: 12 },
    { counts: [3, 3, 3, 3], weight: 8 },
  ],
};

/** A scripted Rng: returns the words given, in order. */
function words(...values: number[]): Rng & { used: number } {
  const r = {
    used: 0,
    nextUint32(): number {
      const v = values[r.used];
      if (v === undefined) throw new Error('scripted rng ran out');
      r.used += 1;
      return v;
    },
  };
  return r;
}

type Strategy = (state: JackpotCards, rng: Rng) => number;
const firstFree: Strategy = (s) => s.revealed.findIndex((v) => v === null);
const lastFree: Strategy = (s) => s.revealed.length - 1 - [...s.revealed].reverse().findIndex((v) => v === null);
const randomFree: Strategy = (s, rng) => {
  const free = s.revealed.flatMap((v, i) => (v === null ? [i] : []));
  return free[drawInt(rng, free.length)] ?? -1;
};

/** Picks with `strategy` until a level is won. */
function playOut(state: JackpotCards, strategy: Strategy, rng: Rng): JackpotCards {
  let s = state;
  while (!jackpotCardsFinished(s)) {
    const r = pickJackpotCard(s, strategy(s, rng));
    if (!r.ok) throw new Error(`strategy picked a refused position: ${r.refusal}`);
    s = r.state;
  }
  return s;
}

describe('the table', () => {
  it('a valid table: levels, cards and total weight', () => {
    expect(validateJackpotCardsTable(TABLE)).toEqual({ levels: 4, cards: 12, totalWeight: 100 });
  });

  it('a level that can never be won throws, naming it', () => {
    const noSpades: JackpotCardsTable = { match: 3, compositions: [{ counts: [6, 3, 2, 1], weight: 1 }, { counts: [4, 4, 2, 2], weight: 1 }] };
    expect(() => validateJackpotCardsTable(noSpades)).toThrow(/level 3, 4 can never be won/);
    expect(() => levelOddsExact(noSpades)).toThrow(RangeError);
  });

  it('refuses mixed sizes, bad counts and weights, a deal without a winner, an empty table', () => {
    const bad = (compositions: JackpotCardsTable['compositions'], match = 3) => () => validateJackpotCardsTable({ match, compositions });
    expect(bad([])).toThrow(/empty/);
    expect(bad([{ counts: [3, 3, 3, 3], weight: 1 }, { counts: [4, 4, 4], weight: 1 }])).toThrow(/levels/);
    expect(bad([{ counts: [3, 3, 3, 3], weight: 1 }, { counts: [4, 4, 4, 1], weight: 1 }])).toThrow(/cards/);
    expect(bad([{ counts: [3, 3, 3, 0.5], weight: 1 }])).toThrow(RangeError);
    expect(bad([{ counts: [3, 3, 3, 3], weight: 0 }])).toThrow(/weight/);
    expect(bad([{ counts: [3, 3, 3, 3], weight: 2 ** 31 }, { counts: [3, 3, 3, 3], weight: 2 ** 31 + 1 }])).toThrow(/2\^32/);
    expect(bad([{ counts: [3, 2, 2, 2], weight: 1 }], 4)).toThrow(/without any level/);
    expect(bad([{ counts: [3, 3, 3, 3], weight: 1 }], 0)).toThrow(/match/);
  });
});

describe('exact odds', () => {
  const sum = (fs: { num: bigint; den: bigint }[]): [bigint, bigint] =>
    fs.reduce<[bigint, bigint]>(([n, d], f) => [n * f.den + f.num * d, d * f.den], [0n, 1n]);

  it('3/3/3/3 is exactly 1 in 4 per level; 5/4/2/1 is 9/14 and 5/14 with hearts and spades impossible', () => {
    expect(compositionOddsExact([3, 3, 3, 3], 3)).toEqual(Array(4).fill({ num: 1n, den: 4n }));
    expect(compositionOddsExact([5, 4, 2, 1], 3)).toEqual([{ num: 9n, den: 14n }, { num: 5n, den: 14n }, { num: 0n, den: 1n }, { num: 0n, den: 1n }]);
  });

  it('matches a count over every distinct arrangement (3/3/2 cards, match 3: 560 orders)', () => {
    const counts = [3, 3, 2];
    const wins = [0, 0, 0];
    let orders = 0;
    const walk = (left: number[], shown: number[]): void => {
      if (left.every((n) => n === 0)) throw new Error('no winner');
      left.forEach((n, s) => {
        if (n === 0) return;
        const nextLeft = left.map((v, t) => (t === s ? v - 1 : v));
        const nextShown = shown.map((v, t) => (t === s ? v + 1 : v));
        if ((nextShown[s] ?? 0) === 3) {
          // The rest can lie in any of multinomial(rest) orders.
          const rest = nextLeft.reduce((a, b) => a + b, 0);
          const fact = (k: number): number => (k <= 1 ? 1 : k * fact(k - 1));
          const ways = fact(rest) / nextLeft.reduce((a, v) => a * fact(v), 1);
          wins[s] = (wins[s] ?? 0) + ways;
          orders += ways;
        } else walk(nextLeft, nextShown);
      });
    };
    walk(counts, [0, 0, 0]);
    expect(orders).toBe(560);
    const exact = compositionOddsExact(counts, 3);
    exact.forEach((f, s) => expect(f.num * 560n).toBe(BigInt(wins[s] ?? 0) * f.den));
  });

  it('every composition and the table add up to exactly 1; each level is the weighted mix', () => {
    for (const c of TABLE.compositions) {
      const [cn, cd] = sum(compositionOddsExact(c.counts, 3));
      expect(cn).toBe(cd);
    }
    const odds = levelOddsExact(TABLE);
    const [n, d] = sum(odds);
    expect(n).toBe(d);
    expect(odds[3]).toMatchObject({ num: 1n, den: 50n, probability: 0.02 }); // only 3/3/3/3 (8 %) gives spades, 1 in 4
    for (const o of odds) expect(o.probability).toBeCloseTo(Number(o.num) / Number(o.den), 15);
  });
});

describe('the deal', () => {
  it('deals the composition drawn, shuffled into 12 positions, all face down', () => {
    const s = dealJackpotCards(new Xoshiro128(7), TABLE);
    expect(s.layout).toHaveLength(12);
    expect(s.revealed).toEqual(Array(12).fill(null));
    expect(s.picks).toEqual([]);
    expect(s.winner).toBeNull();
    const counts = [0, 1, 2, 3].map((l) => s.layout.filter((v) => v === l).length);
    expect(counts).toEqual(TABLE.compositions[s.composition]?.counts);
  });

  it('draws the composition by cumulative weight, then shuffles with drawInt(i + 1)', () => {
    // Word 35 → ticket 35 of 100: past 6/3/2/1 (30), inside 5/4/2/1. Then 11 shuffle words of 0:
    // each i swaps with position 0, a rotation of the deck listed level by level.
    const rng = words(35, ...Array<number>(11).fill(0));
    const s = dealJackpotCards(rng, TABLE);
    expect(s.composition).toBe(1);
    expect(rng.used).toBe(12);
    expect(s.layout).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 3, 0]);
  });

  it('compositions come at their weights and every level is equally likely at every position (chi-square 99 %)', () => {
    const rng = new Xoshiro128('jackpot-cards-deal');
    const n = 20_000;
    const byComposition = Array<number>(TABLE.compositions.length).fill(0);
    const spadesAt = Array<number>(12).fill(0);
    let spades = 0;
    for (let i = 0; i < n; i += 1) {
      const s = dealJackpotCards(rng, TABLE);
      byComposition[s.composition] = (byComposition[s.composition] ?? 0) + 1;
      s.layout.forEach((l, p) => {
        if (l === 3) {
          spadesAt[p] = (spadesAt[p] ?? 0) + 1;
          spades += 1;
        }
      });
    }
    const expected = TABLE.compositions.map((c) => (n * c.weight) / 100);
    expect(chiSquareStatistic(byComposition, expected)).toBeLessThan(chiSquareCritical99(expected.length - 1));
    expect(chiSquareStatistic(spadesAt, Array<number>(12).fill(spades / 12))).toBeLessThan(chiSquareCritical99(11));
  });
});

describe('picking', () => {
  // Clubs at 0, 3, 5, 8, 11; diamonds at 1, 6, 9; hearts at 2, 10; spades at 4, 7.
  const layout = [0, 1, 2, 0, 3, 0, 1, 3, 0, 1, 2, 0];
  const fresh = (): JackpotCards => startJackpotCards(layout, 0, 4, 3);
  const pick = (s: JackpotCards, p: number): JackpotCards => {
    const r = pickJackpotCard(s, p);
    if (!r.ok) throw new Error(r.refusal);
    return r.state;
  };

  it('each pick shows its card; the first level to show three times wins, on that pick', () => {
    let s = fresh();
    for (const p of [1, 0, 6, 3]) s = pick(s, p);
    expect(s.revealed).toEqual([0, 1, null, 0, null, null, 1, null, null, null, null, null]);
    expect(shownCounts(s)).toEqual([2, 2, 0, 0]);
    expect(s.winner).toBeNull();
    const r = pickJackpotCard(s, 9);
    expect(r).toMatchObject({ ok: true, level: 1, won: true });
    if (!r.ok) return;
    expect(r.state.winner).toBe(1);
    expect(r.state.picks).toEqual([1, 0, 6, 3, 9]);
    expect(jackpotCardsFinished(r.state)).toBe(true);
  });

  it('refuses a position taken, out of range or not whole, and any pick once won; a refusal changes nothing', () => {
    let s = pick(fresh(), 4);
    const copy = JSON.parse(JSON.stringify(s)) as JackpotCards;
    expect(pickJackpotCard(s, 4)).toEqual({ ok: false, refusal: 'taken' });
    expect(pickJackpotCard(s, 12)).toEqual({ ok: false, refusal: 'out-of-range' });
    expect(pickJackpotCard(s, -1)).toEqual({ ok: false, refusal: 'out-of-range' });
    expect(pickJackpotCard(s, 1.5)).toEqual({ ok: false, refusal: 'out-of-range' });
    expect(s).toEqual(copy);
    for (const p of [0, 3, 5]) s = pick(s, p);
    expect(s.winner).toBe(0);
    expect(pickJackpotCard(s, 7)).toEqual({ ok: false, refusal: 'finished' });
  });

  it('after the win the remaining cards may be shown; picks and winner stay', () => {
    let s = fresh();
    expect(() => revealRemaining(s)).toThrow(RangeError);
    for (const p of [4, 7, 0, 3, 5]) s = pick(s, p);
    const shown = revealRemaining(s);
    expect(shown.revealed).toEqual(layout);
    expect(shown.picks).toEqual([4, 7, 0, 3, 5]);
    expect(shown.winner).toBe(0);
  });

  it('refuses a stored layout that does not fit', () => {
    expect(() => startJackpotCards([], 0, 4, 3)).toThrow(RangeError);
    expect(() => startJackpotCards([0, 4], 0, 4, 3)).toThrow(RangeError);
    expect(() => startJackpotCards([0, 1], -1, 4, 3)).toThrow(RangeError);
  });

  it('the winner is always the first level to reach three in pick order (2,000 random rounds)', () => {
    const rng = new Xoshiro128('jackpot-cards-first-to-three');
    for (let i = 0; i < 2000; i += 1) {
      const s = playOut(dealJackpotCards(rng, TABLE), randomFree, rng);
      const seen = [0, 0, 0, 0];
      let first: number | null = null;
      for (const p of s.picks) {
        const l = s.layout[p] ?? -1;
        seen[l] = (seen[l] ?? 0) + 1;
        if (seen[l] === 3) {
          first = l;
          break;
        }
      }
      expect(s.winner).toBe(first);
      expect(s.layout[s.picks[s.picks.length - 1] ?? -1]).toBe(s.winner);
      expect(Math.max(...shownCounts(s))).toBe(3);
    }
  });
});

describe('recovery', () => {
  it('a state resumed from JSON mid-round continues identically', () => {
    const rng = new Xoshiro128('jackpot-cards-resume');
    let s = dealJackpotCards(rng, TABLE);
    for (let i = 0; i < 3; i += 1) {
      const r = pickJackpotCard(s, randomFree(s, rng));
      if (r.ok) s = r.state;
    }
    const saved = JSON.stringify(s);
    const rngSaved = rng.state();
    const resumed = JSON.parse(saved) as JackpotCards;
    expect(resumed).toEqual(s);
    const a = playOut(s, randomFree, rng);
    const b = playOut(resumed, randomFree, Xoshiro128.fromState(rngSaved));
    expect(b).toEqual(a);
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
  });
});

describe('every picking strategy gives the same level odds, the exact ones', () => {
  const exact = levelOddsExact(TABLE);
  const n = 30_000;
  const strategies: [string, Strategy][] = [
    ['first free', firstFree],
    ['last free', lastFree],
    ['random free', randomFree],
  ];

  it.each(strategies)('%s: chi-square against levelOddsExact within the 99 %% bound (30,000 seeded deals)', (name, strategy) => {
    const dealRng = new Xoshiro128(`jackpot-cards-odds-${name}`);
    const pickRng = new Xoshiro128(`jackpot-cards-picks-${name}`);
    const wins = [0, 0, 0, 0];
    for (let i = 0; i < n; i += 1) {
      const s = playOut(dealJackpotCards(dealRng, TABLE), strategy, pickRng);
      wins[s.winner ?? -1] = (wins[s.winner ?? -1] ?? 0) + 1;
    }
    const expected = exact.map((o) => n * o.probability);
    expect(chiSquareStatistic(wins, expected)).toBeLessThan(chiSquareCritical99(3));
  });

  it('on the same deals the strategy changes single outcomes, never beyond what the composition allows', () => {
    const rng = new Xoshiro128('jackpot-cards-same-deals');
    let differ = 0;
    for (let i = 0; i < 500; i += 1) {
      const deal = dealJackpotCards(rng, TABLE);
      const a = playOut(deal, firstFree, rng);
      const b = playOut(deal, lastFree, rng);
      if (a.winner !== b.winner) differ += 1;
      const counts = TABLE.compositions[deal.composition]?.counts ?? [];
      expect(counts[a.winner ?? -1]).toBeGreaterThanOrEqual(3);
      expect(counts[b.winner ?? -1]).toBeGreaterThanOrEqual(3);
    }
    expect(differ).toBeGreaterThan(0); // the strategy changes the single outcome, never the odds
  });
});

describe('the trigger', () => {
  const perEuro = { num: 1n, den: 4000n };

  it('is stake in euros × the chance per euro, exact and reduced', () => {
    expect(triggerChance(40, perEuro)).toEqual({ num: 1n, den: 10_000n });
    expect(triggerChance(5000, perEuro)).toEqual({ num: 1n, den: 80n });
    expect(triggerChance(0, perEuro)).toEqual({ num: 0n, den: 1n });
    expect(triggerChance(400_000, perEuro)).toEqual({ num: 1n, den: 1n });
  });

  it('throws when the chance would exceed 1, and on a bad stake or chance', () => {
    expect(() => triggerChance(400_001, perEuro)).toThrow(/above 1/);
    expect(() => jackpotCardsTriggered(words(0), 400_001, perEuro)).toThrow(RangeError);
    expect(() => triggerChance(-1, perEuro)).toThrow(RangeError);
    expect(() => triggerChance(1.5, perEuro)).toThrow(RangeError);
    expect(() => triggerChance(40, { num: 1n, den: 0n })).toThrow(RangeError);
    expect(() => triggerChance(40, { num: -1n, den: 3n })).toThrow(RangeError);
    expect(() => jackpotCardsTriggered(words(0), 1, { num: 1n, den: 2n ** 40n })).toThrow(/2\^32/);
  });

  it('one drawInt on the reduced denominator: triggered exactly when the value is below the numerator', () => {
    // 40 c at 1/4000 per euro = 1/10,000: drawInt(10,000) must be 0.
    const yes = words(0);
    expect(jackpotCardsTriggered(yes, 40, perEuro)).toBe(true);
    expect(yes.used).toBe(1);
    expect(jackpotCardsTriggered(words(1), 40, perEuro)).toBe(false);
    expect(jackpotCardsTriggered(words(10_000), 40, perEuro)).toBe(true); // 10,000 % 10,000 = 0
    const zero = words(0);
    expect(jackpotCardsTriggered(zero, 0, perEuro)).toBe(false);
    expect(zero.used).toBe(1);
  });

  it('comes at its chance (50 € at 1/4000 per euro: 1 in 80; chi-square 99 %)', () => {
    const rng = new Xoshiro128('jackpot-cards-trigger');
    const n = 80_000;
    let hits = 0;
    for (let i = 0; i < n; i += 1) if (jackpotCardsTriggered(rng, 5000, perEuro)) hits += 1;
    expect(chiSquareStatistic([hits, n - hits], [n / 80, n - n / 80])).toBeLessThan(chiSquareCritical99(1));
  });
});
