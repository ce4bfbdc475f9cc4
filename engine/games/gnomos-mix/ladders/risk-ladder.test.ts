import { createActor, type Snapshot } from 'xstate';
import { DrawRecorder } from '../../../core/rng';
import { Xoshiro128 } from '../../../core/xoshiro128';
import { LOWER_BETS_CENTS, type LowerBetCents } from '../bets';
import { BONUS_VALUE_CENTS } from '../paytable';
import { BONUS_CASH_VALUE_CENTS } from '../tuning/gnomos-tuning';
import { convertToBonuses } from './bonus-conversion';
import { BELL_RUNG, BLUE_RUNG, LADDER_PRIZE_IDS, prizeLadderCents, rungCents } from './prize-ladder';
import {
  RISK_LADDER_MACHINE_ID,
  RISK_LADDER_MACHINE_VERSION,
  createRiskLadderMachine,
  initialRiskLadderContext,
  wantsAutoPress,
  type RiskLadderContext,
  type RiskLadderInput,
} from './risk-ladder-machine';
import { DEFAULT_RISK_ODDS, checkRiskOdds, riskOddsAt, riskStepReturn, type RiskOddsTable } from './risk-odds';
import { ScriptedRng, exploreMachine } from './testing';

const input = (betCents: number, prizeId: RiskLadderInput['prizeId'], autoRisk = false): RiskLadderInput => ({
  betCents,
  prizeId,
  autoRisk,
});

function start(rng: ScriptedRng | Xoshiro128, i: RiskLadderInput) {
  const actor = createActor(createRiskLadderMachine(rng), { input: i });
  actor.start();
  return actor;
}

/** A word that drawInt(bound) returns as `value` (any value < bound: the word itself). */
const winWord = 0;
const loseWord = (ctx: RiskLadderContext): number => riskOddsAt(DEFAULT_RISK_ODDS, ctx.betCents, ctx.rung).outOf - 1;

describe('prize ladder', () => {
  it('is the cash column of the bet, ascending', () => {
    expect(LADDER_PRIZE_IDS).toEqual([
      'any-3-diamonds', '3-plum', '3-grape', '3-orange', '3-lemon', '3-bell', '3-green-diamond', '3-red-diamond', '3-blue-diamond',
    ]);
    expect(prizeLadderCents(20)).toEqual([40, 80, 160, 240, 320, 400, 800, 2000, 10_000]);
    expect(prizeLadderCents(100)).toEqual([200, 400, 800, 1200, 1600, 2000, 4000, 20_000, 100_000]);
    expect(prizeLadderCents(2000)).toEqual([4000, 8000, 16_000, 24_000, 32_000, 40_000, 80_000, 400_000, 2_000_000]);
    for (const bet of LOWER_BETS_CENTS) expect(rungCents(bet, BLUE_RUNG)).toBe(prizeLadderCents(bet)[8]);
  });
});

describe('convertToBonuses', () => {
  it('gives floor(cents / 80) and one more when the draw falls under the remainder', () => {
    // 2.00 € = 2 bonuses and 40 cents: one more with probability 40 / 80.
    const rng = new ScriptedRng().push(39, 40);
    const rec = new DrawRecorder(rng);
    expect(convertToBonuses(200, rec)).toBe(3);
    expect(convertToBonuses(200, rec)).toBe(2);
    expect(rec.take()).toEqual([{ bound: 80, value: 39 }, { bound: 80, value: 40 }]);
  });

  it('draws nothing for an exact multiple of 0.80 €', () => {
    const rec = new DrawRecorder(new ScriptedRng());
    expect(convertToBonuses(0, rec)).toBe(0);
    expect(convertToBonuses(80, rec)).toBe(1);
    expect(convertToBonuses(400, rec)).toBe(5);
    expect(rec.take()).toEqual([]);
  });

  it('keeps the value exactly: over every draw the bonuses average cents / 80', () => {
    for (const cents of [40, 120, 240, 320, 1, 79, 2000]) {
      let total = 0;
      for (let v = 0; v < 80; v += 1) total += convertToBonuses(cents, new DrawRecorder(new ScriptedRng().push(v)));
      expect(total).toBe(cents); // 80 draws × cents / 80
    }
  });

  it('refuses a bad amount', () => {
    const rec = new DrawRecorder(new ScriptedRng());
    expect(() => convertToBonuses(-1, rec)).toThrow(RangeError);
    expect(() => convertToBonuses(1.5, rec)).toThrow(RangeError);
  });
});

