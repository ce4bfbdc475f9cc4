import { advanceOptions } from '../holds/advances';
import { prizeLadderCents } from '../ladders/prize-ladder';
import { evaluateLowerLine, lowerLineFigures, type LowerStops } from '../spin';
import type { GnomosLevelTuning } from '../tuning/gnomos-tuning';
import { isLowerRoundIdle, presentLowerRound } from './presentation';
import {
  ANY_3_DIAMONDS,
  LEMON_GRAPE_ORANGE,
  PLUM_BONUS_PLUM,
  THREE_BELL,
  THREE_BLUE,
  THREE_GREEN,
  THREE_RED,
  THREE_WINDOW,
  autoStep,
  context,
  featureTuning,
  ladderContext,
  lights,
  lineWords,
  lowerTuning,
  openTable,
  play,
  press,
  riskWords,
  spin,
  type Table,
} from './testing';

const view = (t: Table) => presentLowerRound(t.actor.getSnapshot());
const value = (t: Table) => t.actor.getSnapshot().value;
const can = (t: Table, event: Parameters<typeof press>[1]) => t.actor.getSnapshot().can(event);

describe('a paid spin', () => {
  it('takes the stake, draws three reels and plays a new round that ends with nothing', () => {
    const t = openTable({ lastRoundId: 41, seq: 100 });
    const step = spin(t, { stops: LEMON_GRAPE_ORANGE });
    expect(step).toMatchObject({ seq: 101, roundId: 42, label: 'spin', moves: [{ kind: 'stake', cents: 20 }], roundOver: true, roundWon: false });
    // Three reels, the Extra Spin draw and the advance grant draw (no pair: no hold draw).
    expect(step.draws.map((d) => d.bound)).toEqual([1024, 1024, 1024, 2, 2]);
    expect(value(t)).toBe('ready');
    expect(context(t)).toMatchObject({ lastRoundId: 42, roundId: null, seq: 101, level: 80 });
    expect(view(t).lastSpin).toEqual({
      roundId: 42, stops: [4, 1, 1], creditsBeforeCents: 1_000_000, stakeCents: 20, winCents: 0, bonusesWon: 0, prizeId: null, origin: 'spin', held: [false, false, false],
    });
  });

  it('needs the balance for the bet and a level the tuning has; AUTO_STEP and COLLECT are not taken in ready', () => {
    const t = openTable({ betCents: 100 });
    expect(can(t, play(80, 99))).toBe(false);
    expect(can(t, play(80, 100))).toBe(true);
    expect(can(t, play(80, 100.5))).toBe(false);
    expect(can(t, play(44, 100))).toBe(false);
    expect(can(t, play(251, 100))).toBe(false);
    expect(can(t, autoStep())).toBe(false);
    expect(can(t, { type: 'COLLECT' })).toBe(false);
    expect(can(t, { type: 'HOLD', reel: 0 })).toBe(false);
    expect(can(t, { type: 'PICK', index: 0 })).toBe(false);
  });
});

