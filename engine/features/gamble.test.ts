import { chiSquareCritical99, chiSquareStatistic } from '../core/chi-square';
import type { Rng } from '../core/rng';
import { Xoshiro128 } from '../core/xoshiro128';
import { collect, COLOURS, gambleOver, gambleRefusal, guess, halve, halveBanksCents, halveRefusal, openGamble, payMultiplier, RANKS, type Colour, type Gamble, type GambleConfig } from './gamble';

/** An Rng that returns the given words in order. */
function scripted(words: readonly number[]): Rng {
  let i = 0;
  return {
    nextUint32: () => {
      const w = words[i];
      if (w === undefined) throw new Error('scripted rng ran out of words');
      i += 1;
      return w;
    },
  };
}

const MYSTIC_GEM: GambleConfig = { maxStakeCents: 42_00, maxAttempts: 5 };
const ELVES: GambleConfig = { maxStakeCents: 125_000_00, maxAttempts: 10, jokerPictures: true };

/**
 * An Rng whose next gamble card is of `colour`. Which of the colour draw's two outcomes is red is
 * the module's business: the test asks the card shown, it does not assume the mapping.
 */
function nextCard(colour: Colour): Rng {
  for (const word of [0, 1]) {
    const probe = guess(openGamble(1, MYSTIC_GEM), 'red', scripted([word, 0]));
    if (probe.card?.colour === colour) return scripted([word, 0]);
  }
  throw new Error(`no word gives a ${colour} card`);
}