describe('risk odds (tuning data)', () => {
  it('give every step a cash return of at most 100 % at every bet, the documented returns', () => {
    const cashPercent = (bet: LowerBetCents, rung: number): number => {
      const r = riskStepReturn(DEFAULT_RISK_ODDS, bet, rung, prizeLadderCents(bet));
      expect(r.numerator).toBeLessThanOrEqual(r.denominator);
      return (100 * r.numerator) / r.denominator;
    };
    const rungs = [0, 1, 2, 3, 4, 5, 6, 7];
    expect(rungs.length).toBe(BLUE_RUNG);
    // Up-Nothing 90 %, Plum 40 %, Up-Bonus 50 %, Bell 20 %; the seesaw's depends on Red and Blue's multiples.
    expect(rungs.map((rung) => cashPercent(20, rung))).toEqual([90, 40, 50, 50, 50, 20, 70, 63]);
    for (const bet of [100, 500, 1000, 2000] as const) {
      expect(rungs.map((rung) => cashPercent(bet, rung))).toEqual([90, 40, 50, 50, 50, 20, 95, 44]);
    }
  });

  it('give every Up-Bonus step at most 100 % in cash with the lost prize’s bonuses at what a bonus returns upstairs', () => {
    // A lost step pays the prize in bonuses at the 0.80 € rate; each returns BONUS_CASH_VALUE_CENTS in cash.
    for (const bet of LOWER_BETS_CENTS) {
      const ladder = prizeLadderCents(bet);
      const withBonuses = [1, 2, 3, 4, 5].map((rung) => {
        const { win, outOf } = DEFAULT_RISK_ODDS[bet][rung] ?? { win: 0, outOf: 1 };
        const cash = (win * (ladder[rung + 1] ?? 0)) / outOf;
        const bonusCash = (((outOf - win) / outOf) * (ladder[rung] ?? 0) * BONUS_CASH_VALUE_CENTS) / BONUS_VALUE_CENTS;
        return Math.round((1000 * (cash + bonusCash)) / (ladder[rung] ?? 1)) / 10;
      });
      expect(withBonuses).toEqual([100, 100, 96.9, 95, 87.5]);
    }
  });

  it('are checked when loaded', () => {
    const bad = (rows: RiskOddsTable[LowerBetCents]): RiskOddsTable => ({ ...DEFAULT_RISK_ODDS, 100: rows });
    expect(() => checkRiskOdds(bad(DEFAULT_RISK_ODDS[100].slice(1)))).toThrow();
    expect(() => checkRiskOdds(bad([{ win: 0, outOf: 2 }, ...DEFAULT_RISK_ODDS[100].slice(1)]))).toThrow();
    expect(() => checkRiskOdds(bad([{ win: 2, outOf: 2 }, ...DEFAULT_RISK_ODDS[100].slice(1)]))).toThrow();
    expect(() => createRiskLadderMachine(new ScriptedRng(), bad([]))).toThrow();
    expect(() => riskOddsAt(DEFAULT_RISK_ODDS, 20, BLUE_RUNG)).toThrow(RangeError);
  });
});

