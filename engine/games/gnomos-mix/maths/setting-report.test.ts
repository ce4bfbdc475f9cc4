import { gnomosSettingReport } from './setting-report';
import { formatSettingReport } from './setting-report-format';

describe('the setting report (npm run par -- gnomos-mix --setting N)', () => {
  const report = gnomosSettingReport(85, { lowerBets: [20], upperBets: ['0.20+1'] });

  it('shows each game and bet under both policies, within ±0.5 % of the setting', () => {
    expect(report.figures.map((f) => `${f.game} ${f.bet} ${f.policy}`)).toEqual([
      'lower 20 default',
      'lower 20 auto-risk',
      'upper 0.20+1 default',
      'upper 0.20+1 auto-risk',
    ]);
    expect(report.flagged).toBe(false);
    for (const f of report.figures) {
      expect(Math.abs(f.rtpPercent - 85)).toBeLessThanOrEqual(0.5);
      // The parts and the cash/bonus split both add up to the return.
      expect(f.components.reduce((s, c) => s + c.value, 0)).toBeCloseTo(f.rtpPercent, 9);
      expect(f.split.reduce((s, c) => s + c.value, 0)).toBeCloseTo(f.rtpPercent, 9);
      expect(f.hitFrequencyPercent).toBeGreaterThan(10);
    }
  });

  it('the collecting player keeps the ladder at Bell and banks Double-or-Bonuses; the risking one does not', () => {
    const [lowerDefault, lowerRisk, upperDefault, upperRisk] = report.figures;
    const part = (f: typeof lowerDefault, id: string): number => f?.components.find((c) => c.id === id)?.value ?? NaN;
    expect(part(lowerDefault, 'seesaw')).toBe(0);
    expect(part(lowerRisk, 'seesaw')).not.toBe(0);
    expect(part(upperDefault, 'double-or-bonuses')).toBe(0);
    expect(part(upperRisk, 'double-or-bonuses')).toBeGreaterThan(0);
  });

  it('prints text, markdown and JSON, and marks a return outside the tolerance', () => {
    const text = formatSettingReport(report, 'text');
    expect(text).toContain('RESULT: every return is within ±0.5 %');
    expect(text).toContain('Lower game, bet 20 (stake 20 cents)');
    expect(formatSettingReport(report, 'md')).toContain('| RTP |');
    const json = JSON.parse(formatSettingReport(report, 'json')) as { flagged: boolean; figures: { rtp: { percent: string; source: string } }[] };
    expect(json.flagged).toBe(false);
    expect(json.figures).toHaveLength(4);
    expect(json.figures[0]?.rtp.percent).toMatch(/^\d+\.\d{4} %$/);
    expect(json.figures[0]?.rtp.source).toBe('exact');

    const [first, ...rest] = report.figures;
    if (first === undefined) throw new Error('no figures');
    const off = { ...report, flagged: true, figures: [{ ...first, rtpPercent: 86, flagged: true }, ...rest] };
    const flaggedText = formatSettingReport(off, 'text');
    expect(flaggedText).toContain('86.0000 % !!');
    expect(flaggedText).toContain('OUTSIDE');
  });
});
