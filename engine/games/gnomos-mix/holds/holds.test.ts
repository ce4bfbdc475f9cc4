import { firstWeightedValueOf } from '../../../core/reels';
import { DrawRecorder } from '../../../core/rng';
import { Xoshiro128 } from '../../../core/xoshiro128';
import { ScriptedRng } from '../ladders/testing';
import { LOWER_STOPS_PER_REEL, LOWER_STOP_WEIGHTS } from '../reels';
import { evaluateLowerLine, lowerLineFigures, type LowerStops } from '../spin';
import { advanceOptions, advancesGrant, bestAdvancePlan, grantReason } from './advances';
import { extraSpinMayRisk, extraSpinStops, extraSpinTable, extraSpinTriggered } from './extra-spin';
import { DEFAULT_HOLD_PARAMS, checkChance } from './hold-params';
import { HELD_GAME_STAKE_CENTS, canToggleHold, holdOffer, spinHeldGame, startHoldGame, toggleHold } from './holds';

const rec = (...words: number[]) => new DrawRecorder(new ScriptedRng().push(...words));

// Hand-made stops (strips in docs/games/gnomos-mix.md):
const LEMON_GRAPE_ORANGE: LowerStops = [4, 1, 1]; // no prize, no pair
const PLUM_PLUM_ORANGE: LowerStops = [1, 2, 1]; // losing pair on reels 1–2
const PLUM_PLUM_PLUM: LowerStops = [1, 2, 2]; // 3 Plum
const PLUM_BONUS_PLUM: LowerStops = [10, 7, 5]; // 1 Bonus
const WINDOW_WINDOW_WINDOW: LowerStops = [11, 4, 6]; // 3 Window

describe('the hand-made stops show what they say', () => {
  it('reads the line', () => {
    expect(lowerLineFigures(LEMON_GRAPE_ORANGE)).toEqual(['lemon', 'grape', 'orange']);
    expect(lowerLineFigures(PLUM_PLUM_ORANGE)).toEqual(['plum', 'plum', 'orange']);
    expect(lowerLineFigures(PLUM_PLUM_PLUM)).toEqual(['plum', 'plum', 'plum']);
    expect(lowerLineFigures(PLUM_BONUS_PLUM)).toEqual(['plum', 'bonus', 'plum']);
    expect(lowerLineFigures(WINDOW_WINDOW_WINDOW)).toEqual(['window', 'window', 'window']);
  });
});

describe('holdOffer', () => {
  it('offers a pair after a losing spin, with one draw for the offer and one for auto-holding', () => {
    const r = rec(2, 0);
    expect(holdOffer(PLUM_PLUM_ORANGE, r)).toEqual({ offered: true, pair: [0, 1], autoHeld: true });
    expect(r.take()).toEqual([{ bound: 10, value: 2 }, { bound: 2, value: 0 }]);
    expect(holdOffer(PLUM_PLUM_ORANGE, rec(0, 1))).toEqual({ offered: true, pair: [0, 1], autoHeld: false });
  });

  it('does not offer on a losing draw (3 in 10 by default), with one draw', () => {
    const r = rec(3);
    expect(holdOffer(PLUM_PLUM_ORANGE, r)).toEqual({ offered: false });
    expect(r.take()).toEqual([{ bound: 10, value: 3 }]);
  });

  it('never offers without a pair or after a prize or 3 Window, and draws nothing then', () => {
    for (const stops of [LEMON_GRAPE_ORANGE, PLUM_PLUM_PLUM, PLUM_BONUS_PLUM, WINDOW_WINDOW_WINDOW]) {
      const r = rec();
      expect(holdOffer(stops, r)).toEqual({ offered: false });
      expect(r.take()).toEqual([]);
    }
  });

  it('rejects bad tuning', () => {
    expect(() => holdOffer(PLUM_PLUM_ORANGE, rec(), { ...DEFAULT_HOLD_PARAMS, offer: { win: 11, outOf: 10 } })).toThrow(RangeError);
    expect(() => checkChance({ win: 1, outOf: 0 }, 'x')).toThrow(RangeError);
  });
});