describe('risk ladder machine: shape and input', () => {
  it('carries id and version, and has no delayed transitions and no invoked actors', () => {
    const machine = createRiskLadderMachine(new ScriptedRng());
    expect(machine.id).toBe(RISK_LADDER_MACHINE_ID);
    expect(machine.version).toBe(String(RISK_LADDER_MACHINE_VERSION));
    const nodes = Object.values(machine.root.states);
    expect(nodes.map((n) => n.key).sort()).toEqual(
      ['collected', 'convertedToBonuses', 'nothing', 'paidMaximum', 'rungReached', 'seesaw', 'upBonus', 'upNothing'].sort(),
    );
    for (const node of [machine.root, ...nodes]) {
      expect(node.after).toHaveLength(0);
      expect(node.invoke).toHaveLength(0);
    }
  });

  it('starts in the risk game of the prize, with no step yet', () => {
    expect(start(new ScriptedRng(), input(20, 'any-3-diamonds')).getSnapshot().value).toBe('upNothing');
    for (const id of ['3-plum', '3-grape', '3-orange', '3-lemon', '3-bell'] as const) {
      const snap = start(new ScriptedRng(), input(100, id)).getSnapshot();
      expect(snap.value).toBe('upBonus');
      expect(snap.context.step).toBeNull();
      expect(snap.context.prizeId).toBe(id);
    }
    const ctx = initialRiskLadderContext({ betCents: 500, prizeId: '3-lemon', roundId: 7, seq: 41 });
    expect(ctx).toMatchObject({ betCents: 500, rung: 4, prizeCents: 8000, autoRisk: false, roundId: 7, seq: 41, outcome: null });
  });

  it('refuses a prize above Bell (paid at once), an unknown prize or bet', () => {
    expect(() => initialRiskLadderContext(input(20, '3-green-diamond'))).toThrow(/paid at once/);
    expect(() => initialRiskLadderContext(input(20, '3-blue-diamond'))).toThrow(RangeError);
    expect(() => initialRiskLadderContext(input(30, '3-plum'))).toThrow(RangeError);
    expect(() => initialRiskLadderContext({ betCents: 20, prizeId: 'bonus-1' as never })).toThrow(RangeError);
  });
});

describe('risk ladder machine: every state and transition', () => {
  const keyOf = (snap: { value: unknown; context: unknown }): string => {
    const ctx = snap.context as RiskLadderContext;
    return `${String(snap.value)}@${LADDER_PRIZE_IDS[ctx.rung]}${ctx.autoRisk ? '+auto' : ''}`;
  };
  const options = [
    { label: 'RISK won', event: { type: 'RISK' }, words: () => [winWord] },
    { label: 'RISK lost', event: { type: 'RISK' }, words: (ctx: RiskLadderContext) => [loseWord(ctx), 79] },
    { label: 'COLLECT', event: { type: 'COLLECT' } },
    { label: 'AUTO-RISK on', event: { type: 'AUTO_RISK', on: true } },
    { label: 'AUTO-RISK off', event: { type: 'AUTO_RISK', on: false } },
  ];

  for (const bet of LOWER_BETS_CENTS) {
    it(`walks the whole ladder from any 3 Diamonds at ${bet} cents`, () => {
      const rng = new ScriptedRng();
      const { paths, edges } = exploreMachine(createRiskLadderMachine(rng), rng, input(bet, 'any-3-diamonds'), options, keyOf);
      const running = [
        'upNothing@any-3-diamonds',
        ...['3-plum', '3-grape', '3-orange', '3-lemon', '3-bell'].map((id) => `upBonus@${id}`),
        'seesaw@3-green-diamond',
        'seesaw@3-red-diamond',
      ];
      const ended = [
        'nothing@any-3-diamonds',
        ...LADDER_PRIZE_IDS.slice(0, BLUE_RUNG).map((id) => `collected@${id}`),
        ...['3-plum', '3-grape', '3-orange', '3-lemon', '3-bell'].map((id) => `convertedToBonuses@${id}`),
        'paidMaximum@3-blue-diamond',
      ];
      const all = [...running, ...ended].flatMap((k) => [k, `${k}+auto`]);
      expect([...paths.keys()].sort()).toEqual(all.sort());
      // Every running state takes RISK (both ways), COLLECT and one AUTO-RISK switch; ended states take nothing.
      for (const k of running.flatMap((r) => [r, `${r}+auto`])) {
        expect(edges.filter((e) => e.from === k).map((e) => e.label).sort()).toEqual(
          ['COLLECT', 'RISK lost', 'RISK won', k.endsWith('+auto') ? 'AUTO-RISK off' : 'AUTO-RISK on'].sort(),
        );
      }
      for (const k of ended.flatMap((r) => [r, `${r}+auto`])) expect(edges.filter((e) => e.from === k)).toEqual([]);
      const edge = (from: string, label: string) => edges.find((e) => e.from === from && e.label === label)?.to;
      expect(edge('upNothing@any-3-diamonds', 'RISK won')).toBe('upBonus@3-plum');
      expect(edge('upNothing@any-3-diamonds', 'RISK lost')).toBe('nothing@any-3-diamonds');
      expect(edge('upBonus@3-lemon', 'RISK won')).toBe('upBonus@3-bell');
      expect(edge('upBonus@3-bell', 'RISK won')).toBe('seesaw@3-green-diamond');
      expect(edge('upBonus@3-bell', 'RISK lost')).toBe('convertedToBonuses@3-bell');
      expect(edge('seesaw@3-green-diamond', 'RISK lost')).toBe('upBonus@3-bell');
      expect(edge('seesaw@3-green-diamond', 'RISK won')).toBe('seesaw@3-red-diamond');
      expect(edge('seesaw@3-red-diamond', 'RISK lost')).toBe('seesaw@3-green-diamond');
      expect(edge('seesaw@3-red-diamond', 'RISK won')).toBe('paidMaximum@3-blue-diamond');
      expect(edge('seesaw@3-red-diamond', 'COLLECT')).toBe('collected@3-red-diamond');
      expect(paths.get('paidMaximum@3-blue-diamond')).toHaveLength(8);
    });
  }
});

