import { jackpotCardsReturn, jackpotCardsSection } from './jackpot-cards-par';

describe("40 Mystic Gem's PAR: Jackpot Cards", () => {
  it('the exact return: each level contribution + reset value × hits per euro; 1.4145 % in all', () => {
    const r = jackpotCardsReturn();
    // Spades: 0.25 % + 1,000 € × 1/4000 × 1/125 = 0.25 % + 0.2 %.
    const spades = r.levels[3];
    expect(spades?.hitsPerEuro).toEqual({ num: 1n, den: 500_000n });
    expect(spades?.levelReturn).toEqual({ num: 9n, den: 2000n });
    expect(r.contributionReturn).toEqual({ num: 13n, den: 2000n }); // 65 bp
    // Seeds: (10 × 70003/115500 + 25 × 33989/115500 + 100 × 126/1375 + 1000/125) / 4000.
    expect(r.seedReturn).toEqual({ num: 21_407n, den: 2_800_000n });
    expect(r.total).toEqual({ num: 39_607n, den: 2_800_000n });
    expect(Number(r.total.num) / Number(r.total.den)).toBeCloseTo(0.014145357, 8);
  });

  it('prints each level and the total on its own line, on top of 96.08 %', () => {
    const lines = jackpotCardsSection();
    const text = lines.join('\n');
    for (const name of ['Clubs', 'Diamonds', 'Hearts', 'Spades']) expect(text).toContain(name);
    expect(text).toContain('1/125 = 0.8000 %');
    expect(text).toContain('70003/115500 = 60.6087 %');
    expect(text).toContain('1,000.00 €');
    expect(lines.filter((l) => l.includes('Jackpot Cards return: 1.4145 %'))).toHaveLength(1);
    expect(text).toContain("on top of the game's 96.08 %");
    expect(lines.every((l) => !l.includes('NaN') && !l.includes('undefined'))).toBe(true);
  });
});
