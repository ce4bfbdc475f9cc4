import { Xoshiro128 } from '../../core/xoshiro128';
import { scriptedRng, stopShowing } from './testing';
import { queuedSpins } from '../../features/free-spin-queue';
import type { MoneyMove } from '../../core/round-step';
import { MICROS_PER_CENT } from '../../features/jackpot-pool';
import {
  autospinStopReason,
  changeBet,
  featureSpin,
  initialContext,
  isIdle,
  isRefusal,
  paidSpin,
  startAutospin,
  totalBetCents,
  PROGRESSIVE_POOL,
  type MonaLisaContext,
  type MonaLisaRules,
} from './round';

const RULES: MonaLisaRules = {
  coinValuesCents: [1, 2, 5, 10, 20],
  defaultCoinCents: 1,
  jackpotSeedMicros: 50_000_000 * MICROS_PER_CENT,
  jackpotContributionBp: 50,
  jackpotReferenceCoinCents: 1000,
  maxPrizePerGameCents: 2_000_000,
};
const RICH = { creditsCents: 1_000_000_00, poolMicros: RULES.jackpotSeedMicros };

const ok = (x: MonaLisaContext | { refused: string }): MonaLisaContext => {
  if (isRefusal(x)) throw new Error(x.refused);
  return x;
};
const cents = (moves: readonly MoneyMove[], kind: MoneyMove['kind']): number =>
  moves.filter((m) => m.kind === kind).reduce((sum, m) => sum + ('cents' in m ? m.cents : 0), 0);

/** Plays paid spins (and every feature spin) until `until` holds after a step; returns that context. */
function playUntil(seed: number, start: MonaLisaContext, until: (c: MonaLisaContext) => boolean, limit = 20_000): MonaLisaContext {
  const rng = new Xoshiro128(seed);
  let c = start;
  for (let i = 0; i < limit; i += 1) {
    c = ok(isIdle(c) ? paidSpin(rng, c, c.bet, RICH, 'spin') : featureSpin(rng, c, RICH));
    if (until(c)) return c;
  }
  throw new Error('the situation did not happen');
}