describe('prizes up to Bell go up the ladder; the spin does not pay them', () => {
  it('any 3 Diamonds: Up-Nothing; COLLECT pays it and ends the round, won', () => {
    const t = openTable();
    const step = spin(t, { stops: ANY_3_DIAMONDS });
    expect(step.moves).toEqual([{ kind: 'stake', cents: 20 }]);
    expect(step.roundOver).toBe(false);
    expect(value(t)).toBe('ladder');
    expect(view(t)).toMatchObject({
      phase: 'ladder',
      prizeCents: 40,
      ladder: { game: 'up-nothing', rung: 0, prizeId: 'any-3-diamonds', prizeCents: 40, ladderCents: [...prizeLadderCents(20)], lastRisk: null, autoRisk: false },
      ladderEnd: null,
    });
    expect(view(t).lastSpin).toMatchObject({ prizeId: 'any-3-diamonds', winCents: 0 });
    expect(can(t, { type: 'BET_NEXT' })).toBe(false);
    const collect = press(t, { type: 'COLLECT' });
    expect(collect).toMatchObject({ label: 'collect', roundId: 1, moves: [{ kind: 'win', cents: 40 }], roundOver: true, roundWon: true });
    expect(value(t)).toBe('ready');
    expect(view(t)).toMatchObject({ ladder: null, ladderEnd: { kind: 'collected', cents: 40 }, prizeCents: 40 });
  });

  it('PLAY risks: a won step climbs; a lost Up-Nothing step leaves nothing and the round is lost', () => {
    const t = openTable();
    spin(t, { stops: ANY_3_DIAMONDS });
    press(t, play(), riskWords(ladderContext(t), true));
    expect(view(t).ladder).toMatchObject({ game: 'up-bonus', rung: 1, prizeCents: 80, lastRisk: { won: true, from: 'any-3-diamonds' } });
    press(t, { type: 'COLLECT' });
    const u = openTable();
    spin(u, { stops: ANY_3_DIAMONDS });
    const lost = press(u, play(), riskWords(ladderContext(u), false));
    expect(lost).toMatchObject({ label: 'risk', moves: [], roundOver: true, roundWon: false });
    expect(view(u)).toMatchObject({ phase: 'ready', ladderEnd: { kind: 'nothing', lostCents: 40 }, prizeCents: 0 });
  });

  it('3 Bell at 1 €: Up-Bonus; a lost step pays the prize in bonuses', () => {
    const t = openTable({ betCents: 100 });
    spin(t, { stops: THREE_BELL });
    expect(view(t).ladder).toMatchObject({ game: 'up-bonus', rung: 5, prizeCents: 2000 });
    const lost = press(t, play(), riskWords(ladderContext(t), false));
    expect(lost).toMatchObject({ moves: [{ kind: 'bonus-win', bonuses: 25 }], roundOver: true, roundWon: true });
    expect(view(t).ladderEnd).toEqual({ kind: 'bonuses', fromCents: 2000, bonuses: 25 });
  });

  it('above Bell the ladder is a seesaw; reaching Blue pays the maximum', () => {
    const t = openTable();
    spin(t, { stops: THREE_BELL });
    press(t, play(), riskWords(ladderContext(t), true)); // Green
    expect(view(t).ladder?.game).toBe('seesaw');
    press(t, play(), riskWords(ladderContext(t), false)); // back to Bell
    expect(view(t).ladder).toMatchObject({ game: 'up-bonus', rung: 5, lastRisk: { won: false, from: '3-green-diamond' } });
    press(t, play(), riskWords(ladderContext(t), true));
    press(t, play(), riskWords(ladderContext(t), true)); // Red
    const blue = press(t, play(), riskWords(ladderContext(t), true));
    expect(blue).toMatchObject({ moves: [{ kind: 'win', cents: 10_000 }], roundOver: true, roundWon: true });
    expect(view(t)).toMatchObject({ phase: 'ready', ladderEnd: { kind: 'maximum', cents: 10_000 }, prizeCents: 10_000 });
  });

  it('AUTO-RISK: AUTO_STEP risks only with the light on; the light goes to the running ladder', () => {
    const t = openTable();
    spin(t, { stops: ANY_3_DIAMONDS });
    expect(can(t, autoStep())).toBe(false);
    const set = press(t, lights(true));
    expect(set).toMatchObject({ label: 'auto-set', moves: [], draws: [], roundId: 1, roundOver: false, detail: { ladderAutoRisk: true } });
    expect(view(t).ladder?.autoRisk).toBe(true);
    press(t, autoStep(), riskWords(ladderContext(t), true));
    expect(view(t).ladder?.rung).toBe(1);
    press(t, lights(false));
    expect(view(t).ladder?.autoRisk).toBe(false);
    expect(can(t, autoStep())).toBe(false);
  });

  it('a ladder started with AUTO-RISK on starts with its light on', () => {
    const t = openTable({ autoRisk: true });
    spin(t, { stops: THREE_BELL });
    expect(view(t).ladder?.autoRisk).toBe(true);
  });
});

describe('prizes above Bell are paid at once, never risked', () => {
  it.each([
    ['3 Green Diamond', THREE_GREEN, 800],
    ['3 Red Diamond', THREE_RED, 2000],
    ['3 Blue Diamond', THREE_BLUE, 10_000],
  ])('%s', (_name, stops, cents) => {
    const t = openTable();
    const step = spin(t, { stops });
    expect(step).toMatchObject({ moves: [{ kind: 'stake', cents: 20 }, { kind: 'win', cents }], roundOver: true, roundWon: true });
    expect(view(t)).toMatchObject({ phase: 'ready', ladder: null, prizeCents: cents, lastSpin: { winCents: cents } });
  });
});

