import { contributionMicros, MICROS_PER_CENT, payFromPool, poolShareCents } from './jackpot-pool';

describe('jackpot pools in micro-euros', () => {
  it('keeps every sub-cent share: 1,000 stakes of 1 c at 0.5 % add exactly 5 c', () => {
    let pool = 0;
    for (let i = 0; i < 1000; i += 1) pool += contributionMicros(1, 50);
    expect(pool).toBe(5 * MICROS_PER_CENT);
  });

  it('shows and pays in proportion to the coin: the 500,000 € seed at the 10 € coin is 500 € at 1 c and 10,000 € at 20 c', () => {
    const seed = 50_000_000 * MICROS_PER_CENT;
    expect(poolShareCents(seed, 1, 1000)).toBe(500_00);
    expect(poolShareCents(seed, 20, 1000)).toBe(10_000_00);
  });

  it('what is not paid stays; the pool never falls below its seed', () => {
    const seed = 1_000_00 * MICROS_PER_CENT;
    const pool = seed + 12_345_678;
    const small = payFromPool(pool, seed, 1, 1000);
    expect(small.micros).toBe(small.cents * MICROS_PER_CENT);
    expect(small.poolAfterMicros).toBe(Math.max(seed, pool - small.micros));
    const full = payFromPool(pool, seed, 1000, 1000);
    expect(full.cents).toBe(Math.floor(pool / MICROS_PER_CENT));
    expect(full.reseedMicros).toBe(seed - (pool - full.micros));
    expect(full.poolAfterMicros).toBe(seed);
  });

  it('pays at most what the maximum prize per game leaves; the rest stays in the pool for the next winner', () => {
    const seed = 1_000_000 * MICROS_PER_CENT;
    const pool = seed + 5_000_000 * MICROS_PER_CENT;
    const capped = payFromPool(pool, seed, 1000, 1000, 2_000_000);
    expect(capped.cents).toBe(2_000_000);
    expect(capped.poolAfterMicros).toBe(seed + 3_000_000 * MICROS_PER_CENT);
    expect(capped.reseedMicros).toBe(0);
    expect(payFromPool(pool, seed, 1000, 1000, 0)).toMatchObject({ cents: 0, micros: 0, reseedMicros: 0, poolAfterMicros: pool });
    expect(() => payFromPool(seed, seed, 1000, 1000, -1)).toThrow(/whole cents/);
  });

  it('stays exact above 2^53 intermediate products', () => {
    const pool = 9_000_000_000_000_000; // 9·10^15 micros (900 M €)
    expect(poolShareCents(pool, 999, 1000)).toBe(Math.floor(Number((BigInt(pool) * 999n) / 1000n / 10_000n)));
  });
});
