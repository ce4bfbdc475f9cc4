import { transition } from 'xstate';
import { Xoshiro128 } from '../../../core/xoshiro128';
import { holdCandidateReels } from '../hold-candidate';
import { bestAdvancePlan, grantReason } from '../holds/advances';
import { evaluateLowerLine, lowerLineFigures, type LowerStops } from '../spin';
import type { GnomosLevelTuning, LowerLevelTuning } from '../tuning/gnomos-tuning';
import { presentLowerRound } from './presentation';
import {
  ANY_3_DIAMONDS,
  LEMON_GRAPE_ORANGE,
  PLUM_PLUM_ORANGE,
  THREE_PLUM,
  THREE_RED,
  autoStep,
  context,
  featureTuning,
  lights,
  lineWords,
  lowerTuning,
  openTable,
  play,
  press,
  spin,
  type Table,
} from './testing';

const view = (t: Table) => presentLowerRound(t.actor.getSnapshot());
const value = (t: Table) => t.actor.getSnapshot().value;
const can = (t: Table, event: Parameters<typeof press>[1]) => t.actor.getSnapshot().can(event);

/** A tuning where one decision always goes one way and the others never happen. */
function only(lower: Partial<LowerLevelTuning>): (level: number) => GnomosLevelTuning {
  const never = { win: 0, outOf: 1 };
  const base: LowerLevelTuning = { hold: { offer: never, autoHold: never }, advances: { grant: never, countWeights: [1, 0, 0, 0] }, extraSpin: { trigger: never } };
  return (level) => {
    const t = featureTuning(level);
    return { ...t, lower: { 20: { ...base, ...lower }, 100: { ...base, ...lower }, 500: { ...base, ...lower }, 1000: { ...base, ...lower }, 2000: { ...base, ...lower } } };
  };
}