describe('bonus prizes', () => {
  it('are paid by the step that shows them, and may bring advances towards cash', () => {
    const t = openTable();
    const step = spin(t, { stops: PLUM_BONUS_PLUM, advances: 3 });
    expect(step).toMatchObject({ moves: [{ kind: 'stake', cents: 20 }, { kind: 'bonus-win', bonuses: 1 }], roundOver: false, detail: { advances: { granted: 3, reason: 'cash-reachable' } } });
    expect(view(t)).toMatchObject({ phase: 'advancing', advancesLeft: 3, lastSpin: { bonusesWon: 1 } });
    // Without advances the round ends, won.
    const u = openTable();
    expect(spin(u, { stops: PLUM_BONUS_PLUM })).toMatchObject({ roundOver: true, roundWon: true });
  });

  it('after a bonus line with advances, PLAY at once ends the round without paying the bonuses a second time', () => {
    const t = openTable();
    spin(t, { stops: PLUM_BONUS_PLUM, advances: 1 });
    const stop = press(t, play(), []);
    expect(stop).toMatchObject({ label: 'advances-stop', moves: [], draws: [], roundOver: true, roundWon: true, detail: { unchanged: true } });
    expect(view(t)).toMatchObject({ phase: 'ready', advancesLeft: 0, lastSpin: { bonusesWon: 1, stakeCents: 20 } });
  });

  it('count for the round: a bonus line, advances to any 3 Diamonds, the ladder lost to nothing: the round is won', () => {
    // A 1 Bonus line from which some split of four advances reaches any 3 Diamonds.
    let found: { stops: LowerStops; moves: readonly number[] } | null = null;
    for (let i = 0; i < 16 ** 3 && found === null; i += 1) {
      const stops: LowerStops = [i >> 8, (i >> 4) & 15, i & 15];
      if (evaluateLowerLine(lowerLineFigures(stops), 20).prize?.prizeId !== 'bonus-1') continue;
      const option = advanceOptions(stops, 4).find((o) => o.prizeId === 'any-3-diamonds');
      if (option) found = { stops, moves: option.moves };
    }
    if (found === null) throw new Error('no such line on these strips');
    const t = openTable();
    spin(t, { stops: found.stops, advances: 4 });
    const presses = found.moves.flatMap((n, reel) => Array.from({ length: n }, () => reel as 0 | 1 | 2));
    presses.forEach((reel, i) => {
      const last = i === 3;
      const words = last ? lineWords({ stops: context(t).stops.map((s, r) => (r === reel ? (s + 1) % 16 : s)) as unknown as LowerStops }, 'advance', 20, lowerTuning(t)) : [];
      press(t, { type: 'HOLD', reel }, words);
    });
    if (presses.length < 4) press(t, play(), []);
    expect(view(t).ladder).toMatchObject({ rung: 0 });
    const lost = press(t, play(), riskWords(ladderContext(t), false));
    expect(lost).toMatchObject({ moves: [], roundOver: true, roundWon: true });
    expect(context(t).round).toMatchObject({ winCents: 0, bonusesWon: 1 });
  });
});

describe('Cauldrons (3 Window)', () => {
  it('draw three hidden prizes at once: one step with the spin, lids closed, nothing shown of which is where', () => {
    const t = openTable();
    const step = spin(t, { stops: THREE_WINDOW, cauldrons: [1, 5, 7] });
    expect(step).toMatchObject({ label: 'spin+cauldrons-drawn', roundId: 1, moves: [{ kind: 'stake', cents: 20 }], roundOver: false });
    expect(step.draws.map((d) => d.bound)).toEqual([1024, 1024, 1024, 1000, 1000, 1000]);
    expect(value(t)).toBe('cauldrons');
    const shown = view(t);
    expect(shown.cauldrons).toEqual({ lids: [null, null, null], shownCents: [80, 400, 2000], highlighted: 0, picked: null });
    expect(shown.prizeCents).toBe(0);
    // The same prizes under other lids look exactly the same before a lid is raised.
    const u = openTable();
    spin(u, { stops: THREE_WINDOW, cauldrons: [7, 1, 5] });
    expect(view(u)).toEqual(shown);
  });

  it('a lid raised by touch, ADVANCE/HOLD or PLAY: above Bell it is paid and the round ends; all lids are shown until the next round', () => {
    for (const event of [{ type: 'PICK', index: 2 }, { type: 'HOLD', reel: 2 }] as const) {
      const t = openTable();
      spin(t, { stops: THREE_WINDOW, cauldrons: [1, 5, 7] });
      expect(can(t, { type: 'PICK', index: 3 })).toBe(false);
      expect(can(t, { type: 'COLLECT' })).toBe(false);
      const pick = press(t, event);
      expect(pick).toMatchObject({ label: 'cauldrons-pick', moves: [{ kind: 'win', cents: 2000 }], roundOver: true, roundWon: true });
      expect(view(t)).toMatchObject({ phase: 'ready', prizeCents: 2000, cauldrons: { lids: [80, 400, 2000], picked: 2 } });
      spin(t, { stops: LEMON_GRAPE_ORANGE });
      expect(view(t).cauldrons).toBeNull();
    }
  });

  it('up to Bell the picked prize goes up the ladder; PLAY raises the highlighted lid, AUTO-PLAY too', () => {
    const t = openTable();
    spin(t, { stops: THREE_WINDOW, cauldrons: [5, 1, 7] });
    expect(can(t, autoStep())).toBe(false);
    const pick = press(t, play());
    expect(pick).toMatchObject({ moves: [], roundOver: false });
    expect(view(t)).toMatchObject({ phase: 'ladder', ladder: { rung: 5, prizeCents: 400 }, cauldrons: { lids: [400, 80, 2000], picked: 0 } });
    const u = openTable({ autoPlay: true });
    spin(u, { stops: THREE_WINDOW, cauldrons: [0, 1, 7] });
    press(u, autoStep());
    expect(view(u)).toMatchObject({ phase: 'ladder', ladder: { rung: 0 }, cauldrons: { picked: 0 } });
  });
});

