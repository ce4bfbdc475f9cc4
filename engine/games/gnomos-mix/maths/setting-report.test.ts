import { BONUS_CASH_VALUE_CENTS } from '../tuning/gnomos-tuning';
import { gnomosSettingReport, type PairingFigures } from './setting-report';
import { formatSettingReport } from './setting-report-format';

describe('the setting report (npm run par -- gnomos-mix --setting N)', () => {
  const report = gnomosSettingReport(85, { lowerBets: [20, 100], upperBets: ['0.20+1', '20+200'] });
  const of = (player: PairingFigures['player']): PairingFigures[] => report.machine.filter((f) => f.player === player);

  it('gives the cash return of the whole machine at every pairing, on the setting for the reference player', () => {
    expect(report.flagged).toBe(false);
    expect(of('reference').map((f) => `${f.lowerBet}/${f.upperBet}`)).toEqual(['20/0.20+1', '20/20+200', '100/0.20+1', '100/20+200']);
    for (const f of of('reference')) {
      expect(Math.abs(f.cashReturnPercent - 85)).toBeLessThanOrEqual(0.5);
      expect(f.flagged).toBe(false);
      // A bonus returns its cash value, not the 0.80 € conversion rate, and the old figure overstates the return.
      expect(f.bonusCashValueCents).toBeCloseTo(BONUS_CASH_VALUE_CENTS, 1);
      expect(f.valuedReturnPercent).toBeGreaterThan(f.cashReturnPercent);
      expect(f.upperPerLower).toBeGreaterThan(0);
    }
  });

  it('shows the range a player’s choices make: lowest < AUTO-RISK < reference ≤ highest, none flagged but the reference', () => {
    for (let i = 0; i < of('reference').length; i += 1) {
      const [lowest, risk, reference, highest] = (['lowest', 'auto-risk', 'reference', 'highest'] as const).map((p) => of(p)[i]?.cashReturnPercent ?? NaN);
      expect(lowest).toBeLessThan(risk as number);
      expect(risk).toBeLessThan(reference as number);
      expect(reference).toBeLessThanOrEqual(highest as number);
    }
    expect(report.machine.filter((f) => f.player !== 'reference').every((f) => !f.flagged)).toBe(true);
  });

  it('keeps each game alone: the collecting player pays its ladders in cash, AUTO-RISK turns them into bonuses', () => {
    const lower = report.figures.filter((f) => f.game === 'lower' && f.bet === '20');
    const [collect, risk] = lower;
    const part = (f: typeof collect, id: string): number => f?.components.find((c) => c.id === id)?.value ?? NaN;
    expect(part(collect, 'up-bonus')).toBe(0);
    expect(part(risk, 'up-bonus')).not.toBe(0);
    expect(collect?.cashPercent).toBeGreaterThan(risk?.cashPercent ?? Infinity);
    expect(risk?.bonusesPerRound).toBeGreaterThan(collect?.bonusesPerRound ?? Infinity);
    for (const f of report.figures) {
      expect(f.components.reduce((s, c) => s + c.value, 0)).toBeCloseTo(f.rtpPercent, 9);
      expect(f.split.reduce((s, c) => s + c.value, 0)).toBeCloseTo(f.rtpPercent, 9);
    }
  });

  it('prints text, markdown and JSON, and marks a reference figure outside the tolerance', () => {
    const text = formatSettingReport(report, 'text');
    expect(text).toContain('RESULT: every reference figure is within ±0.5');
    expect(text).toContain('A bonus returns 0.6000 € in cash when spent upstairs');
    expect(text).toContain('it used to be valued at 0.8000 €');
    expect(text).toContain('Lower game, bet 20 (stake 20 cents)');
    expect(formatSettingReport(report, 'md')).toContain('## Cash return, reference');
    const json = JSON.parse(formatSettingReport(report, 'json')) as { flagged: boolean; machine: { player: string; cashReturn: { percent: string; source: string } }[] };
    expect(json.flagged).toBe(false);
    expect(json.machine).toHaveLength(16);
    expect(json.machine[0]?.cashReturn.percent).toMatch(/^\d+\.\d{4} %$/);
    expect(json.machine[0]?.cashReturn.source).toBe('exact');

    const [first, ...rest] = report.machine;
    if (first === undefined) throw new Error('no figures');
    const off = { ...report, flagged: true, machine: [{ ...first, cashReturnPercent: 86, flagged: true }, ...rest] };
    const flaggedText = formatSettingReport(off, 'text');
    expect(flaggedText).toContain('86.0000 % !!');
    expect(flaggedText).toContain('OUTSIDE');
  });
});