describe('the held game', () => {
  const offer = { offered: true, pair: [0, 1], autoHeld: true } as const;

  it('is free, at the offered bet, with the pair held when auto-held', () => {
    expect(HELD_GAME_STAKE_CENTS).toBe(0);
    expect(startHoldGame(100, offer)).toEqual({ betCents: 100, held: [true, true, false] });
    expect(startHoldGame(100, { ...offer, autoHeld: false })).toEqual({ betCents: 100, held: [false, false, false] });
    expect(() => startHoldGame(100, { offered: false })).toThrow(RangeError);
  });

  it('toggles holds with ADVANCE/HOLD, at most two held', () => {
    let game = startHoldGame(20, offer);
    expect(canToggleHold(game, 2)).toBe(false);
    expect(toggleHold(game, 2)).toBe(game); // a third hold: unchanged
    game = toggleHold(game, 0);
    expect(game.held).toEqual([false, true, false]);
    game = toggleHold(game, 2);
    expect(game.held).toEqual([false, true, true]);
    game = toggleHold(toggleHold(game, 1), 2);
    expect(game.held).toEqual([false, false, false]);
    expect(canToggleHold(game, 3)).toBe(false);
    expect(toggleHold(game, -1)).toBe(game);
    expect(game.betCents).toBe(20);
  });

  it('spins only the free reels, one recorded draw each', () => {
    const game = startHoldGame(20, offer);
    const value = firstWeightedValueOf(LOWER_STOP_WEIGHTS[2] ?? [], 2); // reel 3 lands on Plum
    const r = rec(value);
    expect(spinHeldGame(game, PLUM_PLUM_ORANGE, r)).toEqual([1, 2, 2]);
    expect(r.take()).toEqual([{ bound: 1024, value }]);
    const none = rec(0, 0, 0);
    expect(spinHeldGame({ betCents: 20, held: [false, false, false] }, PLUM_PLUM_ORANGE, none)).toEqual([0, 0, 0]);
    expect(none.take()).toHaveLength(3);
    expect(() => spinHeldGame({ betCents: 20, held: [true, true, true] }, PLUM_PLUM_ORANGE, rec())).toThrow(RangeError);
  });
});

describe('advanceOptions', () => {
  it('lists every split of 0..n advances; each advance brings strip index + 1 to the line', () => {
    expect(advanceOptions(LEMON_GRAPE_ORANGE, 0).map((o) => o.moves)).toEqual([[0, 0, 0]]);
    expect(advanceOptions(LEMON_GRAPE_ORANGE, 1).map((o) => o.moves)).toEqual([[0, 0, 0], [0, 0, 1], [0, 1, 0], [1, 0, 0]]);
    expect(advanceOptions(LEMON_GRAPE_ORANGE, 4)).toHaveLength(35);
    const one = advanceOptions(LEMON_GRAPE_ORANGE, 1);
    expect(one.map((o) => o.stops)).toEqual([[4, 1, 1], [4, 1, 2], [4, 2, 1], [5, 1, 1]]);
    expect(one[3]).toEqual({ moves: [1, 0, 0], used: 1, stops: [5, 1, 1], prizeId: null, feature: null, holdPair: null });
    // Wraps round the strip: reel 1 at stop 15 moves to stop 0.
    expect(advanceOptions([15, 0, 0], 1)[3]?.stops).toEqual([0, 0, 0]);
    expect(() => advanceOptions(LEMON_GRAPE_ORANGE, 5)).toThrow(RangeError);
  });

  it('reports prizes, 3 Window and hold pairs of each option', () => {
    const three = advanceOptions(LEMON_GRAPE_ORANGE, 3);
    expect(three.find((o) => o.moves.join() === '1,1,1')?.prizeId).toBe('3-plum');
    expect(three.find((o) => o.moves.join() === '1,1,0')?.holdPair).toEqual([0, 1]);
    expect(advanceOptions(PLUM_BONUS_PLUM, 3).find((o) => o.moves.join() === '1,1,1')?.feature).toBe('cauldrons');
  });
});