describe('risk ladder machine: exact odds per step', () => {
  /** Drives a fresh ladder to `rung` with winning words, then risks once with `value`. */
  function riskAt(bet: LowerBetCents, rung: number, value: number) {
    const rng = new ScriptedRng();
    const actor = start(rng, input(bet, 'any-3-diamonds'));
    for (let r = 0; r < rung; r += 1) {
      rng.push(winWord);
      actor.send({ type: 'RISK' });
    }
    rng.push(value, 0);
    actor.send({ type: 'RISK' });
    return actor.getSnapshot().context;
  }

  for (const bet of LOWER_BETS_CENTS) {
    it(`draws drawInt(outOf) once and wins exactly on values below win, at ${bet} cents`, () => {
      for (let rung = 0; rung < BLUE_RUNG; rung += 1) {
        const { win, outOf } = riskOddsAt(DEFAULT_RISK_ODDS, bet, rung);
        const lastWin = riskAt(bet, rung, win - 1);
        expect(lastWin.step?.draws[0]).toEqual({ bound: outOf, value: win - 1 });
        expect(lastWin.step?.detail['won']).toBe(true);
        expect(lastWin.rung).toBe(rung + 1);
        const firstLoss = riskAt(bet, rung, win);
        expect(firstLoss.step?.detail['won']).toBe(false);
        if (rung > BELL_RUNG) expect(firstLoss.rung).toBe(rung - 1);
        else expect(firstLoss.outcome?.kind).toBe(rung === 0 ? 'nothing' : 'bonuses');
      }
    });
  }
});