describe('Mona Lisa Jewels round', () => {
  it('a paid spin stakes the total bet, adds 0.5 % to the pool exactly, and pays its wins to credits', () => {
    const start = ok(changeBet(initialContext(RULES), { lines: 7, coins: 3, coinCents: 2 }, 'bet-change'));
    const c = ok(paidSpin(new Xoshiro128(1), start, start.bet, RICH, 'spin'));
    const step = c.step!;
    expect(cents(step.moves, 'stake')).toBe(42);
    // 42 c × 50 bp = 2,100 micro-euros = 0.21 c: kept whole, never rounded away.
    expect(step.moves).toContainEqual({ kind: 'jackpot-contribution', pool: PROGRESSIVE_POOL, micros: 42 * 50 });
    const spin = c.lastSpin!.result;
    expect(cents(step.moves, 'win')).toBe(spin.winCents);
    expect(step.roundId).toBe(1);
  });

  it('refuses a spin the balance does not cover, and a coin value the operator has not enabled', () => {
    const c = initialContext(RULES);
    const poor = paidSpin(new Xoshiro128(1), c, { ...c.bet, lines: 25, coins: 10 }, { creditsCents: 100, poolMicros: 0 }, 'spin');
    expect(isRefusal(poor) && poor.refused).toMatch(/balance/);
    expect(isRefusal(changeBet(c, { ...c.bet, coinCents: 3 }, 'bet-change'))).toBe(true);
  });

  it('a feature waits for PLAY, Jewel spins play before normal free spins, and the bet cannot change inside', () => {
    const awarded = playUntil(3, initialContext(RULES), (c) => c.featureWaiting);
    expect(isRefusal(changeBet(awarded, { ...awarded.bet, coins: 2 }, 'bet-change'))).toBe(true);
    const bet = awarded.bet;
    let c = awarded;
    const kinds: string[] = [];
    while (!isIdle(c)) {
      const jewelsQueued = c.queue && c.lastSpin ? c.lastSpin.result.jewelSpinsAwarded : 0;
      c = ok(featureSpin(new Xoshiro128(kinds.length + 11), c, RICH));
      kinds.push(c.lastSpin!.kind);
      expect(c.bet).toEqual(bet);
      // A Jewel award is played at once, before any normal free spins left.
      if (jewelsQueued > 0) expect(c.lastSpin!.kind).toBe('jewel');
      expect(c.step!.moves.some((m) => m.kind === 'stake')).toBe(false);
    }
    expect(c.step!.roundOver).toBe(true);
  });

  it('the feature spins pay into the round: its win is the sum of every spin', () => {
    const awarded = playUntil(5, initialContext(RULES), (c) => c.featureWaiting);
    let c = awarded;
    let paid = awarded.roundWinCents;
    const rng = new Xoshiro128(77);
    while (!isIdle(c)) {
      c = ok(featureSpin(rng, c, RICH));
      paid += cents(c.step!.moves, 'win') + cents(c.step!.moves, 'jackpot-win');
    }
    expect(c.roundWinCents).toBe(paid);
  });

  it('autospin stops on its count, on the loss limit before the bet that would pass it, and on a win reaching X', () => {
    const base = ok(changeBet(initialContext(RULES), { lines: 10, coins: 1, coinCents: 1 }, 'bet-change'));
    const counted = ok(startAutospin(base, { total: 3, lossLimitCents: 1000, winLimitCents: null, stopOnJackpot: true }));
    let c = counted;
    const rng = new Xoshiro128(9);
    let spins = 0;
    while (c.autospin) {
      c = ok(isIdle(c) ? paidSpin(rng, c, c.bet, RICH, 'autospin') : featureSpin(rng, c, RICH));
      if (c.step!.moves.some((m) => m.kind === 'stake')) spins += 1;
    }
    expect(spins).toBe(3);
    expect(c.autospinStopped).toBe('count');

    // Loss limit 25 c at 10 c a spin: limit + wins − bets − next bet < 0 stops it before that bet.
    const limited = ok(startAutospin(base, { total: 100, lossLimitCents: 25, winLimitCents: null, stopOnJackpot: false }));
    const lost = { ...limited, autospin: { ...limited.autospin!, betCents: 10, wonCents: 0 } };
    expect(autospinStopReason(lost, RICH)).toBeNull();
    const more = { ...limited, autospin: { ...limited.autospin!, betCents: 20, wonCents: 0 } };
    expect(autospinStopReason(more, RICH)).toBe('loss-limit');
    expect(autospinStopReason({ ...more, autospin: { ...more.autospin, wonCents: 20 } }, RICH)).toBeNull();

    const winStop = ok(startAutospin(base, { total: 1000, lossLimitCents: 100_000, winLimitCents: 1, stopOnJackpot: false }));
    const stopped = playUntil(13, winStop, (x) => x.autospin === null);
    expect(stopped.autospinStopped).toBe('win-limit');
    expect(stopped.roundWinCents).toBeGreaterThanOrEqual(1);
  });

  it('the total bet is lines × coins × coin value', () => {
    expect(totalBetCents({ lines: 25, coins: 10, coinCents: 20 })).toBe(5000);
  });

  describe('the maximum prize per game', () => {
    // 25 lines × 1 coin × 1 c: a 25 c bet; a cap of 60 c bites on any round paying more than 2.4×.
    const SMALL_CAP: MonaLisaRules = { ...RULES, maxPrizePerGameCents: 60 };
    const paidIn = (c: MonaLisaContext): number => cents(c.step!.moves, 'win') + cents(c.step!.moves, 'jackpot-win');

    it('a spin that would pay more than the cap pays exactly what is left, and the round ends there', () => {
      const c = playUntil(21, initialContext(SMALL_CAP), (x) => x.lastSpin!.result.winCents > 60 && x.lastSpin!.kind === 'base');
      expect(paidIn(c)).toBe(60);
      expect(c.roundWinCents).toBe(60);
      expect(c.step!.roundOver).toBe(true);
      expect(c.roundCapped).toBe(true);
      expect(c.step!.detail.capped).toMatchObject({ maxPrizePerGameCents: 60, cutCents: c.lastSpin!.result.winCents - 60 });
      expect(isIdle(c)).toBe(true);
    });

    it('feature spins awarded by a capped round are forfeited, and feature spins stop paying at the cap', () => {
      // A base spin under the cap that awards a feature: the feature spins then meet the cap.
      let capped = 0;
      for (let seed = 1; seed <= 40 && capped < 3; seed += 1) {
        const awarded = playUntil(seed, initialContext(SMALL_CAP), (x) => x.featureWaiting);
        let c = awarded;
        const rng = new Xoshiro128(seed * 31);
        while (!isIdle(c)) {
          c = ok(featureSpin(rng, c, RICH));
          expect(c.roundWinCents).toBeLessThanOrEqual(60);
          if (c.roundCapped) {
            capped += 1;
            expect(c.step!.roundOver).toBe(true);
            expect(queuedSpins(c.queue)).toBe(0);
          }
        }
      }
      expect(capped).toBeGreaterThan(0);
      const forfeited = playUntil(8, initialContext(SMALL_CAP), (x) => x.roundCapped === true && (x.lastSpin!.result.freeSpinsAwarded + x.lastSpin!.result.jewelSpinsAwarded) > 0);
      expect(isIdle(forfeited)).toBe(true);
      expect((forfeited.step!.detail.capped as { forfeitedSpins: number }).forfeitedSpins).toBeGreaterThan(0);
    });

    it('a progressive cut by the cap pays what is left; the rest stays in the pool for the next winner', () => {
      // Max bet at the 20 c coin: the 500,000 € pool at the 10 € coin is worth 10,000 € here; a 5,000 € cap cuts it.
      const rules: MonaLisaRules = { ...RULES, maxPrizePerGameCents: 500_000 };
      const start = ok(changeBet(initialContext(rules), { lines: 25, coins: 10, coinCents: 20 }, 'bet-change'));
      const stops = [0, 1, 2, 3, 4].map((reel) => stopShowing(reel, 'JACKPOT', 1));
      const c = ok(paidSpin(scriptedRng(stops), start, start.bet, RICH, 'bet-max'));
      const jackpot = c.step!.moves.find((m) => m.kind === 'jackpot-win');
      expect(jackpot).toBeDefined();
      expect(paidIn(c)).toBe(500_000);
      const jackpotCents = 'cents' in jackpot! ? jackpot.cents : 0;
      expect(jackpotCents).toBe(500_000 - cents(c.step!.moves, 'win'));
      expect(c.lastSpin!.paidCents).toBe(500_000);
      // The pool gives up exactly the cents paid, not the 10,000 € its share was worth; what stays
      // (here below the seed, so the operator tops it back up) waits for the next winner.
      const j = jackpot as Extract<MoneyMove, { kind: 'jackpot-win' }>;
      expect(j.micros).toBe(jackpotCents * MICROS_PER_CENT);
      const contribution = 5000 * 50;
      expect(RICH.poolMicros + contribution - j.micros + j.reseedMicros).toBe(RULES.jackpotSeedMicros);
      expect(c.lastSpin!.cutCents).toBeGreaterThan(0);
    });
  });
});