describe('holds', () => {
  it('are offered only after a losing line with a pair (a quarter of all stops, spread over the strips)', () => {
    const always = { win: 1, outOf: 1 };
    const t = openTable({}, only({ hold: { offer: always, autoHold: always } }));
    const ready = t.actor.getSnapshot();
    const tuning = lowerTuning(t);
    let offers = 0;
    for (let k = 0; k < 1024; k += 1) {
      // 7 is prime to 4096: k·7 mod 4096 visits 1024 different stop combinations.
      const i = (k * 7) % 4096;
      const stops: LowerStops = [i >> 8, (i >> 4) & 15, i & 15];
      t.rng.script.clear();
      t.rng.script.push(...lineWords({ stops, hold: { autoHeld: true }, cauldrons: [0, 0, 0] }, 'spin', 20, tuning));
      const [next] = transition(t.machine, ready, play());
      expect(t.rng.script.left()).toBe(0);
      const figures = lowerLineFigures(stops);
      const pair = holdCandidateReels(figures, evaluateLowerLine(figures, 20));
      expect(next.value === 'holdOffered').toBe(pair !== null);
      if (pair !== null) {
        offers += 1;
        expect(next.context.holdGame?.held.filter(Boolean)).toHaveLength(2);
      }
    }
    expect(offers).toBeGreaterThan(100);
  });

  it('the held pair, ADVANCE/HOLD toggles, at most two held, the bet locked, COLLECT left to the cabinet', () => {
    const t = openTable();
    const offered = spin(t, { stops: PLUM_PLUM_ORANGE, hold: { autoHeld: true } });
    // The offer ends the round: the held game is the next one.
    expect(offered).toMatchObject({ roundOver: true, roundWon: false, detail: { holdOffer: { offered: true, pair: [0, 1], autoHeld: true } } });
    expect(view(t)).toMatchObject({ phase: 'holdOffered', held: [true, true, false], heldGamePending: true });
    expect(can(t, { type: 'HOLD', reel: 2 })).toBe(false);
    expect(can(t, { type: 'BET_NEXT' })).toBe(false);
    expect(can(t, { type: 'BET_SELECT', betCents: 100 })).toBe(false);
    expect(can(t, { type: 'COLLECT' })).toBe(false);
    expect(press(t, { type: 'HOLD', reel: 0 })).toMatchObject({ label: 'hold-toggle', roundId: null, moves: [], detail: { reel: 0, held: [false, true, false] } });
    press(t, { type: 'HOLD', reel: 2 });
    expect(view(t).held).toEqual([false, true, true]);
    expect(can(t, { type: 'HOLD', reel: 0 })).toBe(false);
    press(t, { type: 'HOLD', reel: 1 });
    press(t, { type: 'HOLD', reel: 2 });
    expect(view(t).held).toEqual([false, false, false]);
  });

  it('not held by the program: the offer comes with nothing held', () => {
    const t = openTable();
    spin(t, { stops: PLUM_PLUM_ORANGE, hold: { autoHeld: false } });
    expect(view(t)).toMatchObject({ phase: 'holdOffered', held: [false, false, false] });
  });

  it('the held game: a new round, free, at its own PLAY’s level; only the free reels draw; never another hold', () => {
    const t = openTable();
    spin(t, { stops: PLUM_PLUM_ORANGE, hold: { autoHeld: true } });
    // The free reel lands on Orange again: a losing pair, but a held game is never offered a hold:
    // its draws are the free reel, the Extra Spin and the advances, and nothing more.
    const words = lineWords({ stops: PLUM_PLUM_ORANGE }, 'held', 20, lowerTuning(t, 90), [true, true, false]);
    const held = press(t, play(90, 0), words);
    expect(held).toMatchObject({ label: 'held-game', roundId: 2, moves: [], roundOver: true, roundWon: false });
    expect(held.draws.map((d) => d.bound)).toEqual([1024, 2, 2]);
    expect(context(t).level).toBe(90);
    expect(view(t)).toMatchObject({ phase: 'ready', lastSpin: { origin: 'held', held: [true, true, false], stakeCents: 0, creditsBeforeCents: 0 } });
  });

  it('the held game pays like any game: 3 Plum goes up the ladder', () => {
    const t = openTable();
    spin(t, { stops: PLUM_PLUM_ORANGE, hold: { autoHeld: true } });
    press(t, play(), lineWords({ stops: THREE_PLUM }, 'held', 20, lowerTuning(t), [true, true, false]));
    expect(view(t)).toMatchObject({ phase: 'ladder', ladder: { prizeId: '3-plum' }, lastSpin: { roundId: 2, origin: 'held' } });
  });

  it('AUTO-PLAY plays the held game with the holds as they stand, only with its light on', () => {
    const t = openTable();
    spin(t, { stops: PLUM_PLUM_ORANGE, hold: { autoHeld: false } });
    expect(can(t, autoStep())).toBe(false);
    press(t, lights(true));
    const step = press(t, autoStep(), lineWords({ stops: LEMON_GRAPE_ORANGE }, 'held', 20, lowerTuning(t)));
    expect(step.draws.slice(0, 3).map((d) => d.bound)).toEqual([1024, 1024, 1024]);
  });
});

