import { confidenceTable, halfWidth, rtpIntervals, sdPerStake, volatilityIndex } from './dispersion';
import { Z_90, Z_95, Z_99 } from './normal-quantiles';
import { observedRtpIntervals, observedSdPerStake, rtpHalfWidth99 } from './round-figures';
import { RoundAccumulator } from './round-accumulator';

describe('standard deviation per unit stake', () => {
  const wins = [0, 0, 0, 40, 0, 100, 0, 0, 20, 0, 0, 2000];
  const stake = 20;
  const mean = wins.reduce((a, b) => a + b, 0) / wins.length;
  const ss = wins.reduce((a, w) => a + (w - mean) ** 2, 0);
  const moments = {
    count: BigInt(wins.length),
    sum: BigInt(wins.reduce((a, b) => a + b, 0)),
    sumOfSquares: BigInt(wins.reduce((a, w) => a + w * w, 0)),
    stakeUnits: BigInt(stake),
  };

  it('matches the textbook formulas (sample: n − 1, population: n)', () => {
    expect(sdPerStake(moments, 'sample')).toBeCloseTo(Math.sqrt(ss / (wins.length - 1)) / stake, 12);
    expect(sdPerStake(moments, 'population')).toBeCloseTo(Math.sqrt(ss / wins.length) / stake, 12);
  });

  it('is what the accumulator reports for the same rounds', () => {
    const acc = new RoundAccumulator(stake, 1, 0);
    for (const w of wins) {
      acc.win(0, w);
      acc.endRound();
    }
    const s = acc.toStats();
    expect(observedSdPerStake(s)).toBeCloseTo(sdPerStake(moments, 'sample'), 12);
    expect(rtpHalfWidth99(s)).toBeCloseTo((Z_99 * observedSdPerStake(s)) / Math.sqrt(wins.length), 12);
    const [ci90, ci95, ci99] = observedRtpIntervals(s);
    expect(ci90?.halfWidth).toBeLessThan(ci95?.halfWidth ?? 0);
    expect(ci95?.halfWidth).toBeLessThan(ci99?.halfWidth ?? 0);
  });

  it('is zero for a game that always pays the same', () => {
    expect(sdPerStake({ count: 10n, sum: 50n, sumOfSquares: 250n, stakeUnits: 5n }, 'sample')).toBe(0);
  });
});

describe('intervals and the confidence table', () => {
  it('uses the two-sided normal quantiles', () => {
    const [a, b, c] = rtpIntervals(0.95, 10, 10_000);
    expect(a).toMatchObject({ level: '90 %', halfWidth: (Z_90 * 10) / 100 });
    expect(b).toMatchObject({ level: '95 %', halfWidth: (Z_95 * 10) / 100 });
    expect(c?.low).toBeCloseTo(0.95 - (Z_99 * 10) / 100, 15);
    expect(c?.high).toBeCloseTo(0.95 + (Z_99 * 10) / 100, 15);
  });

  it('shrinks as 1/√n: each row (ten times the games) is √10 narrower', () => {
    const table = confidenceTable(0.9, 7.5);
    expect(table.map((r) => r.games)).toEqual([1e3, 1e4, 1e5, 1e6, 1e7, 1e8]);
    for (let i = 1; i < table.length; i += 1) {
      for (let level = 0; level < 3; level += 1) {
        const before = table[i - 1]?.intervals[level]?.halfWidth ?? 0;
        const after = table[i]?.intervals[level]?.halfWidth ?? 0;
        expect(before / after).toBeCloseTo(Math.sqrt(10), 10);
      }
    }
    expect(table[0]?.intervals[2]?.halfWidth).toBeCloseTo((Z_99 * 7.5) / Math.sqrt(1000), 12);
  });

  it('defines the volatility index as z(90 %) × SD', () => {
    expect(volatilityIndex(4)).toBeCloseTo(6.579414507805889, 12);
    expect(halfWidth(4, 1, Z_90)).toBe(volatilityIndex(4));
  });
});
