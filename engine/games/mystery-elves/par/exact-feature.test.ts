import { add, mul, q, sub, sum, ONE, ZERO, type Q } from '../../../core/rational';
import { ELVES_BONUS_TABLES, ELVES_LEVELS, ELVES_PLACES, type ElvesBonus, type ElvesBonusTables, type ElvesLevel } from '../bonus';
import { featureTotal } from '../hold-and-win';
import { ELVES_MATHS } from '../maths';
import { compositionPay, countChain, dot, featureExact, kindComposition, landings, tableMoments } from './exact-feature';

const pow = (x: Q, k: number): Q => Array.from({ length: k }, () => x).reduce(mul, ONE);

describe('the count chain', () => {
  it('a tiny case by hand: 2 places, 1 respin, a landing chance of 1/2', () => {
    // From (0, 1): none lands (1/4) → over at 0; one lands (1/2) → (1, 1), whose respin lands the last
    // place half the time; both land (1/4) → full. Final 0: 1/4, 1: 1/4, 2: 1/2; respins 1 + 1/2.
    const c = countChain(q(1, 2), 2, 1);
    expect(c.absorb[0]).toEqual([q(1, 4), q(1, 4), q(1, 2)]);
    expect(c.respins[0]).toEqual(q(3, 2));
    expect(c.absorb[2]).toEqual([ZERO, ZERO, ONE]);
    expect(c.respins[2]).toEqual(ZERO);
  });

  it('the game: from 14 the last place lands within 3 respins or never; from 13 the recursion by hand', () => {
    const p = q(1, 18);
    const miss = sub(ONE, p);
    const c = countChain(p);
    expect(c.absorb[14]?.[15]).toEqual(sub(ONE, pow(miss, 3)));
    expect(c.absorb[14]?.[14]).toEqual(pow(miss, 3));
    expect(c.respins[14]).toEqual(add(add(ONE, miss), mul(miss, miss)));
    // From (13, r): both land → full; one lands → (14, 3); none → (13, r − 1).
    const full14 = sub(ONE, pow(miss, 3));
    let full13 = ZERO;
    for (let r = 1; r <= 3; r += 1) full13 = add(add(mul(p, p), mul(mul(q(2), mul(p, miss)), full14)), mul(mul(miss, miss), full13));
    expect(c.absorb[13]?.[15]).toEqual(full13);
    for (const row of c.absorb) expect(sum(row as Q[])).toEqual(ONE);
    expect(landings(3, p).reduce(add, ZERO)).toEqual(ONE);
  });
});

/** A small table with every kind, so a joint chain can be compared exactly. */
const SMALL: ElvesBonusTables = {
  valueTimes: [1, 4],
  valueWeights: [3, 1],
  mysteryWeight: 1,
  multiplierWeight: 1,
  levelTimes: [20, 50, 200, 1000],
  levelWeights: [5, 3, 1, 1],
  factors: [2, 3, 4, 5],
  factorWeights: [4, 3, 2, 1],
};

/**
 * The unfactorised chain over (n, m, h, r): from each state the respin's landings and their kinds
 * (drawn one by one from h), to the next state; at the end the closed-form pay of the composition.
 * Returns E[pay] and E[pay²] from (n0, m0, h0, respins).
 */