describe('risk ladder machine: money and steps', () => {
  it('COLLECT pays the current prize, once, and ends the round', () => {
    const rng = new ScriptedRng();
    const actor = start(rng, { betCents: 100, prizeId: '3-grape', roundId: 12, seq: 30 });
    actor.send({ type: 'COLLECT' });
    const snap = actor.getSnapshot();
    expect(snap.value).toBe('collected');
    expect(snap.status).toBe('done');
    expect(snap.context.step).toEqual({
      seq: 31, roundId: 12, label: 'collect', moves: [{ kind: 'win', cents: 800 }], draws: [], roundOver: true,
      detail: { game: 'up-bonus', betCents: 100, prizeId: '3-grape', cents: 800 },
    });
    expect(snap.context.outcome).toEqual({ kind: 'collected', cents: 800 });
    expect(snap.can({ type: 'COLLECT' })).toBe(false);
    expect(snap.can({ type: 'RISK' })).toBe(false);
  });

  it('NOTHING moves no money', () => {
    const rng = new ScriptedRng().push(99);
    const actor = start(rng, input(20, 'any-3-diamonds'));
    actor.send({ type: 'RISK' });
    const ctx = actor.getSnapshot().context;
    expect(actor.getSnapshot().value).toBe('nothing');
    expect(ctx.step).toMatchObject({ seq: 1, label: 'risk', moves: [], roundOver: true, draws: [{ bound: 100, value: 99 }] });
    expect(ctx.step?.detail).toMatchObject({ game: 'up-nothing', from: 'any-3-diamonds', won: false, to: null, outcome: 'nothing' });
    expect(ctx.outcome).toEqual({ kind: 'nothing', lostCents: 40 });
    expect(ctx.prizeCents).toBe(0);
  });

  it('a won step moves no money and keeps the round open', () => {
    const actor = start(new ScriptedRng().push(0), input(20, 'any-3-diamonds'));
    actor.send({ type: 'RISK' });
    const ctx = actor.getSnapshot().context;
    expect(ctx.step).toMatchObject({ moves: [], roundOver: false, detail: { won: true, from: 'any-3-diamonds', to: '3-plum' } });
    expect(ctx.prizeCents).toBe(80);
  });

  it('a lost Up-Bonus step converts the prize to bonuses (2.40 € = 3 bonuses, 3.20 € = 4)', () => {
    // Orange → Lemon is won 3 in 8: the draw 7 loses.
    const orange = start(new ScriptedRng().push(7), input(20, '3-orange'));
    orange.send({ type: 'RISK' });
    expect(orange.getSnapshot().context.step).toMatchObject({
      moves: [{ kind: 'bonus-win', bonuses: 3 }], draws: [{ bound: 8, value: 7 }], roundOver: true,
      detail: { game: 'up-bonus', outcome: 'bonuses', bonuses: 3 },
    });
    expect(orange.getSnapshot().value).toBe('convertedToBonuses');
    const lemon = start(new ScriptedRng().push(4), input(20, '3-lemon'));
    lemon.send({ type: 'RISK' });
    expect(lemon.getSnapshot().context.outcome).toEqual({ kind: 'bonuses', fromCents: 320, bonuses: 4 });
  });

  it('every Up-Bonus prize is a whole number of bonuses at every bet, so a ladder loss draws once', () => {
    for (const bet of LOWER_BETS_CENTS) {
      for (let rung = 1; rung <= BELL_RUNG; rung += 1) expect(rungCents(bet, rung) % 80).toBe(0);
    }
    const bell = start(new ScriptedRng().push(9), input(20, '3-bell'));
    bell.send({ type: 'RISK' });
    expect(bell.getSnapshot().context.step).toMatchObject({ moves: [{ kind: 'bonus-win', bonuses: 5 }], draws: [{ bound: 10, value: 9 }] });
  });

  it('records the rounding draw when a converted prize has a remainder (other tuning of the paytable)', () => {
    // The paytable gives no such prize today; a stored context with 2.00 € at Plum proves the path.
    const rng = new ScriptedRng();
    const stored = JSON.parse(JSON.stringify(start(new ScriptedRng(), input(20, '3-plum')).getPersistedSnapshot())) as { context: RiskLadderContext };
    stored.context = { ...stored.context, prizeCents: 200 };
    const actor = createActor(createRiskLadderMachine(rng), { snapshot: stored as unknown as Snapshot<unknown>, input: input(20, '3-plum') });
    actor.start();
    rng.push(3, 39);
    actor.send({ type: 'RISK' });
    expect(actor.getSnapshot().context.step).toMatchObject({
      moves: [{ kind: 'bonus-win', bonuses: 3 }],
      draws: [{ bound: 5, value: 3 }, { bound: 80, value: 39 }],
    });
  });

  it('Blue Diamond reached is paid and ends', () => {
    const rng = new ScriptedRng().push(0, 0, 0, 0, 0, 0, 0, 0);
    const actor = start(rng, input(20, 'any-3-diamonds'));
    for (let i = 0; i < 8; i += 1) actor.send({ type: 'RISK' });
    const snap = actor.getSnapshot();
    expect(snap.value).toBe('paidMaximum');
    expect(snap.context.step).toMatchObject({
      seq: 8, moves: [{ kind: 'win', cents: 10_000 }], roundOver: true, detail: { game: 'seesaw', to: '3-blue-diamond', outcome: 'maximum' },
    });
    expect(snap.context.outcome).toEqual({ kind: 'maximum', cents: 10_000 });
  });

  it('AUTO-RISK is a flag the cabinet reads through wantsAutoPress', () => {
    const rng = new ScriptedRng();
    const actor = start(rng, input(20, '3-plum'));
    expect(wantsAutoPress(actor.getSnapshot().context)).toBe(false);
    expect(actor.getSnapshot().can({ type: 'AUTO_RISK', on: false })).toBe(false);
    actor.send({ type: 'AUTO_RISK', on: true });
    const ctx = actor.getSnapshot().context;
    expect(ctx.step).toEqual({ seq: 1, roundId: null, label: 'auto-risk', moves: [], draws: [], roundOver: false, detail: { on: true } });
    expect(wantsAutoPress(ctx)).toBe(true);
    // The cabinet presses PLAY/ACCUMULATE until the ladder ends.
    // Five wins climb Plum → Green; Green falls back to Bell (4 of 5 loses); Bell loses (99 of 100).
    rng.push(0, 0, 0, 0, 0, 4, 99);
    let presses = 0;
    while (wantsAutoPress(actor.getSnapshot().context) && presses < 20) {
      actor.send({ type: 'RISK' });
      presses += 1;
    }
    expect(presses).toBe(7);
    expect(actor.getSnapshot().value).toBe('convertedToBonuses');
    expect(wantsAutoPress(actor.getSnapshot().context)).toBe(false);
    expect(rng.left()).toBe(0);
  });
});

