import { chiSquareCritical99, chiSquareStatistic } from '../../core/chi-square';
import { Xoshiro128 } from '../../core/xoshiro128';
import { dealJackpotCards, jackpotCardsFinished, pickJackpotCard, triggerChance, validateJackpotCardsTable } from '../../features/jackpot-cards';
import { MICROS_PER_CENT } from '../../features/jackpot-pool';
import {
  DEFAULT_JACKPOT_CARDS_SETTINGS,
  MYSTIC_GEM_JACKPOT_CHANCE_PER_EURO,
  MYSTIC_GEM_JACKPOT_LEVELS,
  MYSTIC_GEM_JACKPOT_MAX_STAKE_CENTS,
  MYSTIC_GEM_JACKPOT_ODDS,
  MYSTIC_GEM_JACKPOT_TABLE,
  checkSettings,
  jackpotCardsContributionsMicros,
  jackpotCardsSeedPoolsMicros,
} from './jackpot-cards';

describe("40 Mystic Gem's Jackpot Cards data", () => {
  it('four levels, clubs lowest to spades highest, with the game-scoped ids', () => {
    expect(MYSTIC_GEM_JACKPOT_LEVELS.map((l) => [l.id, l.name, l.level])).toEqual([
      ['mystic-gem-40:clubs', 'Clubs', 1],
      ['mystic-gem-40:diamonds', 'Diamonds', 2],
      ['mystic-gem-40:hearts', 'Hearts', 3],
      ['mystic-gem-40:spades', 'Spades', 4],
    ]);
  });

  it('a valid table of 12 cards and four levels; the odds stated in the docs, exactly; higher levels rarer', () => {
    expect(validateJackpotCardsTable(MYSTIC_GEM_JACKPOT_TABLE)).toEqual({ levels: 4, cards: 12, totalWeight: 1000 });
    expect(MYSTIC_GEM_JACKPOT_ODDS.map((o) => `${o.num}/${o.den}`)).toEqual(['70003/115500', '33989/115500', '126/1375', '1/125']);
    const p = MYSTIC_GEM_JACKPOT_ODDS.map((o) => o.probability);
    for (let i = 1; i < p.length; i += 1) expect(p[i]).toBeLessThan(p[i - 1] ?? 0);
    expect(1 / (p[3] ?? 1)).toBeGreaterThanOrEqual(100);
  });

  it('the largest stake the game takes (a bought 3-WILD game, 71.5 × 50 €) has a trigger chance below 1', () => {
    const biggestStake = (5000 * 143) / 2; // MAX_TOTAL_BET_CENTS × the buy3 price (GAMES.md)
    expect(biggestStake).toBeLessThanOrEqual(MYSTIC_GEM_JACKPOT_MAX_STAKE_CENTS);
    expect(triggerChance(biggestStake, MYSTIC_GEM_JACKPOT_CHANCE_PER_EURO)).toEqual({ num: 143n, den: 160n });
    expect(triggerChance(40, MYSTIC_GEM_JACKPOT_CHANCE_PER_EURO)).toEqual({ num: 1n, den: 10_000n });
    expect(() => triggerChance(MYSTIC_GEM_JACKPOT_MAX_STAKE_CENTS + 1, MYSTIC_GEM_JACKPOT_CHANCE_PER_EURO)).toThrow(RangeError);
  });

  it('contributions are exact micro-euros of the stake; pools start at their reset values', () => {
    expect(jackpotCardsContributionsMicros(40)).toEqual([400, 600, 600, 1000]); // 0.40 € × 0.10/0.15/0.15/0.25 %
    expect(jackpotCardsSeedPoolsMicros()).toEqual([10_00, 25_00, 100_00, 1_000_00].map((c) => c * MICROS_PER_CENT));
    expect(() => checkSettings(DEFAULT_JACKPOT_CARDS_SETTINGS.slice(0, 3))).toThrow(RangeError);
    expect(() => checkSettings([...DEFAULT_JACKPOT_CARDS_SETTINGS.slice(0, 3), { seedCents: 0, contributionBp: 10 }])).toThrow(/Spades/);
  });

  it("played out, the game's deals give the stated odds (40,000 seeded rounds, chi-square 99 %)", () => {
    const rng = new Xoshiro128('mystic-gem-40-jackpot-cards');
    const n = 40_000;
    const wins = [0, 0, 0, 0];
    for (let i = 0; i < n; i += 1) {
      let s = dealJackpotCards(rng, MYSTIC_GEM_JACKPOT_TABLE);
      for (let p = 0; !jackpotCardsFinished(s); p += 1) {
        const r = pickJackpotCard(s, p);
        if (r.ok) s = r.state;
      }
      wins[s.winner ?? 0] = (wins[s.winner ?? 0] ?? 0) + 1;
    }
    const expected = MYSTIC_GEM_JACKPOT_ODDS.map((o) => n * o.probability);
    expect(chiSquareStatistic(wins, expected)).toBeLessThan(chiSquareCritical99(3));
  });
});
