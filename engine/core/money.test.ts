import { assertCents, formatEuros, parseEuros } from './money';

describe('assertCents', () => {
  it('accepts whole non-negative cents', () => {
    expect(() => assertCents(0, 'stake')).not.toThrow();
    expect(() => assertCents(2_000_000, 'stake')).not.toThrow();
    expect(() => assertCents(Number.MAX_SAFE_INTEGER, 'stake')).not.toThrow();
  });

  it.each([-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    'rejects %p and names the amount',
    (bad) => {
      expect(() => assertCents(bad, 'win')).toThrow(RangeError);
      expect(() => assertCents(bad, 'win')).toThrow(/win/);
    },
  );
});

describe('formatEuros', () => {
  it.each([
    [0, '0.00 €'],
    [5, '0.05 €'],
    [20, '0.20 €'],
    [320, '3.20 €'],
    [1240, '12.40 €'],
    [123450, '1234.50 €'],
    [2_000_000, '20000.00 €'],
    [-75, '-0.75 €'],
  ])('%p cents is %p', (cents, text) => {
    expect(formatEuros(cents)).toBe(text);
  });

  it('refuses fractional cents', () => {
    expect(() => formatEuros(1.5)).toThrow(RangeError);
  });
});

describe('parseEuros', () => {
  it.each([
    ['0.20', 20],
    ['0.2', 20],
    ['3.20', 320],
    ['1', 100],
    ['20000', 2_000_000],
    ['0.01', 1],
    ['0', 0],
    ['007.05', 705],
  ])('%p is %p cents', (text, cents) => {
    expect(parseEuros(text)).toBe(cents);
  });

  it('round-trips with formatEuros', () => {
    for (const cents of [0, 1, 9, 10, 99, 100, 101, 4321, 987654321]) {
      expect(parseEuros(formatEuros(cents).replace(' €', ''))).toBe(cents);
    }
  });

  it('rejects more than two decimals with a clear message', () => {
    expect(() => parseEuros('0.205')).toThrow(/more than two decimals/);
  });

  it.each(['-1', '+1', '', '.5', '1.', '1,50', ' 1', '1 ', 'abc', '1e3', '0x10', '1.2.3', 'NaN', 'Infinity'])(
    'rejects %p',
    (bad) => {
      expect(() => parseEuros(bad)).toThrow(RangeError);
    },
  );

  it('rejects amounts too large for exact cents', () => {
    expect(() => parseEuros('99999999999999999')).toThrow(/too large/);
  });
});