describe('bestAdvancePlan (AUTO-ADVANCES)', () => {
  it('takes the cash prize with the fewest advances', () => {
    expect(bestAdvancePlan(LEMON_GRAPE_ORANGE, 3, 20)).toMatchObject({ moves: [1, 1, 1], prizeId: '3-plum' });
    expect(bestAdvancePlan(LEMON_GRAPE_ORANGE, 4, 20)).toMatchObject({ moves: [1, 1, 1], prizeId: '3-plum' });
  });

  it('values 3 Window at the Cauldrons expected prize, above 3 Plum', () => {
    // From Plum Bonus Plum: 3 Plum needs reel 2 +4; 3 Window needs +1 on each reel.
    expect(bestAdvancePlan(PLUM_BONUS_PLUM, 4, 20)).toMatchObject({ moves: [1, 1, 1], feature: 'cauldrons' });
  });

  it('prefers bonuses to nothing, the most bonuses first, ties to the earliest option', () => {
    // Two advances from Plum Bonus Plum: 2 Bonus by moving reel 3 (or reel 1) two stops.
    expect(bestAdvancePlan(PLUM_BONUS_PLUM, 2, 20)).toMatchObject({ moves: [0, 0, 2], prizeId: 'bonus-2' });
  });

  it('prefers a hold candidate to nothing, the better pair first', () => {
    // One advance from Lemon Grape Orange: reel 2 or reel 3 to Plum makes no pair; reel 1 to
    // Plum neither. Two advances: Plum Plum (reels 1–2 or 1–3) or Plum on 2–3.
    expect(bestAdvancePlan(LEMON_GRAPE_ORANGE, 1, 20)).toMatchObject({ moves: [0, 0, 0], prizeId: null, holdPair: null });
    const two = bestAdvancePlan(LEMON_GRAPE_ORANGE, 2, 20);
    expect(two.holdPair).not.toBeNull();
    expect(two.used).toBe(2);
    // Never worse than any option by the documented order (checked on random stops and counts).
    const rng = new Xoshiro128(8);
    for (let i = 0; i < 200; i += 1) {
      const stops: LowerStops = [rng.nextUint32() % 16, rng.nextUint32() % 16, rng.nextUint32() % 16];
      const n = 1 + (rng.nextUint32() % 4);
      const best = bestAdvancePlan(stops, n, 100);
      const bestOutcome = evaluateLowerLine(lowerLineFigures(best.stops), 100);
      for (const o of advanceOptions(stops, n)) {
        const out = evaluateLowerLine(lowerLineFigures(o.stops), 100);
        if (o.feature === null && best.feature === null) expect(out.prize?.cents ?? 0).toBeLessThanOrEqual(bestOutcome.prize?.cents ?? 0);
      }
    }
  });
});

describe('advancesGrant', () => {
  it('may grant 1–4 advances after a losing spin when a prize is reachable', () => {
    expect(grantReason(LEMON_GRAPE_ORANGE)).toBe('prize-reachable');
    const r = rec(0, 45);
    expect(advancesGrant(LEMON_GRAPE_ORANGE, r)).toEqual({ granted: 2, reason: 'prize-reachable' });
    expect(r.take()).toEqual([{ bound: 4, value: 0 }, { bound: 100, value: 45 }]);
    expect(advancesGrant(LEMON_GRAPE_ORANGE, rec(0, 0))).toEqual({ granted: 1, reason: 'prize-reachable' });
    expect(advancesGrant(LEMON_GRAPE_ORANGE, rec(0, 99))).toEqual({ granted: 4, reason: 'prize-reachable' });
    expect(advancesGrant(LEMON_GRAPE_ORANGE, rec(1))).toEqual({ granted: 0, reason: 'prize-reachable' });
  });

  it('may grant after a bonus prize when cash is reachable', () => {
    expect(grantReason(PLUM_BONUS_PLUM)).toBe('cash-reachable');
    expect(advancesGrant(PLUM_BONUS_PLUM, rec(0, 70))).toEqual({ granted: 3, reason: 'cash-reachable' });
  });

  it('never after a cash prize or 3 Window, and draws nothing then', () => {
    for (const stops of [PLUM_PLUM_PLUM, WINDOW_WINDOW_WINDOW]) {
      const r = rec();
      expect(advancesGrant(stops, r)).toEqual({ granted: 0, reason: null });
      expect(r.take()).toEqual([]);
    }
  });

  it('names hold-reachable only when no prize but a pair is within four advances, and null when nothing is', () => {
    let holdOnly = 0;
    let nothing = 0;
    for (let a = 0; a < 16; a += 1) {
      for (let b = 0; b < 16; b += 1) {
        for (let c = 0; c < 16; c += 1) {
          const stops: LowerStops = [a, b, c];
          const reason = grantReason(stops);
          const here = evaluateLowerLine(lowerLineFigures(stops), 20);
          const moved = advanceOptions(stops, 4).filter((o) => o.used > 0);
          if (reason === 'hold-reachable') {
            holdOnly += 1;
            expect(here.prize).toBeNull();
            expect(moved.some((o) => o.prizeId !== null || o.feature !== null)).toBe(false);
            expect(moved.some((o) => o.holdPair !== null)).toBe(true);
          }
          if (reason === null && here.prize === null && here.feature === null) {
            nothing += 1;
            expect(moved.some((o) => o.prizeId !== null || o.feature !== null || o.holdPair !== null)).toBe(false);
          }
        }
      }
    }
    // With three Plums and Diamonds near everywhere, a prize is almost always within four stops.
    expect(holdOnly + nothing).toBeLessThan(16 ** 3);
  });
});