describe('bets, lights and GAME CHANGE', () => {
  it('BET_SELECT and BET_NEXT change the bet in ready only, as a step of no round', () => {
    const t = openTable({ enabledBets: [20, 100, 500] });
    expect(can(t, { type: 'BET_SELECT', betCents: 20 })).toBe(false);
    expect(can(t, { type: 'BET_SELECT', betCents: 1000 })).toBe(false);
    expect(press(t, { type: 'BET_SELECT', betCents: 500 })).toMatchObject({ label: 'bet-change', roundId: null, moves: [], detail: { from: 20, to: 500 } });
    expect(press(t, { type: 'BET_NEXT' }).detail).toEqual({ from: 500, to: 20 });
    spin(t, { stops: ANY_3_DIAMONDS });
    expect(can(t, { type: 'BET_NEXT' })).toBe(false);
    expect(can(t, { type: 'BET_SELECT', betCents: 100 })).toBe(false);
    expect(openTable({ enabledBets: [100] }).actor.getSnapshot().can({ type: 'BET_NEXT' })).toBe(false);
  });

  it('AUTO_SET is taken in any state, kept, and makes a step of no money', () => {
    const t = openTable();
    const step = press(t, { type: 'AUTO_SET', autoPlay: true, autoRisk: false, autoAdvances: true });
    expect(step).toMatchObject({ label: 'auto-set', roundId: null, moves: [], draws: [], roundOver: true });
    expect(context(t)).toMatchObject({ autoPlay: true, autoRisk: false, autoAdvances: true });
    expect(can(t, { type: 'AUTO_SET', autoPlay: 'yes', autoRisk: false, autoAdvances: true } as never)).toBe(false);
  });

  it('GAME CHANGE only when the round is idle (ready)', () => {
    const t = openTable();
    expect(isLowerRoundIdle(value(t))).toBe(true);
    spin(t, { stops: ANY_3_DIAMONDS });
    expect(isLowerRoundIdle(value(t))).toBe(false);
    expect(['holdOffered', 'advancing', 'cauldrons', 'ladder'].some(isLowerRoundIdle)).toBe(false);
  });
});

describe('levels', () => {
  it('a round plays on at the level of the PLAY that started it; the held game at its own', () => {
    const asked: number[] = [];
    const spy = (level: number): GnomosLevelTuning => {
      asked.push(level);
      return featureTuning(level);
    };
    const t = openTable({}, spy);
    spin(t, { stops: LEMON_GRAPE_ORANGE, advances: 2 });
    expect(context(t).level).toBe(80);
    asked.length = 0;
    // PLAY in advancing carries the cabinet's current level; the round keeps its own.
    press(t, play(95), lineWords({ stops: LEMON_GRAPE_ORANGE }, 'advance', 20, featureTuning(80).lower[20]));
    expect(asked.every((l) => l === 80)).toBe(true);
    expect(asked.length).toBeGreaterThan(0);
    expect(context(t).level).toBe(80);
  });
});