function jointChain(t: ElvesBonusTables, p: Q, places: number, respins: number): (n: number, m: number, h: number) => { mean: Q; square: Q } {
  const x = tableMoments(t);
  const memo = new Map<string, { mean: Q; square: Q }>();
  const value = t.valueWeights.reduce((a, b) => a + b, 0);
  const full = value + t.mysteryWeight + t.multiplierWeight;
  const reduced = value + t.mysteryWeight;
  // Kinds of j draws from h: P(Δm, h').
  const kindsFrom = (j: number, h: number): Map<string, Q> => {
    let cur = new Map<string, Q>([[`0,${h}`, ONE]]);
    for (let i = 0; i < j; i += 1) {
      const next = new Map<string, Q>();
      const put = (k: string, v: Q): void => void next.set(k, add(next.get(k) ?? ZERO, v));
      for (const [key, pk] of cur) {
        const [dm, hh] = key.split(',').map(Number) as [number, number];
        if (hh === 0) {
          put(`${dm},0`, mul(pk, q(value, full)));
          put(`${dm + 1},0`, mul(pk, q(t.mysteryWeight, full)));
          put(`${dm},1`, mul(pk, q(t.multiplierWeight, full)));
        } else {
          put(`${dm},1`, mul(pk, q(value, reduced)));
          put(`${dm + 1},1`, mul(pk, q(t.mysteryWeight, reduced)));
        }
      }
      cur = next;
    }
    return cur;
  };
  const v = (n: number, m: number, h: number, r: number): { mean: Q; square: Q } => {
    const key = `${n},${m},${h},${r}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let out: { mean: Q; square: Q };
    if (r === 0 || n === places) {
      const c = compositionPay(x, n, m, h, places);
      out = { mean: c.mean, square: c.square };
    } else {
      const land = landings(places - n, p);
      let mean = ZERO;
      let square = ZERO;
      land.forEach((pj, j) => {
        if (j === 0) {
          const s = v(n, m, h, r - 1);
          mean = add(mean, mul(pj, s.mean));
          square = add(square, mul(pj, s.square));
          return;
        }
        for (const [k, pk] of kindsFrom(j, h)) {
          const [dm, hh] = k.split(',').map(Number) as [number, number];
          const s = v(n + j, m + dm, hh, respins);
          mean = add(mean, mul(mul(pj, pk), s.mean));
          square = add(square, mul(mul(pj, pk), s.square));
        }
      });
      out = { mean, square };
    }
    memo.set(key, out);
    return out;
  };
  return (n, m, h) => v(n, m, h, respins);
}

describe('the factorised Hold and Win equals the chain over (bonuses, mysteries, Multiplying, respins left)', () => {
  it('exactly, on a small grid of 6 places with 2 respins and a table with every kind', () => {
    const places = 6;
    const p = q(1, 3);
    const x = tableMoments(SMALL);
    const chain = countChain(p, places, 2);
    const kinds = kindComposition(SMALL, places);
    const joint = jointChain(SMALL, p, places, 2);
    for (let n0 = 1; n0 <= places; n0 += 1) {
      const start = kinds[n0] as Q[];
      let jointMean = ZERO;
      let jointSquare = ZERO;
      start.forEach((pk, i) => {
        if (pk.n === 0n) return;
        const s = joint(n0, i >> 1, i & 1);
        jointMean = add(jointMean, mul(pk, s.mean));
        jointSquare = add(jointSquare, mul(pk, s.square));
      });
      let mean = ZERO;
      let square = ZERO;
      (chain.absorb[n0] as Q[]).forEach((pf, nf) => {
        (kinds[nf] as Q[]).forEach((pk, i) => {
          if (pf.n === 0n || pk.n === 0n) return;
          const c = compositionPay(x, nf, i >> 1, i & 1, places);
          mean = add(mean, mul(mul(pf, pk), c.mean));
          square = add(square, mul(mul(pf, pk), c.square));
        });
      });
      expect(mean).toEqual(jointMean);
      expect(square).toEqual(jointSquare);
    }
  });

  it('to 1e-12 on the game itself from 6 and 9 bonuses (doubles for the joint chain)', () => {
    const f = featureExact(ELVES_MATHS);
    // The joint chain in doubles over the real grid: small enough (16 × 16 × 2 × 4 states).
    const t = ELVES_MATHS.bonus;
    const x = tableMoments(t);
    const p = 1 / 18;
    const value = t.valueWeights.reduce((a, b) => a + b, 0);
    const total = value + t.mysteryWeight + t.multiplierWeight;
    const reduced = value + t.mysteryWeight;
    const pays = new Map<string, number>();
    const pay = (n: number, m: number, h: number): number => {
      const key = `${n},${m},${h}`;
      if (!pays.has(key)) pays.set(key, Number(compositionPay(x, n, m, h).mean.n * 10n ** 12n / compositionPay(x, n, m, h).mean.d) / 1e12);
      return pays.get(key) as number;
    };
    const memo = new Map<string, number>();
    const binom = (k: number, j: number): number => (j === 0 ? 1 : (binom(k, j - 1) * (k - j + 1)) / j);
    const v = (n: number, m: number, h: number, r: number): number => {
      if (r === 0 || n === 15) return pay(n, m, h);
      const key = `${n},${m},${h},${r}`;
      const known = memo.get(key);
      if (known !== undefined) return known;
      const k = 15 - n;
      let e = (1 - p) ** k * v(n, m, h, r - 1);
      for (let j = 1; j <= k; j += 1) {
        // Kinds of j draws from h.
        let cur = new Map<string, number>([[`0,${h}`, 1]]);
        for (let i = 0; i < j; i += 1) {
          const next = new Map<string, number>();
          const put = (kk: string, pr: number): void => void next.set(kk, (next.get(kk) ?? 0) + pr);
          for (const [kk, pr] of cur) {
            const [dm, hh] = kk.split(',').map(Number) as [number, number];
            if (hh === 0) {
              put(`${dm},0`, (pr * value) / total);
              put(`${dm + 1},0`, (pr * t.mysteryWeight) / total);
              put(`${dm},1`, (pr * t.multiplierWeight) / total);
            } else {
              put(`${dm},1`, (pr * value) / reduced);
              put(`${dm + 1},1`, (pr * t.mysteryWeight) / reduced);
            }
          }
          cur = next;
        }
        const pj = binom(k, j) * p ** j * (1 - p) ** (k - j);
        for (const [kk, pr] of cur) {
          const [dm, hh] = kk.split(',').map(Number) as [number, number];
          e += pj * pr * v(n + j, m + dm, hh, 3);
        }
      }
      memo.set(key, e);
      return e;
    };
    for (const n0 of [6, 9]) {
      const kinds = kindComposition(t)[n0] as Q[];
      const joint = kinds.reduce((a, pk, i) => (pk.n === 0n ? a : a + (Number((pk.n * 10n ** 15n) / pk.d) / 1e15) * v(n0, i >> 1, i & 1, 3)), 0);
      const exact = f.byStart[n0]?.mean as Q;
      const e = Number((exact.n * 10n ** 12n) / exact.d) / 1e12;
      expect(Math.abs(joint - e) / e).toBeLessThan(1e-12);
    }
  });
});

/** Every outcome of the end of a feature on a grid of 3 bonuses, paid by featureTotal itself. */
function enumerateEnd(t: ElvesBonusTables, grid: readonly (ElvesBonus | null)[]): { mean: Q; square: Q } {
  const places = grid.map((b, i) => ({ b, i })).filter(({ b }) => b !== null);
  const wv = BigInt(t.valueWeights.reduce((a, b) => a + b, 0));
  const wl = BigInt(t.levelWeights.reduce((a, b) => a + b, 0));
  const wf = BigInt(t.factorWeights.reduce((a, b) => a + b, 0));
  let num = 0n;
  let numSq = 0n;
  let den = 0n;
  // Each value place and fresh value: a value index; each Mystery: a level; the factor.
  const valuePlaces = places.filter(({ b }) => b?.kind === 'value').map(({ i }) => i);
  const mysteries = places.filter(({ b }) => b?.kind === 'mystery').map(({ i }) => i);
  const freshPlaces = places.filter(({ b }) => b?.kind !== 'value').map(({ i }) => i);
  const multiplier = places.some(({ b }) => b?.kind === 'multiplier');
  const choices = (n: number, size: number): number[][] => (n === 0 ? [[]] : choices(n - 1, size).flatMap((c) => Array.from({ length: size }, (_, k) => [...c, k])));
  for (const vals of choices(valuePlaces.length, t.valueTimes.length)) {
    for (const lv of choices(mysteries.length, ELVES_LEVELS.length)) {
      const grand = lv.includes(3);
      for (const fi of multiplier ? (grand ? [-1] : t.factors.map((_, k) => k)) : [-2]) {
        for (const fr of choices(freshPlaces.length, t.valueTimes.length)) {
          let w = 1n;
          const g: (ElvesBonus | null)[] = new Array<ElvesBonus | null>(ELVES_PLACES).fill(null);
          grid.forEach((b, i) => (g[i] = b));
          valuePlaces.forEach((place, k) => {
            g[place] = { kind: 'value', times: t.valueTimes[vals[k] as number] as number };
            w *= BigInt(t.valueWeights[vals[k] as number] as number);
          });
          const levels = new Array<ElvesLevel | null>(ELVES_PLACES).fill(null);
          mysteries.forEach((place, k) => {
            levels[place] = ELVES_LEVELS[lv[k] as number] as ElvesLevel;
            w *= BigInt(t.levelWeights[lv[k] as number] as number);
          });
          if (fi >= 0) w *= BigInt(t.factorWeights[fi] as number);
          const fresh = new Array<number | null>(ELVES_PLACES).fill(null);
          freshPlaces.forEach((place, k) => {
            fresh[place] = t.valueTimes[fr[k] as number] as number;
            w *= BigInt(t.valueWeights[fr[k] as number] as number);
          });
          if (w === 0n) continue;
          // A GRAND's factor is not drawn: its outcome stands for all wf factor draws.
          const weight = fi === -1 ? w * wf : w;
          const factor = fi === -2 ? null : fi === -1 ? 2 : (t.factors[fi] as number);
          const pay = BigInt(featureTotal(g, levels, factor, fresh).totalTimes);
          num += weight * pay;
          numSq += weight * pay * pay;
          den += weight;
        }
      }
    }
  }
  const expectedDen = wv ** BigInt(valuePlaces.length + freshPlaces.length) * wl ** BigInt(mysteries.length) * (multiplier ? wf : 1n);
  expect(den).toBe(expectedDen);
  return { mean: q(num, den), square: q(numSq, den) };
}

describe('the closed form of the pay given the final grid equals every outcome paid by featureTotal', () => {
  const x = tableMoments(ELVES_BONUS_TABLES);
  const v = (times: number): ElvesBonus => ({ kind: 'value', times });
  it.each([
    ['a value, a Mystery and the Multiplying bonus', [v(1), { kind: 'mystery' }, { kind: 'multiplier' }], 1, 1],
    ['two Mysteries and the Multiplying bonus (GRAND ↔ ×2 with two levels)', [{ kind: 'mystery' }, { kind: 'mystery' }, { kind: 'multiplier' }], 2, 1],
    ['a value and two Mysteries, no factor', [v(1), { kind: 'mystery' }, { kind: 'mystery' }], 2, 0],
  ] as [string, ElvesBonus[], number, number][])('%s', (_, bonuses, m, h) => {
    const grid = new Array<ElvesBonus | null>(ELVES_PLACES).fill(null);
    bonuses.forEach((b, i) => (grid[i * 5] = b));
    const e = enumerateEnd(ELVES_BONUS_TABLES, grid);
    const c = compositionPay(x, 3, m, h);
    expect(c.mean).toEqual(e.mean);
    expect(c.square).toEqual(e.square);
    expect(dot([ONE, ONE, ONE, ONE, ONE], [c.values, c.levels, c.multiplier, c.fresh, c.full])).toEqual(c.mean);
  });

  it('a full grid doubles the mean and quadruples the square', () => {
    const full = compositionPay(x, 15, 3, 1);
    const same = compositionPay(x, 15, 3, 1, 16);
    expect(full.mean).toEqual(mul(q(2), same.mean));
    expect(full.square).toEqual(mul(q(4), same.square));
    expect(full.full).toEqual(same.mean);
  });
});

describe('the kinds', () => {
  it('never two Multiplying: the composition law puts no mass on it and sums to 1', () => {
    const kinds = kindComposition(ELVES_BONUS_TABLES);
    for (const k of kinds) expect(sum(k)).toEqual(ONE);
    // One kind draw: P(Multiplying) = its weight / the full table.
    const t = ELVES_BONUS_TABLES;
    const total = t.valueWeights.reduce((a, b) => a + b, 0) + t.mysteryWeight + t.multiplierWeight;
    expect(kinds[1]?.[1]).toEqual(q(t.multiplierWeight, total));
    // Two draws, no Mystery, one Multiplying: Multiplying then a value (from the table without it), or a value then Multiplying.
    const value = t.valueWeights.reduce((a, b) => a + b, 0);
    const pu = q(t.multiplierWeight, total);
    expect(kinds[2]?.[1]).toEqual(add(mul(pu, q(value, value + t.mysteryWeight)), mul(q(value, total), pu)));
    // …and never two: index m × 2 + h tops out at h = 1.
    expect(kinds.every((k) => k.length === 2 * (ELVES_PLACES + 1))).toBe(true);
  });
});