describe('Extra Spin', () => {
  it('triggers with one recorded draw (1 in 40 by default)', () => {
    const r = rec(0, 1);
    expect(extraSpinTriggered(r)).toBe(true);
    expect(extraSpinTriggered(r)).toBe(false);
    expect(r.take()).toEqual([{ bound: 40, value: 0 }, { bound: 40, value: 1 }]);
  });

  it('draws among exactly the prize-giving combinations, weighted as the reels weight them', () => {
    const table = extraSpinTable();
    // The plain-spin hits of docs/games/gnomos-mix.md: 178,666,579 of 1024³.
    expect(table.total).toBe(178_666_579);
    let paying = 0;
    for (let a = 0; a < LOWER_STOPS_PER_REEL; a += 1) {
      for (let b = 0; b < LOWER_STOPS_PER_REEL; b += 1) {
        for (let c = 0; c < LOWER_STOPS_PER_REEL; c += 1) {
          if (evaluateLowerLine(lowerLineFigures([a, b, c]), 20).prize !== null) paying += 1;
        }
      }
    }
    expect(table.stops).toHaveLength(paying);
  });

  it('maps the draw to its combination with one recorded draw', () => {
    const table = extraSpinTable();
    const first = table.stops[0];
    const r = rec(0);
    const result = extraSpinStops(r, 20);
    expect(result.stops).toEqual(first);
    expect(r.take()).toEqual([{ bound: 178_666_579, value: 0 }]);
    const cum0 = table.cumulative[0] ?? 0;
    expect(extraSpinStops(rec(cum0 - 1), 20).stops).toEqual(first);
    expect(extraSpinStops(rec(cum0), 20).stops).toEqual(table.stops[1]);
    expect(extraSpinStops(rec(table.total - 1), 20).stops).toEqual(table.stops[table.stops.length - 1]);
  });

  it('always ends in a prize, any 3 Diamonds most often, and says whether it may be risked', () => {
    const rng = new Xoshiro128(3);
    const r = new DrawRecorder(rng);
    const counts = new Map<string, number>();
    for (let i = 0; i < 5000; i += 1) {
      const { prize, mayRisk } = extraSpinStops(r, 100);
      expect(prize.cents + prize.bonuses).toBeGreaterThan(0);
      expect(mayRisk).toBe(extraSpinMayRisk(prize.prizeId));
      counts.set(prize.prizeId, (counts.get(prize.prizeId) ?? 0) + 1);
    }
    // any 3 Diamonds is 118,570,841 / 178,666,579 = 66.4 % of prizes; 1 Bonus 28.9 %.
    expect((counts.get('any-3-diamonds') ?? 0) / 5000).toBeGreaterThan(0.63);
    expect((counts.get('bonus-1') ?? 0) / 5000).toBeGreaterThan(0.26);
    expect(extraSpinMayRisk('3-plum')).toBe(true);
    expect(extraSpinMayRisk('3-bell')).toBe(true);
    expect(extraSpinMayRisk('3-green-diamond')).toBe(false);
    expect(extraSpinMayRisk('bonus-2')).toBe(false);
  });
});
