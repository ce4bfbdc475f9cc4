import { decimalText } from './format-ratio';
import { drawInt, type Rng } from '../../core/rng';
import { gnomosParModel } from '../../games/gnomos-mix/par-model';
import { simulate } from '../monte-carlo';
import type { ExactResult, ParModel, RoundRecorder } from '../par-model';
import { checkAgainstBruteForce } from './brute-force-check';
import { buildParSheet } from './build-sheet';
import { formatSheetJson } from './format-json';
import { formatSheetMarkdown } from './format-md';
import { decimalRatio, groupThousands, oneInText } from './format-ratio';
import { formatSheetText } from './format-text';

const gnomos = gnomosParModel({ betCents: 20 });
const gnomosExact = gnomos.exact?.() as ExactResult;

/** A game with no exact figures: pays 15 units one round in 8 (stake 10), a feature one in 40 paying 100. */
const simulatedOnly: ParModel = {
  id: 'sim-only',
  name: 'Simulated only',
  stakeUnits: 10,
  unitLabel: 'unit',
  components: [{ id: 'base', name: 'Base' }],
  features: [{ id: 'pick', name: 'Pick bonus' }],
  hitEvent: 'any win',
  assumptions: { policy: 'none' },
  playRound(rng: Rng, recorder: RoundRecorder): void {
    if (drawInt(rng, 8) === 0) recorder.win(0, 15);
    if (drawInt(rng, 40) === 0) {
      recorder.feature(0);
      recorder.win(0, 100);
    }
  },
};

describe('PAR sheet from exact figures (Gnomos plain spin at 0.20 €)', () => {
  const sheet = buildParSheet({ model: gnomos, exact: gnomosExact });

  it('prints the documented exact figures, from exact ratios', () => {
    expect(sheet.cycle).toBe('1073741824');
    expect(sheet.rtp.total).toMatchObject({ percent: '46.6888 %', source: 'exact', numerator: '10026342520', denominator: '21474836480', monteCarlo: null });
    expect(sheet.rtp.components.map((c) => [c.id, c.percent])).toEqual([
      ['lower-plain-spin', '26.7614 %'],
      ['lower-bonuses', '19.9274 %'],
    ]);
    expect(sheet.hitFrequency).toMatchObject({ percent: '16.6396 %', oneIn: '1 in 6.01', source: 'exact' });
    expect(sheet.noWin.percent).toBe('83.3604 %');
    expect(sheet.maxWin).toEqual({ units: '10,000', timesStake: '500.00×', odds: '1 in 1,073,741.82 (1000 of 1,073,741,824 outcomes)', source: 'exact' });
    expect(sheet.contributions?.find((c) => c.key === 'any-3-diamonds')?.rtpShare).toBe('22.0855 %');
  });

  it('takes SD, volatility and the confidence table from the exact Σwin²', () => {
    expect(sheet.standardDeviation.source).toBe('exact');
    const sd = Number(sheet.standardDeviation.perUnitStake);
    expect(sd).toBeGreaterThan(1);
    expect(Number(sheet.volatilityIndex.value)).toBeCloseTo(1.6448536 * sd, 3);
    expect(sheet.confidenceTable.rows.map((r) => r.games)).toEqual(['1,000', '10,000', '100,000', '1,000,000', '10,000,000', '100,000,000']);
    expect(sheet.confidenceTable.rows[5]?.intervals[2]?.low).toBe('46.6528 %');
  });

  it('has no simulated parts: no intervals, features n/a', () => {
    expect(sheet.method.monteCarlo).toBeNull();
    expect(sheet.rtpIntervals).toBeNull();
    expect(sheet.exactInsideInterval99).toBeNull();
    expect(sheet.features[0]).toMatchObject({ id: 'cauldrons', oneIn: 'n/a' });
  });
});

describe('PAR sheet with a simulation', () => {
  it('marks every figure of a game without exact figures as Monte Carlo, max win as observed', () => {
    const result = simulate(simulatedOnly, { seed: 4, spins: 40_000, chunkRounds: 10_000 });
    const sheet = buildParSheet({ model: simulatedOnly, monteCarlo: { seed: 4, result } });
    expect(sheet.method.exact).toBe('none');
    expect(sheet.cycle).toBeNull();
    expect(sheet.rtp.total.source).toBe('monte-carlo');
    expect(sheet.rtp.total.monteCarlo?.percent).toBe(sheet.rtp.total.percent);
    expect(sheet.hitFrequency.source).toBe('monte-carlo');
    expect(sheet.maxWin.odds).toMatch(/^observed \d+ times in 40,000 rounds/);
    expect(sheet.maxWin.source).toBe('monte-carlo');
    expect(sheet.contributions).toBeNull();
    const feature = sheet.features[0];
    expect(feature?.rounds).toBe(result.stats.featureRounds[0]?.toString());
    expect(feature?.averageWinTimesStake).toMatch(/^1[0-1]\.\d\d×$/); // 100 units (+ maybe 15) on a stake of 10
    expect(sheet.winDistribution.rows.map((r) => r.range)[0]).toBe('0 × stake');
    const total = sheet.winDistribution.rows.reduce((a, r) => a + BigInt(r.rounds), 0n);
    expect(total).toBe(40_000n);
  });

  it('keeps exact figures exact and sets the simulation beside them, with its check', () => {
    const result = simulate(gnomos, { seed: 8, spins: 100_000 });
    const sheet = buildParSheet({ model: gnomos, exact: gnomosExact, monteCarlo: { seed: 8, result } });
    expect(sheet.rtp.total.percent).toBe('46.6888 %');
    expect(sheet.rtp.total.monteCarlo?.interval99).toMatch(/^\d+\.\d{4} % – \d+\.\d{4} %$/);
    expect(sheet.rtpIntervals?.map((i) => i.level)).toEqual(['90 %', '95 %', '99 %']);
    expect(typeof sheet.exactInsideInterval99).toBe('boolean');
  });
});