describe('advances', () => {
  it('each ADVANCE/HOLD brings the reel’s next figure to the line and uses one advance; the last resolves the line', () => {
    const t = openTable();
    spin(t, { stops: LEMON_GRAPE_ORANGE, advances: 3 });
    const first = press(t, { type: 'HOLD', reel: 0 });
    expect(first).toMatchObject({ label: 'advance', moves: [], draws: [], roundOver: false, detail: { reel: 0, stops: [5, 1, 1], advancesLeft: 2 } });
    expect(view(t)).toMatchObject({ phase: 'advancing', stops: [5, 1, 1], advancesLeft: 2 });
    press(t, { type: 'HOLD', reel: 1 });
    expect(view(t).stops).toEqual([5, 2, 1]);
    // Lemon→Plum, Grape→Plum, Orange→Plum: 3 Plum, up the ladder.
    const last = press(t, { type: 'HOLD', reel: 2 }, []);
    expect(last).toMatchObject({ label: 'advance', roundOver: false, detail: { lines: [{ origin: 'advance', stops: [5, 2, 2], prizeId: '3-plum' }] } });
    expect(view(t)).toMatchObject({ phase: 'ladder', advancesLeft: 0, lastSpin: { origin: 'advance', prizeId: '3-plum', stakeCents: 20 } });
  });

  it('PLAY stops early; a losing line after advances may be offered a hold, never advances again', () => {
    const t = openTable();
    spin(t, { stops: LEMON_GRAPE_ORANGE, advances: 4 });
    press(t, { type: 'HOLD', reel: 0 });
    press(t, { type: 'HOLD', reel: 1 }); // Plum Plum Orange
    const stop = press(t, play(), lineWords({ stops: [5, 2, 1], hold: { autoHeld: true } }, 'advance', 20, lowerTuning(t)));
    expect(stop).toMatchObject({ label: 'advances-stop', roundOver: true, detail: { forfeited: 2 } });
    expect(stop.draws.map((d) => d.bound)).toEqual([2, 2]); // offer, auto-hold: no Extra Spin, no advances
    expect(view(t)).toMatchObject({ phase: 'holdOffered', held: [true, true, false], advancesLeft: 0 });
  });

  it('AUTO-ADVANCES spends them all at once on bestAdvancePlan, only with its light on', () => {
    const rng = new Xoshiro128(11);
    let checked = 0;
    while (checked < 60) {
      const stops: LowerStops = [rng.nextUint32() % 16, rng.nextUint32() % 16, rng.nextUint32() % 16];
      const line = evaluateLowerLine(lowerLineFigures(stops), 100);
      if (grantReason(stops) === null || line.prize !== null) continue;
      const n = 1 + (rng.nextUint32() % 4);
      const t = openTable({ betCents: 100, autoAdvances: false });
      spin(t, { stops, advances: n });
      if (value(t) !== 'advancing') continue; // an Extra Spin or hold would have been scripted: not here
      expect(can(t, autoStep())).toBe(false);
      press(t, lights(true));
      const plan = bestAdvancePlan(stops, n, 100);
      const step = press(t, autoStep(), lineWords({ stops: plan.stops, hold: null, cauldrons: [0, 0, 0] }, 'advance', 100, lowerTuning(t)));
      expect(step.label.startsWith('auto-advances')).toBe(true);
      expect(step.detail).toMatchObject({ plan: [...plan.moves], used: plan.used });
      expect(context(t).lastSpin?.stops).toEqual(plan.stops);
      expect(context(t).advancesLeft).toBe(0);
      checked += 1;
    }
  });
});

describe('Extra Spin', () => {
  it('always ends in a prize; up to Bell it goes up the ladder, above Bell it is paid; no advances after it', () => {
    const t = openTable();
    const toLadder = spin(t, { stops: LEMON_GRAPE_ORANGE, extraSpin: ANY_3_DIAMONDS, advances: 4 });
    expect(toLadder).toMatchObject({ moves: [{ kind: 'stake', cents: 20 }], roundOver: false, detail: { extraSpin: true } });
    expect(toLadder.draws.map((d) => d.bound)).toEqual([1024, 1024, 1024, 2, 178_666_579]);
    expect(view(t)).toMatchObject({ phase: 'ladder', extraSpin: true, stops: [0, 0, 0], lastSpin: { origin: 'extra', prizeId: 'any-3-diamonds' } });
    const u = openTable();
    expect(spin(u, { stops: LEMON_GRAPE_ORANGE, extraSpin: THREE_RED })).toMatchObject({
      moves: [{ kind: 'stake', cents: 20 }, { kind: 'win', cents: 2000 }],
      roundOver: true,
      roundWon: true,
    });
  });

  it('over many seeded spins every Extra Spin line pays', () => {
    const t = openTable({}, only({ extraSpin: { trigger: { win: 1, outOf: 1 } } }));
    const ready = t.actor.getSnapshot();
    t.rng.use(new Xoshiro128(5));
    let extras = 0;
    for (let i = 0; i < 1000; i += 1) {
      const [next] = transition(t.machine, ready, play());
      const last = next.context.lastSpin;
      if (last?.origin !== 'extra') continue;
      extras += 1;
      expect(last.prizeId).not.toBeNull();
      expect(next.value).not.toBe('advancing');
    }
    expect(extras).toBeGreaterThan(700);
  });
});
