import type { MoneyMove } from '../../core/round-step';
import { Xoshiro128 } from '../../core/xoshiro128';
import { MAX_BONUS_SPINS } from '../../features/bonus-spins';
import { taken, TEST_RULES } from './round-fixtures';
import {
  autospinStopReason,
  cancelFreeRounds,
  changeBet,
  chooseMode,
  collectWin,
  grantFreeRounds,
  initialContext,
  paidSpin,
  paidSpinRefusal,
  phaseOf,
  startAutospin,
  type Balances,
  type MysticGemContext,
} from './round';
import { presentMysticGem } from './view';

const RULES = TEST_RULES;
const POOLS = Object.fromEntries(RULES.levels.map((l) => [l.id, l.seedMicros]));
const EMPTY: Balances = { creditsCents: 0, poolsMicros: POOLS };
const AT = Date.UTC(2026, 10, 27, 10, 2);

const ok = taken;
const kinds = (moves: readonly MoneyMove[]): string[] => moves.map((m) => m.kind);
const granted = (spins: number, totalBetCents = 1000, c = initialContext(RULES)): MysticGemContext => ok(grantFreeRounds(c, { spins, totalBetCents, by: 'operator', atMs: AT }));

describe('40 Mystic Gem Bonus Spin Mode', () => {
  it('the operator’s grant is a step that records who and when; PLAY then costs nothing, even on an empty balance', () => {
    const c = granted(3);
    expect(c.step!.label).toBe('bonus-spins-grant');
    expect(c.step!.moves).toEqual([]);
    expect(c.step!.detail).toMatchObject({ grant: { spins: 3, totalBetCents: 1000, by: 'operator', atMs: AT } });
    expect(paidSpinRefusal(c, EMPTY)).toBeNull();
    const played = ok(paidSpin(new Xoshiro128(5), c, EMPTY, 'spin'));
    expect(played.step!.label).toBe('bonus-spin');
    // No stake, no Jackpot Cards contribution: the bet it played at goes on the promotional meters only.
    expect(played.step!.moves[0]).toEqual({ kind: 'promo-stake', cents: 1000 });
    expect(kinds(played.step!.moves).every((k) => k === 'promo-stake' || k === 'promo-win')).toBe(true);
    expect(played.step!.detail).toMatchObject({ totalBetCents: 1000, stakeCents: 0, bonusSpin: { number: 1, of: 3, by: 'operator', atMs: AT } });
    expect(played.bonusSpins).toMatchObject({ granted: 3, remaining: 2 });
  });

  it('counts the free rounds down, pays every win at once as real credit, and never triggers Jackpot Cards', () => {
    const rng = new Xoshiro128(11);
    let c = granted(MAX_BONUS_SPINS, 40);
    let won = 0;
    for (let i = 0; i < MAX_BONUS_SPINS; i += 1) {
      expect(presentMysticGem(c, POOLS).bonusSpins).toMatchObject({ granted: MAX_BONUS_SPINS, remaining: MAX_BONUS_SPINS - i });
      c = ok(paidSpin(rng, c, EMPTY, 'spin'));
      // A free round is always over in one step: no waiting win, no double up, no cards.
      expect(phaseOf(c)).toBe('ready');
      expect(c.step!.roundOver).toBe(true);
      expect(c.cards).toBeNull();
      expect(c.step!.detail).not.toHaveProperty('jackpotCardsTriggered');
      const win = c.step!.moves.find((m) => m.kind === 'promo-win');
      won += win && 'cents' in win ? win.cents : 0;
    }
    expect(won).toBeGreaterThan(0);
    expect(c.bonusSpins).toMatchObject({ remaining: 0, wonCents: won });
    // Played out: the next PLAY is a paid game again, and the balance must cover it.
    expect(paidSpinRefusal(c, EMPTY)).toMatch(/costs 40 c/);
    const paid = ok(paidSpin(new Xoshiro128(3), c, { ...EMPTY, creditsCents: 40 }, 'spin'));
    expect(paid.step!.moves[0]).toEqual({ kind: 'stake', cents: 40 });
    expect(paid.bonusSpins).toBeNull();
  });

  it('a draw that triggers Jackpot Cards in a paid game triggers nothing in a free round', () => {
    // Every word 0: the lowest draw of the trigger, which a paid game takes as a hit.
    let words = 0;
    const zeros = { nextUint32: () => ((words += 1), 0) };
    const paid = ok(paidSpin(zeros, initialContext(RULES), { ...EMPTY, creditsCents: 40 }, 'spin'));
    expect(paid.step!.detail).toMatchObject({ jackpotCardsTriggered: true });
    const paidWords = words;
    words = 0;
    const free = ok(paidSpin(zeros, granted(1, 40), EMPTY, 'spin'));
    expect(free.cards).toBeNull();
    expect(free.step!.detail).not.toHaveProperty('jackpotCardsTriggered');
    // The same reels, and no trigger or deal drawn at all.
    expect(free.step!.detail).toMatchObject({ stops: paid.step!.detail.stops });
    expect(words).toBeLessThan(paidWords);
  });

  it('the bet and the bet mode are fixed while free rounds are left; the grant turns a bought mode back to the base game', () => {
    const bought = ok(chooseMode(initialContext(RULES), 'buy2'));
    const c = granted(5, 200, bought);
    expect(c.mode).toBe('base');
    expect(changeBet(c, 400)).toEqual({ refused: 'the bet of bonus spins is fixed' });
    expect(chooseMode(c, 'buy1')).toEqual({ refused: 'buying is suspended during bonus spins' });
    const view = presentMysticGem(c, POOLS);
    expect(view.bet.totalCents).toBe(200);
    expect(view.bet.canChange).toBe(false);
    expect(view.stakeCents).toBe(0);
    expect(view.modes.filter((m) => m.priceCents !== null).map((m) => m.mode)).toEqual(['base']);
    expect(view.jackpotCards.levels.every((l) => !l.eligible)).toBe(true);
  });

  it('refuses a grant out of range, at a bet not on the table, at another bet while rounds are left, or in the middle of a game', () => {
    const c = initialContext(RULES);
    expect(grantFreeRounds(c, { spins: 0, totalBetCents: 40, by: 'operator', atMs: AT })).toHaveProperty('refused');
    expect(grantFreeRounds(c, { spins: MAX_BONUS_SPINS + 1, totalBetCents: 40, by: 'operator', atMs: AT })).toHaveProperty('refused');
    expect(grantFreeRounds(c, { spins: 5, totalBetCents: 50, by: 'operator', atMs: AT })).toEqual({ refused: "a total bet of 50 c is not on the game's table of bets" });
    const standing = granted(5, 200);
    expect(grantFreeRounds(standing, { spins: 5, totalBetCents: 400, by: 'operator', atMs: AT })).toEqual({ refused: '5 bonus spins at 200 c are still to play: cancel them before granting at another bet' });
    // More at the same bet add to the standing grant.
    expect(ok(grantFreeRounds(standing, { spins: 10, totalBetCents: 200, by: 'operator', atMs: AT + 1 })).bonusSpins).toMatchObject({ granted: 15, remaining: 15 });
    // A win waiting for COLLECT: the player is in a game.
    const rng = new Xoshiro128(2);
    let waiting = ok(changeBet(c, 1000));
    for (let i = 0; i < 500 && phaseOf(waiting) !== 'won'; i += 1) waiting = ok(paidSpin(rng, waiting, { ...EMPTY, creditsCents: 1_000_000 }, 'spin'));
    expect(phaseOf(waiting)).toBe('won');
    expect(grantFreeRounds(waiting, { spins: 5, totalBetCents: 40, by: 'operator', atMs: AT })).toHaveProperty('refused', expect.stringMatching(/between games/));
    expect(phaseOf(ok(collectWin(waiting)))).toBe('ready');
  });

  it('the operator cancels the rounds not yet played; nothing to cancel is refused', () => {
    const c = ok(paidSpin(new Xoshiro128(4), granted(5), EMPTY, 'spin'));
    const cancelled = ok(cancelFreeRounds(c, 'operator', AT + 60_000));
    expect(cancelled.step!.detail).toMatchObject({ cancelled: 4, granted: 5, by: 'operator' });
    expect(cancelled.bonusSpins).toBeNull();
    expect(cancelFreeRounds(cancelled, 'operator', AT)).toEqual({ refused: 'no bonus spins are waiting in this game' });
  });

  it('autospin plays the free rounds and stops when they are played out, before any paid game', () => {
    let c = ok(startAutospin(granted(3, 80), { total: 25, lossLimitCents: 10_000, winLimitCents: null, stopOnJackpot: false }));
    const rng = new Xoshiro128(9);
    const labels: string[] = [];
    while (c.autospin && autospinStopReason(c, EMPTY) === null) {
      c = ok(paidSpin(rng, c, EMPTY, 'autospin'));
      labels.push(c.step!.label);
    }
    expect(labels).toEqual(['autospin-bonus-spin', 'autospin-bonus-spin', 'autospin-bonus-spin']);
    expect(c.autospin).toBeNull();
    expect(c.autospinStopped).toBe('bonus-spins-over');
  });

  it('a grant while autospin runs stops it (the player sees his free rounds start by his own press)', () => {
    const running = ok(startAutospin(initialContext(RULES), { total: 10, lossLimitCents: 1000, winLimitCents: null, stopOnJackpot: false }));
    const c = granted(5, 40, running);
    expect(c.autospin).toBeNull();
    expect(c.autospinStopped).toBe('bonus-spins');
  });
});