describe('the double-up gamble (red/black)', () => {
  it('a right guess doubles the stake, a wrong one loses it all', () => {
    const g = openGamble(1_00, MYSTIC_GEM);
    const right = guess(g, 'black', nextCard('black'));
    expect(right.card?.colour).toBe('black');
    expect(right.stakedCents).toBe(1_00);
    expect(right.wonCents).toBe(2_00);
    expect(right.state.stakeCents).toBe(2_00);
    expect(gambleOver(right.state)).toBe(false);

    const wrong = guess(right.state, 'red', nextCard('black'));
    expect(wrong.stakedCents).toBe(2_00);
    expect(wrong.lostCents).toBe(2_00);
    expect(wrong.wonCents).toBe(0);
    expect(wrong.state.end).toBe('lost');
    expect(wrong.state.bankedCents).toBe(0);
    expect(() => guess(wrong.state, 'red', nextCard('red'))).toThrow(RangeError);
  });

  it('does not change the state it was given', () => {
    const g = openGamble(1_00, MYSTIC_GEM);
    const copy = JSON.parse(JSON.stringify(g)) as Gamble;
    guess(g, 'red', nextCard('red'));
    halve(g);
    collect(g);
    expect(g).toEqual(copy);
  });

  it('HALVE banks half and gambles the rest; an odd stake banks the larger half (the player’s favour)', () => {
    const even = halve(openGamble(2_00, MYSTIC_GEM));
    expect(even.bankedCents).toBe(1_00);
    expect(even.state.stakeCents).toBe(1_00);
    expect(gambleOver(even.state)).toBe(false);

    const odd = halve(openGamble(1_25, MYSTIC_GEM));
    expect(odd.bankedCents).toBe(63);
    expect(odd.state.stakeCents).toBe(62);
    expect(odd.bankedCents + odd.state.stakeCents).toBe(1_25);

    // The banked half stays the player's when the rest is lost.
    const lost = guess(odd.state, 'red', nextCard('black'));
    expect(lost.state.end).toBe('lost');
    expect(lost.state.bankedCents).toBe(63);

    // HALVE is not a guess: it uses no attempt.
    expect(odd.state.attempts).toBe(0);
  });

  it('HALVE on a single cent banks it and ends the gamble', () => {
    const h = halve(openGamble(1, MYSTIC_GEM));
    expect(h.bankedCents).toBe(1);
    expect(h.state.stakeCents).toBe(0);
    expect(h.state.end).toBe('collected');
  });

  it('COLLECT banks the stake and ends it', () => {
    const won = guess(openGamble(50, MYSTIC_GEM), 'red', nextCard('red'));
    const c = collect(won.state);
    expect(c.bankedCents).toBe(1_00);
    expect(c.state.bankedCents).toBe(1_00);
    expect(c.state.end).toBe('collected');
    expect(() => collect(c.state)).toThrow(RangeError);
    expect(() => halve(c.state)).toThrow(RangeError);
  });

  it('ends by itself at the last attempt allowed, and banks the stake', () => {
    let g = openGamble(10, { ...MYSTIC_GEM, maxAttempts: 3 });
    for (let i = 1; i <= 2; i += 1) {
      g = guess(g, 'red', nextCard('red')).state;
      expect(gambleOver(g)).toBe(false);
    }
    const last = guess(g, 'red', nextCard('red'));
    expect(last.wonCents).toBe(80);
    expect(last.bankedCents).toBe(80);
    expect(last.state.end).toBe('max-attempts');
    expect(last.state.bankedCents).toBe(80);
    expect(last.state.stakeCents).toBe(0);
  });

  it('offers wins up to the limit only, and never a zero win (Mystic Gem: 42,00 €)', () => {
    expect(gambleRefusal(42_00, MYSTIC_GEM)).toBeNull();
    expect(gambleRefusal(42_01, MYSTIC_GEM)).not.toBeNull();
    expect(gambleRefusal(0, MYSTIC_GEM)).not.toBeNull();
    expect(gambleRefusal(10, { ...MYSTIC_GEM, maxAttempts: 0 })).not.toBeNull();
    expect(() => openGamble(42_01, MYSTIC_GEM)).toThrow(RangeError);
    expect(() => openGamble(0, MYSTIC_GEM)).toThrow(RangeError);
    expect(() => openGamble(1.5, MYSTIC_GEM)).toThrow(RangeError);
  });

  it('a doubled stake at the limit may be gambled again; above it the gamble ends and the player keeps all of it', () => {
    const atLimit = guess(openGamble(21_00, MYSTIC_GEM), 'black', nextCard('black'));
    expect(atLimit.state.stakeCents).toBe(42_00);
    expect(gambleOver(atLimit.state)).toBe(false);

    const above = guess(atLimit.state, 'black', nextCard('black'));
    expect(above.wonCents).toBe(84_00);
    expect(above.bankedCents).toBe(84_00);
    expect(above.state.end).toBe('max-stake');
    expect(above.state.bankedCents).toBe(84_00);
  });

  it('keeps the last five cards by default, newest first, and carries them into the next gamble', () => {
    let g = openGamble(1, { ...ELVES, maxAttempts: 10 });
    const shown: Colour[] = [];
    for (let i = 0; i < 7; i += 1) {
      const colour: Colour = i % 3 === 0 ? 'black' : 'red';
      g = guess(g, colour, nextCard(colour)).state;
      shown.unshift(colour);
    }
    expect(g.history.map((c) => c.colour)).toEqual(shown.slice(0, 5));
    const nextGamble = openGamble(5_00, ELVES, g.history);
    expect(nextGamble.history).toEqual(g.history);

    const three = openGamble(1, { ...MYSTIC_GEM, historySize: 3 }, g.history);
    expect(three.history).toHaveLength(3);
  });

  it('shows a picture of the drawn colour: every rank of its two suits, and its joker only when configured', () => {
    const rng = new Xoshiro128('gamble pictures');
    for (const config of [MYSTIC_GEM, ELVES]) {
      const seen = new Set<string>();
      const g = openGamble(1, config);
      let inconsistent = 0;
      for (let i = 0; i < 5_000; i += 1) {
        const step = guess(g, 'red', rng);
        const card = step.card!;
        if (step.wonCents > 0 !== (card.colour === 'red')) inconsistent += 1;
        if (card.kind === 'card' && card.colour !== (card.suit === 'hearts' || card.suit === 'diamonds' ? 'red' : 'black')) inconsistent += 1;
        seen.add(card.kind === 'joker' ? `joker-${card.colour}` : `${card.rank}-${card.suit}`);
      }
      expect(inconsistent).toBe(0);
      // 52 (or 54) pictures, about 95 draws each: every one shows up.
      expect(seen.size).toBe(4 * RANKS.length + (config.jokerPictures ? 2 : 0));
    }
  });

  it('journals its draws: the colour first (a 50/50), then the picture', () => {
    const step = guess(openGamble(1, ELVES), 'black', new Xoshiro128(5));
    expect(step.draws).toHaveLength(2);
    expect(step.draws[0]!.bound).toBe(2);
    expect(step.draws[0]!.value).toBe(COLOURS.indexOf(step.card!.colour));
    expect(step.draws[1]!.bound).toBe(2 * RANKS.length + 1);
  });

  it('keeps the money identity banked + stake = win + Σ won − Σ staked through any play', () => {
    const rng = new Xoshiro128('gamble identity');
    for (let n = 0; n < 1_000; n += 1) {
      const opening = 1 + (rng.nextUint32() % 42_00);
      let g = openGamble(opening, MYSTIC_GEM);
      let won = 0;
      let staked = 0;
      let banked = 0;
      while (!gambleOver(g)) {
        const press = rng.nextUint32() % 4;
        const step = press === 0 ? halve(g) : press === 1 ? collect(g) : guess(g, press === 2 ? 'red' : 'black', rng);
        won += step.wonCents;
        staked += step.stakedCents;
        banked += step.bankedCents;
        expect(step.lostCents).toBe(step.action === 'guess' && step.wonCents === 0 ? step.stakedCents : 0);
        g = step.state;
        expect(g.bankedCents + g.stakeCents).toBe(opening + won - staked);
        expect(g.bankedCents).toBe(banked);
        expect(g.attempts).toBeLessThanOrEqual(MYSTIC_GEM.maxAttempts);
      }
    }
  });

  it('refuses a bad configuration or guess', () => {
    expect(() => openGamble(1, { maxStakeCents: 0, maxAttempts: 5 })).toThrow(RangeError);
    expect(() => openGamble(1, { maxStakeCents: 100, maxAttempts: -1 })).toThrow(RangeError);
    expect(() => openGamble(1, { maxStakeCents: 100, maxAttempts: 1, historySize: 1.5 })).toThrow(RangeError);
    expect(() => guess(openGamble(1, MYSTIC_GEM), 'green' as Colour, new Xoshiro128(1))).toThrow(RangeError);
  });
});