describe('formatters', () => {
  const result = simulate(gnomos, { seed: 2, spins: 50_000 });
  const sheet = buildParSheet({ model: gnomos, exact: gnomosExact, monteCarlo: { seed: 2, result } });

  it('json: plain data in a fixed key order, bigints as strings', () => {
    const json = formatSheetJson(sheet);
    const parsed = JSON.parse(json);
    expect(Object.keys(parsed)).toEqual([
      'game',
      'assumptions',
      'method',
      'cycle',
      'rtp',
      'rtpIntervals',
      'exactInsideInterval99',
      'hitFrequency',
      'noWin',
      'standardDeviation',
      'volatilityIndex',
      'confidenceTable',
      'maxWin',
      'winDistribution',
      'features',
      'contributions',
    ]);
    expect(parsed.rtp.total.numerator).toBe('10026342520');
    expect(formatSheetJson(buildParSheet({ model: gnomos, exact: gnomosExact, monteCarlo: { seed: 2, result } }))).toBe(json);
  });

  it('text: every table’s columns line up with its header rule', () => {
    const text = formatSheetText(sheet);
    const lines = text.split('\n');
    expect(lines[0]).toBe('PAR sheet: Gnomos Mix Golden Edition — lower game, plain spin (gnomos-mix)');
    let tables = 0;
    lines.forEach((line, i) => {
      if (!/^-+( +-+)+$/.test(line)) return;
      tables += 1;
      // Right-aligned columns end where their rule ends.
      const header = lines[i - 1] ?? '';
      const firstRow = lines[i + 1] ?? '';
      const ruleEnd = line.length;
      expect([header.length, firstRow.length].some((n) => n === ruleEnd)).toBe(true);
    });
    expect(tables).toBeGreaterThanOrEqual(5);
    expect(text).toMatch(/Total RTP\s+46\.6888 %\s+exact/);
  });

  it('md: headed sections and pipe tables with as many cells as their header', () => {
    const md = formatSheetMarkdown(sheet);
    expect(md.startsWith('# PAR sheet: ')).toBe(true);
    expect(md).toContain('## Return to player');
    let header = -1;
    for (const line of md.split('\n')) {
      if (!line.startsWith('|')) {
        header = -1;
        continue;
      }
      const cells = line.replace(/\\\|/g, '').split('|').length;
      if (header < 0) header = cells;
      else expect(cells).toBe(header);
    }
  });
});

describe('brute-force check', () => {
  const exact: ExactResult = {
    cycle: 100n,
    stakeUnits: 10n,
    components: { 'base-lines': 900n, scatter: 40n, 'free-spins': 77n },
    contributions: { 'lemon×3': 500n, 'cherry×2': 400n, 'scatter×3': 40n },
  };

  it('agrees when every numerator the enumeration counts is equal (free spins are not enumerated)', () => {
    const check = checkAgainstBruteForce(exact, { cycle: 100n, components: { 'base-lines': 900n, scatter: 40n }, contributions: { ...exact.contributions } });
    expect(check).toMatchObject({ agrees: true, differences: [] });
  });

  it('names every difference', () => {
    const check = checkAgainstBruteForce(
      { ...exact, hits: 30n },
      { cycle: 101n, components: { 'base-lines': 901n, scatter: 40n }, hits: 31n, contributions: { 'lemon×3': 501n, 'cherry×2': 400n, 'scatter×3': 40n } },
    );
    expect(check.agrees).toBe(false);
    expect(check.differences).toEqual([
      'cycle: exact 100 ≠ brute force 101',
      'component base-lines: exact 900 ≠ brute force 901',
      'hits: exact 30 ≠ brute force 31',
      'contribution lemon×3: exact 500 ≠ brute force 501',
    ]);
  });
});

describe('ratio text', () => {
  it('rounds half up once, from the exact ratio, and groups thousands', () => {
    expect(decimalRatio({ numerator: 1n, denominator: 8n }, 2)).toBe('0.13');
    expect(decimalRatio({ numerator: 1_073_741_824n, denominator: 1_000n }, 2)).toBe('1,073,741.82');
    expect(decimalRatio({ numerator: 5n, denominator: 1n }, 0)).toBe('5');
    expect(oneInText({ numerator: 0n, denominator: 5n })).toBe('never');
    expect(oneInText({ numerator: 178_666_579n, denominator: 1_073_741_824n })).toBe('1 in 6.01');
    expect(groupThousands('1234567.891')).toBe('1,234,567.891');
    expect(groupThousands('-1000')).toBe('-1,000');
  });
});

describe('decimal text of a statistic', () => {
  it('rounds half away from zero with integer arithmetic', () => {
    expect(decimalText(1.39625, 4)).toBe('1.3963');
    expect(decimalText(2.5, 0)).toBe('3');
    expect(decimalText(0.00004, 4)).toBe('0.0000');
    expect(decimalText(-0.00006, 4)).toBe('-0.0001');
    expect(decimalText(-0.00004, 4)).toBe('0.0000');
    expect(decimalText(46.68884, 4)).toBe('46.6888');
  });
});
