import type { MoneyMove } from '../../core/round-step';
import { Xoshiro128 } from '../../core/xoshiro128';
import { MICROS_PER_CENT } from '../../features/jackpot-pool';
import { taken, TEST_RULES } from './round-fixtures';
import {
  applyRules,
  changeBet,
  chooseMode,
  collectWin,
  gambleGuess,
  initialContext,
  isIdle,
  isRefusal,
  paidSpin,
  phaseOf,
  pickCard,
  startAutospin,
  startGamble,
  type Balances,
  type MysticGemContext,
} from './round';

const RULES = TEST_RULES;
const POOLS = Object.fromEntries(RULES.levels.map((l) => [l.id, l.seedMicros + 12_345_678]));
const RICH: Balances = { creditsCents: 100_000_000, poolsMicros: POOLS };

const ok = taken;
const cents = (moves: readonly MoneyMove[], kind: MoneyMove['kind']): number => moves.filter((m) => m.kind === kind).reduce((sum, m) => sum + ('cents' in m ? m.cents : 0), 0);

/** Plays games (banking any waiting win) until `until` holds right after a paid game. */
function playUntil(rng: Xoshiro128, start: MysticGemContext, until: (c: MysticGemContext) => boolean, limit = 50_000): MysticGemContext {
  let c = start;
  for (let i = 0; i < limit; i += 1) {
    if (phaseOf(c) === 'won') c = ok(collectWin(c));
    while (phaseOf(c) === 'jackpotCards') c = ok(pickCard(c, c.cards!.state.revealed.indexOf(null), RICH));
    c = ok(paidSpin(rng, c, RICH, 'spin'));
    if (until(c)) return c;
  }
  throw new Error('the situation did not happen');
}

