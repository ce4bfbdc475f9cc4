import { autoplayBet, autoplayStopAfterRound, autoplayStopBeforeRound, autoplayWin, startAutoplay } from './autoplay';

const base = { total: 3, lossLimitCents: 25, winLimitCents: null, stopOnJackpot: false };

describe('autoplay and its stop conditions', () => {
  it('plays its count of rounds', () => {
    let a = startAutoplay(base);
    for (let i = 0; i < 3; i += 1) {
      expect(autoplayStopBeforeRound(a, 5, 1000)).toBeNull();
      a = autoplayBet(a, 5);
    }
    expect(autoplayStopAfterRound(a, { winCents: 0, jackpot: false })).toBe('count');
  });

  it('stops before the bet that would take the loss past the limit (limit + wins − bets < 0)', () => {
    let a = startAutoplay({ ...base, total: 100 });
    a = autoplayBet(a, 10);
    expect(autoplayStopBeforeRound(a, 10, 1000)).toBeNull(); // 25 − 10 − 10 = 5
    a = autoplayBet(a, 10);
    expect(autoplayStopBeforeRound(a, 10, 1000)).toBe('loss-limit'); // 25 − 20 − 10 < 0
    expect(autoplayStopBeforeRound(autoplayWin(a, 20), 10, 1000)).toBeNull(); // wins count back
  });

  it('stops on a single win reaching X, the jackpot, any win, the balance up or down by X, and no credit', () => {
    const a = startAutoplay({ ...base, total: 100, lossLimitCents: null, winLimitCents: 500, stopOnJackpot: true });
    expect(autoplayStopAfterRound(a, { winCents: 499, jackpot: false })).toBeNull();
    expect(autoplayStopAfterRound(a, { winCents: 500, jackpot: false })).toBe('win-limit');
    expect(autoplayStopAfterRound(a, { winCents: 0, jackpot: true })).toBe('jackpot');
    expect(autoplayStopAfterRound(startAutoplay({ ...base, stopOnAnyWin: true }), { winCents: 1, jackpot: false })).toBe('any-win');
    const up = autoplayWin(autoplayBet(startAutoplay({ ...base, balanceUpCents: 100 }), 10), 110);
    expect(autoplayStopAfterRound(up, { winCents: 110, jackpot: false })).toBe('balance-up');
    const down = autoplayBet(startAutoplay({ ...base, lossLimitCents: null, balanceDownCents: 15 }), 10);
    expect(autoplayStopBeforeRound(down, 10, 1000)).toBe('balance-down');
    expect(autoplayStopBeforeRound(startAutoplay(base), 10, 9)).toBe('credit');
  });

  it('refuses a count below one', () => {
    expect(() => startAutoplay({ ...base, total: 0 })).toThrow(RangeError);
  });
});
