import { coinIdFaults, coinIdValueCents } from './coin-id-check';

describe('coin ids against the coin table', () => {
  it('reads the value of a euro coin id, in cents, from its three-character value code', () => {
    expect(coinIdValueCents('EU005A')).toBe(5);
    expect(coinIdValueCents('EU050B')).toBe(50);
    expect(coinIdValueCents('EU200A')).toBe(200);
    expect(coinIdValueCents('EU2K5A')).toBe(2500);
    expect(coinIdValueCents('GB050A')).toBeNull();
    expect(coinIdValueCents('......')).toBeNull();
    expect(coinIdValueCents('EUxyzA')).toBeNull();
  });

  it('lists every position whose programmed coin is not the coin the table pays', () => {
    const table = [
      { position: 1, valueCents: 10 },
      { position: 2, valueCents: 20 },
      { position: 3, valueCents: 50 },
      { position: 4, valueCents: 100 },
    ];
    const ids = new Map([
      [1, 'EU050A'],
      [2, 'EU020A'],
      [3, 'GB050A'],
    ]);
    expect(coinIdFaults(table, ids).map((f) => [f.position, f.coinId, f.text])).toEqual([
      [1, 'EU050A', 'coin position 1: the table pays 10 c but the acceptor takes "EU050A" (50 c) there; position inhibited'],
      [3, 'GB050A', 'coin position 3: the table pays 50 c but the acceptor takes "GB050A" there, which is not a euro coin; position inhibited'],
      [4, null, 'coin position 4: the table pays 100 c but the acceptor has no coin programmed there; position inhibited'],
    ]);
  });
});
