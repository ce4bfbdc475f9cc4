import { formatAmount, formatClock, formatCompact, formatCompactEuros, formatEuros, moneyStyle, setMoneyStyle, splitCents } from './format';

describe('formatEuros', () => {
  it.each([
    [0, '0.00 €'],
    [5, '0.05 €'],
    [20, '0.20 €'],
    [100, '1.00 €'],
    [1240, '12.40 €'],
    [320, '3.20 €'],
    [2_000_000, '20000.00 €'],
    [-5, '-0.05 €'],
    [-1240, '-12.40 €'],
  ])('%i cents -> %s', (cents, text) => {
    expect(formatEuros(cents)).toBe(text);
  });

  it('is exact at the edge of safe integers, where float division would round', () => {
    const cents = Number.MAX_SAFE_INTEGER; // 9007199254740991
    expect(formatAmount(cents)).toBe('90071992547409.91');
    expect(formatAmount(-cents)).toBe('-90071992547409.91');
    // 2^53 - 1 - 90: a value whose cents are 01; cents/100 as a float would round it.
    expect(formatAmount(9007199254740901)).toBe('90071992547409.01');
  });

  it('refuses anything that is not a whole number of cents', () => {
    expect(() => formatEuros(1.5)).toThrow(RangeError);
    expect(() => formatEuros(Number.NaN)).toThrow(RangeError);
    expect(() => formatEuros(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatEuros(2 ** 53)).toThrow(RangeError);
  });
});

describe('splitCents', () => {
  it('splits into sign, euros and cents', () => {
    expect(splitCents(1240)).toEqual({ negative: false, euros: 12, cents: 40 });
    expect(splitCents(-7)).toEqual({ negative: true, euros: 0, cents: 7 });
    expect(splitCents(0)).toEqual({ negative: false, euros: 0, cents: 0 });
  });
});

describe('formatCompact', () => {
  it.each([
    [20, '0.20'],
    [100, '1'],
    [320, '3.20'],
    [500, '5'],
    [2_000_000, '20000'],
    [40, '0.40'],
  ])('%i -> %s', (cents, text) => {
    expect(formatCompact(cents)).toBe(text);
  });

  it('adds the euro sign in the euro form', () => {
    expect(formatCompactEuros(100)).toBe('1 €');
    expect(formatCompactEuros(20)).toBe('0.20 €');
  });
});

describe('formatClock', () => {
  it('pads hours and minutes to two digits', () => {
    expect(formatClock(new Date(2024, 0, 1, 9, 5))).toBe('09:05');
    expect(formatClock(new Date(2024, 0, 1, 23, 59))).toBe('23:59');
    expect(formatClock(new Date(2024, 0, 1, 0, 0))).toBe('00:00');
  });
});

describe('money styles (the service menu\'s currency setting)', () => {
  afterEach(() => setMoneyStyle('plain'));

  it('writes Spanish money with a decimal comma and the sign after', () => {
    expect(formatEuros(100, 'es')).toBe('1,00 €');
    expect(formatEuros(1240, 'es')).toBe('12,40 €');
    expect(formatEuros(-5, 'es')).toBe('-0,05 €');
    expect(formatCompactEuros(20, 'es')).toBe('0,20 €');
    expect(formatCompactEuros(100, 'es')).toBe('1 €');
  });

  it('groups thousands on the machines\' way: a dot in Spanish, a comma in English, none before the cabinet has said', () => {
    expect(formatEuros(12_500_000, 'es')).toBe('125.000,00 €');
    expect(formatEuros(123_450, 'es')).toBe('1.234,50 €');
    expect(formatEuros(99_999, 'es')).toBe('999,99 €');
    expect(formatEuros(100_000, 'es')).toBe('1.000,00 €');
    expect(formatEuros(-123_456_789, 'es')).toBe('-1.234.567,89 €');
    expect(formatEuros(12_500_000, 'en')).toBe('€125,000.00');
    expect(formatEuros(12_500_000, 'plain')).toBe('125000.00 €');
    expect(formatCompact(2_000_000, 'es')).toBe('20.000');
    expect(formatCompactEuros(100_000, 'en')).toBe('€1,000');
    expect(formatAmount(Number.MAX_SAFE_INTEGER, 'es')).toBe('90.071.992.547.409,91');
  });

  it('writes English money with the sign first', () => {
    expect(formatEuros(100, 'en')).toBe('€1.00');
    expect(formatEuros(-1240, 'en')).toBe('-€12.40');
    expect(formatCompactEuros(20, 'en')).toBe('€0.20');
    expect(formatCompactEuros(500, 'en')).toBe('€5');
  });

  it('applies the chosen style to every figure written afterwards', () => {
    setMoneyStyle('es');
    expect(moneyStyle()).toBe('es');
    expect(formatEuros(320)).toBe('3,20 €');
    expect(formatCompact(320)).toBe('3,20');
    setMoneyStyle('en');
    expect(formatEuros(320)).toBe('€3.20');
  });
});
