import { percentString } from './ratio';

describe('percentString', () => {
  it.each([
    [1n, 2n, 2, '50.00'],
    [1n, 3n, 3, '33.333'],
    [2n, 3n, 3, '66.667'],
    [0n, 7n, 1, '0.0'],
    [7n, 7n, 0, '100'],
    [1n, 8n, 1, '12.5'],
    [1n, 16n, 1, '6.3'],
    [123456789n, 1073741824n, 4, '11.4978'],
  ])('%p / %p with %p decimals is %p %', (n, d, decimals, text) => {
    expect(percentString(n, d, decimals)).toBe(text);
  });

  it('rejects a zero denominator and negative numerators', () => {
    expect(() => percentString(1n, 0n, 2)).toThrow(RangeError);
    expect(() => percentString(-1n, 2n, 2)).toThrow(RangeError);
  });
});