describe('the gamble is fair', () => {
  it('every guess returns exactly 100 %: over the two equally likely colours it pays twice the stake once', () => {
    // drawInt(rng, 2) maps words 0 and 1 to its two outcomes, each with probability exactly 1/2
    // (rng.test.ts proves drawInt unbiased), so enumerating both words enumerates the outcomes.
    const stake = 37_77;
    for (const choice of COLOURS) {
      const returns = [0, 1].map((word) => guess(openGamble(stake, ELVES), choice, scripted([word, 0])).wonCents);
      expect(returns.filter((r) => r > 0)).toHaveLength(1);
      expect(returns.reduce((a, b) => a + b, 0)).toBe(2 * stake); // mean = stake: 100 % exactly
      expect(payMultiplier(choice)).toBe(COLOURS.length);
    }
  });

  it('wins half of 200,000 seeded guesses within the chi-square bound (99 %, 1 degree of freedom)', () => {
    const rng = new Xoshiro128('gamble fairness');
    const g = openGamble(1, ELVES);
    const n = 200_000;
    let wins = 0;
    for (let i = 0; i < n; i += 1) {
      if (guess(g, i % 2 === 0 ? 'red' : 'black', rng).wonCents > 0) wins += 1;
    }
    const stat = chiSquareStatistic([wins, n - wins], [n / 2, n / 2]);
    expect(stat).toBeLessThan(chiSquareCritical99(1));
  });

  it('the same test catches a gamble that wins 51 % of the time', () => {
    // Guards the bound itself: at this n a one-point bias gives a statistic near 80.
    const n = 200_000;
    const wins = Math.round(0.51 * n);
    expect(chiSquareStatistic([wins, n - wins], [n / 2, n / 2])).toBeGreaterThan(chiSquareCritical99(1));
  });

  describe('the rule options of Mystery Elves', () => {
    const RULED: GambleConfig = { ...ELVES, collectAtLimit: true, halveBanks: 'smaller' };

    it('HALVE banks half rounded down and gambles the rest; a 1-cent stake cannot be halved', () => {
      const g = openGamble(125, RULED);
      expect(halveBanksCents(g)).toBe(62);
      const h = halve(g);
      expect(h.bankedCents).toBe(62);
      expect(h.state).toMatchObject({ stakeCents: 63, bankedCents: 62, end: null });
      const one = halve(halve(halve(halve(halve(halve(h.state).state).state).state).state).state).state;
      expect(one.stakeCents).toBe(1);
      expect(halveRefusal(one)).toMatch(/1 cent/);
      expect(() => halve(one)).toThrow(RangeError);
      // The default keeps the odd cent on the balance (40 Mystic Gem).
      expect(halve(openGamble(125, ELVES)).bankedCents).toBe(63);
    });

    it('a right guess that reaches the limit exactly is collected; without the option it may be gambled again', () => {
      const config = { ...RULED, maxStakeCents: 1000 };
      const reached = guess(openGamble(500, config), 'red', scripted([0, 0]));
      expect(reached.state).toMatchObject({ end: 'max-stake', bankedCents: 1000 });
      const plain = guess(openGamble(500, { ...ELVES, maxStakeCents: 1000 }), 'red', scripted([0, 0]));
      expect(plain.state).toMatchObject({ end: null, stakeCents: 1000 });
    });
  });
});
