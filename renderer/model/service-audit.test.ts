import { formatEuros } from '../format';
import { meterValue, microsText } from './service-audit';

describe('jackpot figures on the audit screen', () => {
  it('writes micro-euros as money to the cent, with any sub-cent share in µ€', () => {
    expect(microsText(500_000_000_000, formatEuros)).toBe(formatEuros(50_000_000));
    expect(microsText(1_250, formatEuros)).toBe(`${formatEuros(0)} + 1250 µ€`);
    expect(microsText(123_456, formatEuros)).toBe(`${formatEuros(12)} + 3456 µ€`);
  });

  it('reads a pool meter in micros as money, not as a bare count', () => {
    const row = { name: 'jackpot-contributions-micros', lifetime: 13_750, period: 10_000, unit: 'micros' as const };
    expect(meterValue(row, 'lifetime', formatEuros)).toBe(`${formatEuros(1)} + 3750 µ€`);
    expect(meterValue(row, 'period', formatEuros)).toBe(formatEuros(1));
  });
});