describe('risk ladder machine: persistence', () => {
  it('resumes mid-ladder at Red Diamond on the seesaw from stored JSON, identically', () => {
    const seed = 20_261_122;
    // Drive it with a scripted prefix through a restored copy: reach Red with winning words.
    const rng = new ScriptedRng().push(0, 0, 0, 0, 0, 0, 0);
    const climber = start(rng, input(100, 'any-3-diamonds', true));
    for (let i = 0; i < 7; i += 1) climber.send({ type: 'RISK' });
    expect(climber.getSnapshot().value).toBe('seesaw');
    expect(climber.getSnapshot().context.prizeId).toBe('3-red-diamond');

    const stored = JSON.stringify(climber.getPersistedSnapshot());
    const a = createActor(createRiskLadderMachine(new Xoshiro128(seed)), { snapshot: JSON.parse(stored) as Snapshot<unknown>, input: input(100, 'any-3-diamonds') });
    const b = createActor(createRiskLadderMachine(new Xoshiro128(seed)), { snapshot: JSON.parse(stored) as Snapshot<unknown>, input: input(100, 'any-3-diamonds') });
    a.start();
    b.start();
    expect(a.getSnapshot().value).toBe('seesaw');
    expect(a.getSnapshot().context).toEqual(climber.getSnapshot().context);
    expect(wantsAutoPress(a.getSnapshot().context)).toBe(true);
    for (let i = 0; i < 200 && wantsAutoPress(a.getSnapshot().context); i += 1) {
      a.send({ type: 'RISK' });
      b.send({ type: 'RISK' });
      expect(b.getSnapshot().context).toEqual(a.getSnapshot().context);
      expect(b.getSnapshot().value).toEqual(a.getSnapshot().value);
    }
    expect(a.getSnapshot().context.seq).toBeGreaterThan(7);
  });

  it('over many seeded ladders, seq rises by one per step and money moves only at the end', () => {
    const rng = new Xoshiro128(5);
    for (let n = 0; n < 500; n += 1) {
      const actor = start(rng, input(20, 'any-3-diamonds', true));
      let seq = 0;
      while (wantsAutoPress(actor.getSnapshot().context) && seq < 1000) {
        actor.send({ type: 'RISK' });
        const ctx = actor.getSnapshot().context;
        seq += 1;
        expect(ctx.seq).toBe(seq);
        expect(ctx.step?.moves.length ?? 0).toBe(ctx.outcome === null || ctx.outcome.kind === 'nothing' ? 0 : 1);
      }
      expect(actor.getSnapshot().status).toBe('done');
    }
  });
});