describe('40 Mystic Gem round', () => {
  it('a game stakes the total bet and feeds every Jackpot Cards level on top of it, exactly', () => {
    const start = ok(changeBet(initialContext(RULES), 1000));
    const c = ok(paidSpin(new Xoshiro128(1), start, RICH, 'spin'));
    expect(cents(c.step!.moves, 'stake')).toBe(1000);
    // 10 € × 10 / 15 / 15 / 25 bp, in micro-euros: nothing rounded away, nothing taken from the stake.
    expect(c.step!.moves.filter((m) => m.kind === 'jackpot-contribution')).toEqual(RULES.levels.map((l) => ({ kind: 'jackpot-contribution', pool: l.id, micros: 1000 * l.contributionBp })));
  });

  it('a win the double up may take waits for COLLECT; PLAY banks it too; nothing is in the balance before', () => {
    const won = playUntil(new Xoshiro128(2), initialContext(RULES), (c) => c.pendingWinCents > 0);
    expect(phaseOf(won)).toBe('won');
    expect(cents(won.step!.moves, 'win')).toBe(0);
    expect(isIdle(won)).toBe(false);
    const banked = ok(collectWin(won));
    expect(banked.step!.moves).toEqual([{ kind: 'win', cents: won.pendingWinCents }]);
    expect(phaseOf(banked) === 'ready' || phaseOf(banked) === 'jackpotCards').toBe(true);
  });

  it('a win whose double would pass the limit is paid at once; autospin never leaves a win waiting', () => {
    const rules = { ...RULES, gambleLimitCents: 40 };
    const paid = playUntil(new Xoshiro128(3), initialContext(rules), (c) => (c.lastSpin?.paidCents ?? 0) > 20);
    expect(paid.pendingWinCents).toBe(0);
    expect(cents(paid.step!.moves, 'win')).toBe(paid.lastSpin!.paidCents);
    const auto = ok(startAutospin(initialContext(RULES), { total: 500, lossLimitCents: 1_000_000, winLimitCents: null, stopOnJackpot: false }));
    const rng = new Xoshiro128(4);
    let c = auto;
    for (let i = 0; i < 200 && c.autospin; i += 1) {
      while (phaseOf(c) === 'jackpotCards') c = ok(pickCard(c, c.cards!.state.revealed.indexOf(null), RICH));
      c = ok(paidSpin(rng, c, RICH, 'autospin'));
      expect(c.pendingWinCents).toBe(0);
      expect(cents(c.step!.moves, 'win')).toBe(c.lastSpin!.paidCents);
    }
  });

  it('the double up: a right guess doubles, a wrong one loses, each on the gamble meters; COLLECT banks what stands', () => {
    const won = playUntil(new Xoshiro128(5), initialContext(RULES), (c) => c.pendingWinCents > 0);
    const open = ok(startGamble(won));
    expect(phaseOf(open)).toBe('gamble');
    let rights = 0;
    let wrongs = 0;
    for (let seed = 1; seed <= 40; seed += 1) {
      const after = ok(gambleGuess(new Xoshiro128(seed), open, 'red'));
      const right = after.gamble !== null || cents(after.step!.moves, 'win') > 0;
      expect(after.step!.risk).toEqual({ stakedCents: won.pendingWinCents, wonCents: right ? won.pendingWinCents * 2 : 0 });
      if (after.gamble) {
        rights += 1;
        expect(after.gamble.stakeCents).toBe(won.pendingWinCents * 2);
        expect(ok(collectWin(after)).step!.moves).toEqual([{ kind: 'win', cents: won.pendingWinCents * 2 }]);
      } else if (cents(after.step!.moves, 'win') === 0) {
        wrongs += 1;
        expect(after.roundWinCents).toBe(0);
      }
      expect(after.gambleHistory[0]?.colour).toBeDefined();
    }
    expect(rights).toBeGreaterThan(5);
    expect(wrongs).toBeGreaterThan(5);
  });

  it('a bought mode stays on game after game, costs its price, and is offered only within the operator’s largest bought stake', () => {
    const bought = ok(chooseMode(initialContext(RULES), 'buy1'));
    const rng = new Xoshiro128(6);
    let c = bought;
    for (let i = 0; i < 5; i += 1) {
      if (phaseOf(c) === 'won') c = ok(collectWin(c));
      while (phaseOf(c) === 'jackpotCards') c = ok(pickCard(c, c.cards!.state.revealed.indexOf(null), RICH));
      c = ok(paidSpin(rng, c, RICH, 'spin'));
      expect(cents(c.step!.moves, 'stake')).toBe(180);
      expect(c.mode).toBe('buy1');
      expect(c.lastSpin!.result.scatterWins).toEqual([]);
    }
    const tight = { ...RULES, maxBoughtStakeCents: 2000 };
    expect(isRefusal(chooseMode(ok(changeBet(initialContext(tight), 1000)), 'buy3'))).toBe(true);
    // New settings that no longer allow the mode turn it off between games.
    const idle = ok(chooseMode(ok(changeBet(initialContext(RULES), 1000)), 'buy2'));
    expect(ok(applyRules(idle, tight)).mode).toBe('base');
  });

  it('Jackpot Cards: triggered with a game, played after its win is banked, the third of a suit pays that level at its value', () => {
    // A 3-WILD buy at 5 € is a 357,50 € stake: a trigger about one game in eleven.
    const start = ok(chooseMode(ok(changeBet(initialContext(RULES), 400)), 'buy3'));
    let c = playUntil(new Xoshiro128(7), start, (x) => x.cards !== null);
    if (phaseOf(c) === 'won') {
      expect(isRefusal(pickCard(c, 0, RICH))).toBe(true);
      c = ok(collectWin(c));
    }
    expect(phaseOf(c)).toBe('jackpotCards');
    expect(isIdle(c)).toBe(false);
    while (phaseOf(c) === 'jackpotCards') c = ok(pickCard(c, c.cards!.state.revealed.indexOf(null), RICH));
    const won = c.cards!.won!;
    const level = RULES.levels[won.level]!;
    expect(won.cents).toBe(Math.floor(POOLS[level.id]! / MICROS_PER_CENT));
    expect(c.step!.moves).toEqual([{ kind: 'jackpot-win', pool: level.id, cents: won.cents, micros: won.cents * MICROS_PER_CENT, reseedMicros: level.seedMicros - (POOLS[level.id]! - won.cents * MICROS_PER_CENT) }]);
    expect(c.step!.roundOver).toBe(true);
    expect(isIdle(c)).toBe(true);
    // The cards stay as turned: the winning suit shows exactly three times, and it is the last one turned.
    const shown = c.cards!.state.revealed;
    expect(shown.filter((s) => s === won.level)).toHaveLength(3);
    expect(shown[c.cards!.state.picks[c.cards!.state.picks.length - 1]!]).toBe(won.level);
  });

  it('the maximum prize per game cuts a win to the cap', () => {
    const rules = { ...RULES, maxPrizePerGameCents: 100 };
    const c = playUntil(new Xoshiro128(8), ok(changeBet(initialContext(rules), 400)), (x) => x.lastSpin!.result.winCents > 100);
    expect(c.lastSpin!.paidCents).toBe(100);
    expect(c.step!.detail.capped).toMatchObject({ cutCents: c.lastSpin!.result.winCents - 100 });
  });
});
