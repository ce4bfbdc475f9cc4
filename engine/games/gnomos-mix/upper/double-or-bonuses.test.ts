import { convertToBonuses } from '../ladders/bonus-conversion';
import { createActor, type SnapshotFrom } from 'xstate';
import { DrawRecorder, type Rng } from '../../../core/rng';
import type { MoneyMove, RoundStep } from '../../../core/round-step';
import { UPPER_BETS, UPPER_BET_IDS, type UpperBetId } from './bets';
import {
  DOUBLE_OR_BONUSES_MACHINE_ID,
  DOUBLE_OR_BONUSES_MACHINE_VERSION,
  createDoubleOrBonusesMachine,
  type DoubleOrBonusesEvent,
  type DoubleOrBonusesMachine,
} from './double-or-bonuses';
import {
  initialDoubleOrBonusesContext,
  isDoubleOrBonusesOffered,
  splitIntoFractions,
  type DoubleOrBonusesContext,
  type DoubleOrBonusesInput,
} from './double-or-bonuses-steps';
import { DOUBLE_CHANCE, riskStepReturn } from './tuning';

/** An Rng returning chosen words. Words below a bound are returned as drawn (no rejection). */
class ScriptedRng implements Rng {
  private words: number[] = [];
  push(...words: number[]): this {
    this.words.push(...words);
    return this;
  }
  get left(): number {
    return this.words.length;
  }
  nextUint32(): number {
    const w = this.words.shift();
    if (w === undefined) throw new Error('scripted rng ran out of words');
    return w;
  }
}

/** drawInt(400) words: 0 doubles (0 < 1), 1 converts. drawInt(80) words: the value itself. */
const DOUBLE = 0;
const CONVERT = 1;

function start(input: DoubleOrBonusesInput, rng: Rng = new ScriptedRng()) {
  const actor = createActor(createDoubleOrBonusesMachine(rng), { input });
  actor.start();
  return actor;
}

function lastStep(context: DoubleOrBonusesContext): RoundStep {
  if (context.step === null) throw new Error('no step');
  return context.step;
}

const base = (betId: UpperBetId, prizeCents: number, extra: Partial<DoubleOrBonusesInput> = {}): DoubleOrBonusesInput => ({
  betId,
  prizeCents,
  bonusesHeld: 100,
  roundId: 7,
  seq: 40,
  ...extra,
});

describe('tuning', () => {
  it('a risk step returns at most 100 % when a bonus is worth what it returns staked (≤ 95 %)', () => {
    for (let r = 0; r <= 95; r += 1) {
      const [n, d] = riskStepReturn(r);
      expect(n).toBeLessThanOrEqual(d);
    }
    // 1 in 400: 95.26 % at the operator's maximum, and at face value (R = 100 %) 100.25 %, the
    // gain that keeps the risking player within 0.3 % of the collecting one (gnomos-mix-maths.md).
    expect(riskStepReturn(95)).toEqual([38_105, 40_000]);
    expect(riskStepReturn(100)).toEqual([40_100, 40_000]);
    expect(DOUBLE_CHANCE).toEqual({ numerator: 1, denominator: 400 });
  });
});

describe('fractions', () => {
  it('split 37.40 € at 1 € + 5 into 10 + 10 + 10 + 7.40 €', () => {
    expect(splitIntoFractions(3740, '1+5')).toEqual([1000, 1000, 1000, 740]);
  });

  it('use 4 / 10 / 50 / 100 / 200 / 200 € by bet, the last one holding the rest', () => {
    expect(UPPER_BETS.map((b) => b.fractionCents)).toEqual([400, 1000, 5000, 10000, 20000, 20000]);
    expect(splitIntoFractions(1000, '0.20+1')).toEqual([400, 400, 200]);
    expect(splitIntoFractions(800, '0.20+1')).toEqual([400, 400]);
    expect(splitIntoFractions(300, '0.20+1')).toEqual([300]);
    expect(splitIntoFractions(12000, '5+25')).toEqual([5000, 5000, 2000]);
    expect(splitIntoFractions(25050, '10+50')).toEqual([10000, 10000, 5050]);
    expect(splitIntoFractions(50000, '20+100')).toEqual([20000, 20000, 10000]);
    expect(splitIntoFractions(19999, '20+200')).toEqual([19999]);
    for (const id of UPPER_BET_IDS) {
      for (const prize of [1, 399, 400, 401, 12345, 99999]) {
        const parts = splitIntoFractions(prize, id);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(prize);
        expect(parts.slice(0, -1).every((p) => p === parts[0])).toBe(true);
      }
    }
  });

  it('the machine plays them in order', () => {
    const actor = start(base('1+5', 3740));
    const seen: number[] = [];
    while (actor.getSnapshot().status === 'active') {
      seen.push(actor.getSnapshot().context.currentCents);
      actor.send({ type: 'COLLECT' });
    }
    expect(seen).toEqual([1000, 1000, 1000, 740]);
    const ctx = actor.getSnapshot().context;
    expect(ctx.bankedCents).toBe(3740);
    expect(ctx.endReason).toBe('played-out');
  });
});

describe('conversion to bonuses', () => {
  it('gives floor(cents / 80) and one more with probability remainder / 80 (drawInt(80))', () => {
    for (const cents of [1, 79, 80, 81, 740, 1000, 20000]) {
      let total = 0;
      for (let v = 0; v < 80; v += 1) {
        const recorder = new DrawRecorder(new ScriptedRng().push(v));
        const bonuses = convertToBonuses(cents, recorder);
        const draws = recorder.take();
        if (cents % 80 === 0) expect(draws).toEqual([]);
        else expect(draws).toEqual([{ bound: 80, value: v }]);
        total += bonuses;
        if (cents % 80 === 0) break;
      }
      // Exactly fair: the expected value is cents / 80 bonuses.
      if (cents % 80 === 0) expect(total).toBe(cents / 80);
      else expect(total).toBe(cents); // Σ over the 80 draws = 80 × floor + remainder = cents
    }
  });
});

describe('machine: identity and shape', () => {
  it('carries its id and version, and has no delayed transitions or invoked actors', () => {
    const machine = createDoubleOrBonusesMachine(new ScriptedRng());
    expect(machine.id).toBe(DOUBLE_OR_BONUSES_MACHINE_ID);
    expect(machine.version).toBe(String(DOUBLE_OR_BONUSES_MACHINE_VERSION));
    const nodes = Object.values(machine.root.states);
    expect(nodes.map((n) => n.key).sort()).toEqual(['offered', 'over', 'settling']);
    for (const node of [machine.root, ...nodes]) {
      expect(node.after).toHaveLength(0);
      expect(node.invoke).toHaveLength(0);
    }
  });

  it('starts offered on the first fraction, with no step', () => {
    const actor = start(base('1+5', 3740));
    const snap = actor.getSnapshot();
    expect(snap.value).toBe('offered');
    expect(snap.context).toMatchObject({
      fractions: [1000, 1000, 1000, 740],
      fractionIndex: 0,
      currentCents: 1000,
      remainingCents: 2740,
      bankedCents: 0,
      bonusesWon: 0,
      endReason: null,
      seq: 40,
      step: null,
    });
    expect(JSON.parse(JSON.stringify(snap.context))).toEqual(snap.context);
  });

  it('refuses bad input', () => {
    expect(() => initialDoubleOrBonusesContext(base('1+5', 0))).toThrow(RangeError);
    expect(() => initialDoubleOrBonusesContext(base('1+5', 100_001))).toThrow(RangeError);
    expect(() => initialDoubleOrBonusesContext(base('1+5', 12.5))).toThrow(RangeError);
    expect(() => initialDoubleOrBonusesContext(base('1+5', 100, { bonusesHeld: -1 }))).toThrow(RangeError);
    expect(() => initialDoubleOrBonusesContext({ ...base('1+5', 100), betId: '2+10' as UpperBetId })).toThrow(RangeError);
  });
});

describe('PLAY / ACCUMULATE', () => {
  it('doubles the fraction, which stays in play; a step with the draw and no money', () => {
    const rng = new ScriptedRng().push(DOUBLE);
    const actor = start(base('1+5', 3740), rng);
    actor.send({ type: 'PLAY' });
    const ctx = actor.getSnapshot().context;
    expect(actor.getSnapshot().value).toBe('offered');
    expect(ctx).toMatchObject({ fractionIndex: 0, currentCents: 2000, doubles: 1, remainingCents: 2740 });
    expect(lastStep(ctx)).toEqual({
      seq: 41,
      roundId: 7,
      label: 'risk',
      moves: [],
      draws: [{ bound: 400, value: 0 }],
      roundOver: false,
      // The risk meters count the fraction put at risk and what stands after it.
      risk: { stakedCents: 1000, wonCents: 2000 },
      detail: { fractionIndex: 0, outcome: 'double', fromCents: 1000, toCents: 2000 },
    });
  });

  it('converts the fraction to bonuses (rounded randomly) and brings the next one', () => {
    const rng = new ScriptedRng().push(CONVERT, 39); // 1000 c = 12 × 80 + 40: 39 < 40 gives the 13th
    const actor = start(base('1+5', 3740), rng);
    actor.send({ type: 'PLAY' });
    const ctx = actor.getSnapshot().context;
    expect(ctx).toMatchObject({ fractionIndex: 1, currentCents: 1000, remainingCents: 1740, bonusesWon: 13, bonusesHeld: 113 });
    expect(lastStep(ctx).moves).toEqual([{ kind: 'bonus-win', bonuses: 13 }]);
    expect(lastStep(ctx).risk).toEqual({ stakedCents: 1000, wonCents: 0 });
    expect(lastStep(ctx).draws).toEqual([
      { bound: 400, value: 1 },
      { bound: 80, value: 39 },
    ]);
    rng.push(CONVERT, 40); // 40 ≥ 40: no extra bonus
    actor.send({ type: 'PLAY' });
    expect(actor.getSnapshot().context.bonusesWon).toBe(25);
  });

  it('converts a doubled fraction at its doubled value', () => {
    const rng = new ScriptedRng().push(DOUBLE, CONVERT); // 400 → 800 = 10 bonuses exactly, no 80-draw
    const actor = start(base('0.20+1', 800), rng);
    actor.send({ type: 'PLAY' });
    actor.send({ type: 'PLAY' });
    const ctx = actor.getSnapshot().context;
    expect(lastStep(ctx).moves).toEqual([{ kind: 'bonus-win', bonuses: 10 }]);
    expect(lastStep(ctx).draws).toEqual([{ bound: 400, value: 1 }]);
    expect(ctx).toMatchObject({ fractionIndex: 1, currentCents: 400, doubles: 0 });
  });

  it('converting the last fraction ends the game (played out)', () => {
    const rng = new ScriptedRng().push(CONVERT, 0);
    const actor = start(base('0.20+1', 300), rng);
    actor.send({ type: 'PLAY' });
    const snap = actor.getSnapshot();
    expect(snap.value).toBe('over');
    expect(snap.status).toBe('done');
    expect(snap.context.endReason).toBe('played-out');
    expect(lastStep(snap.context)).toMatchObject({ roundOver: true, moves: [{ kind: 'bonus-win', bonuses: 4 }] });
  });
});

describe('COLLECT and HOLD_COLLECT', () => {
  it('COLLECT banks the fraction in play as a win', () => {
    const actor = start(base('1+5', 3740));
    actor.send({ type: 'COLLECT' });
    const ctx = actor.getSnapshot().context;
    expect(lastStep(ctx)).toMatchObject({ seq: 41, label: 'collect', moves: [{ kind: 'win', cents: 1000 }], draws: [], roundOver: false });
    expect(ctx).toMatchObject({ fractionIndex: 1, bankedCents: 1000 });
  });

  it('HOLD_COLLECT banks the whole remaining prize, doubles included', () => {
    const rng = new ScriptedRng().push(DOUBLE);
    const actor = start(base('1+5', 3740), rng);
    actor.send({ type: 'COLLECT' });
    actor.send({ type: 'PLAY' }); // second fraction 10 → 20 €
    actor.send({ type: 'HOLD_COLLECT' });
    const snap = actor.getSnapshot();
    expect(snap.value).toBe('over');
    expect(lastStep(snap.context)).toMatchObject({ label: 'collect-all', moves: [{ kind: 'win', cents: 2000 + 1740 }], roundOver: true });
    expect(snap.context).toMatchObject({ bankedCents: 4740, endReason: 'hold-collect', currentCents: 0, remainingCents: 0, seq: 43 });
  });
});

describe('the maximum prize', () => {
  it('a prize at the maximum is paid directly, never offered', () => {
    for (const bet of UPPER_BETS) {
      expect(isDoubleOrBonusesOffered(bet.id, bet.maxPrizeCents, 0)).toBe(false);
      expect(isDoubleOrBonusesOffered(bet.id, bet.maxPrizeCents - 1, 0)).toBe(true);
      const actor = start(base(bet.id, bet.maxPrizeCents));
      const snap = actor.getSnapshot();
      expect(snap.value).toBe('over');
      expect(snap.context.endReason).toBe('paid-direct-max-prize');
      expect(lastStep(snap.context)).toEqual({
        seq: 41,
        roundId: 7,
        label: 'double-or-bonuses-paid',
        moves: [{ kind: 'win', cents: bet.maxPrizeCents }],
        draws: [],
        roundOver: true,
        detail: { fractionIndex: 0, endReason: 'paid-direct-max-prize', paidCents: bet.maxPrizeCents },
      });
    }
  });

  it('a double that reaches it ends the game and pays the maximum in total', () => {
    const rng = new ScriptedRng().push(DOUBLE);
    const actor = start(base('0.20+1', 9900), rng); // 24 × 4 € + 3 €
    actor.send({ type: 'COLLECT' }); // banked 4 €
    actor.send({ type: 'PLAY' }); // 4 + 8 + 91 = 103 € ≥ 100 €
    const snap = actor.getSnapshot();
    expect(snap.value).toBe('over');
    expect(snap.context).toMatchObject({ endReason: 'max-prize', bankedCents: 10000 });
    expect(lastStep(snap.context)).toMatchObject({ label: 'risk', moves: [{ kind: 'win', cents: 9600 }], roundOver: true });
    expect(lastStep(snap.context).detail).toMatchObject({ outcome: 'double', endReason: 'max-prize', paidCents: 9600 });
  });

  it('doubles below the maximum keep the game going; exactly the maximum ends it', () => {
    const rng = new ScriptedRng().push(DOUBLE, DOUBLE, DOUBLE, DOUBLE, DOUBLE);
    const actor = start(base('0.20+1', 625), rng); // 4 € + 2.25 €
    const values: number[] = [];
    while (actor.getSnapshot().status === 'active') {
      actor.send({ type: 'PLAY' });
      values.push(actor.getSnapshot().context.currentCents);
    }
    // 400 → 800 → 1600 → 3200 → 6400 (6400 + 225 < 100 €); the next double reaches 128 € + 2.25 € ≥ 100 €.
    expect(values).toEqual([800, 1600, 3200, 6400, 0]);
    expect(actor.getSnapshot().context).toMatchObject({ endReason: 'max-prize', bankedCents: 10000 });
    expect(rng.left).toBe(0);
  });

  it('the total cash of any game never exceeds the maximum prize', () => {
    const rng = new ScriptedRng();
    for (let i = 0; i < 40; i += 1) rng.push(DOUBLE);
    for (const bet of UPPER_BETS) {
      const actor = start(base(bet.id, bet.maxPrizeCents - 1), rng);
      let cash = 0;
      while (actor.getSnapshot().status === 'active') {
        actor.send({ type: 'PLAY' });
        for (const m of lastStep(actor.getSnapshot().context).moves) if (m.kind === 'win') cash += m.cents;
      }
      expect(cash).toBe(bet.maxPrizeCents);
    }
  });
});

describe('the 6,000-bonus limit', () => {
  it('above 6,000 bonuses held Double-or-Bonuses is not offered: the prize is paid', () => {
    expect(isDoubleOrBonusesOffered('1+5', 3740, 6000)).toBe(true);
    expect(isDoubleOrBonusesOffered('1+5', 3740, 6001)).toBe(false);
    const offered = start(base('1+5', 3740, { bonusesHeld: 6000 }));
    expect(offered.getSnapshot().value).toBe('offered');
    const paid = start(base('1+5', 3740, { bonusesHeld: 6001 }));
    const snap = paid.getSnapshot();
    expect(snap.value).toBe('over');
    expect(snap.context.endReason).toBe('paid-direct-bonus-limit');
    expect(lastStep(snap.context).moves).toEqual([{ kind: 'win', cents: 3740 }]);
  });

  it('a conversion that takes the balance above 6,000 pays the rest of the prize', () => {
    const rng = new ScriptedRng().push(CONVERT, 79); // 12 bonuses: 5990 + 12 = 6002
    const actor = start(base('1+5', 3740, { bonusesHeld: 5990 }), rng);
    actor.send({ type: 'PLAY' });
    const snap = actor.getSnapshot();
    expect(snap.value).toBe('over');
    expect(snap.context).toMatchObject({ endReason: 'bonus-limit', bonusesHeld: 6002, bankedCents: 2740 });
    expect(lastStep(snap.context).moves).toEqual<MoneyMove[]>([
      { kind: 'bonus-win', bonuses: 12 },
      { kind: 'win', cents: 2740 },
    ]);
    expect(lastStep(snap.context).roundOver).toBe(true);
  });

  it('landing exactly on 6,000 keeps it offered', () => {
    const rng = new ScriptedRng().push(CONVERT);
    const actor = start(base('0.20+1', 800, { bonusesHeld: 5995 }), rng); // 4 € = 5 bonuses exactly
    actor.send({ type: 'PLAY' });
    expect(actor.getSnapshot().value).toBe('offered');
    expect(actor.getSnapshot().context.bonusesHeld).toBe(6000);
  });
});

describe('AUTO-RISK', () => {
  it('TICK risks only while AUTO-RISK is on; the light is its own money-less step', () => {
    const rng = new ScriptedRng();
    const actor = start(base('1+5', 3740), rng);
    expect(actor.getSnapshot().can({ type: 'TICK' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'AUTO_RISK', on: false })).toBe(false);
    actor.send({ type: 'AUTO_RISK', on: true });
    expect(lastStep(actor.getSnapshot().context)).toMatchObject({ seq: 41, label: 'auto-risk-on', moves: [], roundOver: false });
    expect(actor.getSnapshot().can({ type: 'AUTO_RISK', on: true })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'TICK' })).toBe(true);
    actor.send({ type: 'AUTO_RISK', on: false });
    expect(actor.getSnapshot().can({ type: 'TICK' })).toBe(false);
  });

  it('risks every fraction until all are converted', () => {
    const rng = new ScriptedRng().push(CONVERT, 0, DOUBLE, CONVERT, CONVERT, 0, CONVERT, 0) // 2000 c = 25 bonuses exactly: no 80-draw;
    const actor = start(base('1+5', 3740, { autoRisk: true }), rng);
    const labels: string[] = [];
    while (actor.getSnapshot().status === 'active') {
      actor.send({ type: 'TICK' });
      labels.push(lastStep(actor.getSnapshot().context).label);
    }
    const ctx = actor.getSnapshot().context;
    expect(labels).toEqual(['auto-risk', 'auto-risk', 'auto-risk', 'auto-risk', 'auto-risk']);
    // 13 + (2000 c = 25) + 13 + (740 c = 9 + 1)
    expect(ctx).toMatchObject({ endReason: 'played-out', bankedCents: 0, bonusesWon: 13 + 25 + 13 + 10 });
    expect(rng.left).toBe(0);
  });

  it('the player may still COLLECT while AUTO-RISK is on', () => {
    const actor = start(base('1+5', 3740, { autoRisk: true }));
    actor.send({ type: 'COLLECT' });
    expect(actor.getSnapshot().context.bankedCents).toBe(1000);
  });
});

describe('every state and transition (path generator)', () => {
  type Snap = SnapshotFrom<DoubleOrBonusesMachine>;
  const EVENTS: DoubleOrBonusesEvent[] = [
    { type: 'PLAY' },
    { type: 'TICK' },
    { type: 'COLLECT' },
    { type: 'HOLD_COLLECT' },
    { type: 'AUTO_RISK', on: true },
    { type: 'AUTO_RISK', on: false },
  ];
  /** Each risk is tried with the double word and with the convert word (+ a rounding word). */
  const SCRIPTS = [[DOUBLE], [CONVERT, 0]];

  function explore(input: DoubleOrBonusesInput, maxDepth: number): { edges: Set<string>; paths: Map<string, string[]> } {
    const edges = new Set<string>();
    const paths = new Map<string, string[]>();
    let frontier: { snap: unknown; path: string[] }[] = [];
    const rng = new ScriptedRng();
    const machine = createDoubleOrBonusesMachine(rng);
    const first = createActor(machine, { input }).start();
    const initial = first.getSnapshot();
    edges.add(`(start) -> ${String(initial.value)}${initial.context.endReason ? `:${initial.context.endReason}` : ''}`);
    frontier.push({ snap: first.getPersistedSnapshot(), path: [] });
    for (let depth = 0; depth < maxDepth && frontier.length > 0; depth += 1) {
      const next: typeof frontier = [];
      for (const { snap, path } of frontier) {
        for (const event of EVENTS) {
          for (const script of SCRIPTS) {
            const actor = createActor(machine, { snapshot: snap as Snap, input });
            actor.start();
            const before = actor.getSnapshot();
            if (!before.can(event)) continue;
            rng.push(...script);
            actor.send(event);
            const used = 2 - rng.left;
            while (rng.left > 0) rng.nextUint32(); // discard unused words
            const after = actor.getSnapshot();
            const name = `${event.type}${event.type === 'AUTO_RISK' ? (event.on ? ':on' : ':off') : ''}`;
            const label = `${String(before.value)} --${name}--> ${String(after.value)}${after.context.endReason ? `:${after.context.endReason}` : ''}`;
            const stepPath = [...path, `${name}[${script.slice(0, Math.max(used, 0)).join(',')}]`];
            if (!edges.has(label)) {
              edges.add(label);
              paths.set(label, stepPath);
            }
            if (after.status === 'active') next.push({ snap: actor.getPersistedSnapshot(), path: stepPath });
            if (!['PLAY', 'TICK'].includes(event.type)) break; // one script is enough without draws
          }
        }
      }
      frontier = next;
    }
    return { edges, paths };
  }

  it('reaches every state and every declared transition, with each end reason', () => {
    const edges = new Set<string>();
    for (const input of [
      base('0.20+1', 800, { bonusesHeld: 5996 }),
      base('0.20+1', 9900),
      base('0.20+1', 10_000),
      base('1+5', 3740, { bonusesHeld: 6001 }),
    ]) {
      for (const e of explore(input, 4).edges) edges.add(e);
    }
    const expected = [
      '(start) -> offered',
      '(start) -> over:paid-direct-max-prize',
      '(start) -> over:paid-direct-bonus-limit',
      'offered --PLAY--> offered',
      'offered --PLAY--> over:max-prize',
      'offered --PLAY--> over:bonus-limit',
      'offered --PLAY--> over:played-out',
      'offered --TICK--> offered',
      'offered --TICK--> over:max-prize',
      'offered --TICK--> over:bonus-limit',
      'offered --TICK--> over:played-out',
      'offered --COLLECT--> offered',
      'offered --COLLECT--> over:played-out',
      'offered --HOLD_COLLECT--> over:hold-collect',
      'offered --AUTO_RISK:on--> offered',
      'offered --AUTO_RISK:off--> offered',
    ];
    for (const e of expected) expect(edges).toContain(e);
    expect([...edges].sort()).toEqual([...expected].sort());
    // Every event the machine declares in `offered` is exercised.
    const declared = Object.keys(createDoubleOrBonusesMachine(new ScriptedRng()).root.states['offered']?.config.on ?? {}).sort();
    const used = new Set([...edges].map((e) => /--([A-Z_]+)/.exec(e)?.[1]).filter((x): x is string => x !== undefined));
    expect([...used].sort()).toEqual(declared);
  });
});

describe('persistence', () => {
  it('a snapshot survives JSON and resumes at fraction 3 exactly like the running actor', () => {
    const input = base('1+5', 3740);
    const words = [CONVERT, 10, DOUBLE, CONVERT, 5, CONVERT, 70];
    const rngA = new ScriptedRng().push(CONVERT, 10);
    const original = start(input, rngA);
    original.send({ type: 'PLAY' }); // fraction 1 converted
    original.send({ type: 'COLLECT' }); // fraction 2 banked
    const mid = original.getSnapshot().context;
    expect(mid.fractionIndex).toBe(2); // the third fraction is in play
    expect(mid.currentCents).toBe(1000);

    const stored = JSON.stringify(original.getPersistedSnapshot());
    const rngB = new ScriptedRng().push(...words.slice(2));
    const restored = createActor(createDoubleOrBonusesMachine(rngB), { snapshot: JSON.parse(stored) as SnapshotFrom<DoubleOrBonusesMachine>, input });
    restored.start();
    expect(restored.getSnapshot().value).toBe('offered');
    expect(restored.getSnapshot().context).toEqual(mid);

    rngA.push(...words.slice(2));
    for (const event of [{ type: 'PLAY' }, { type: 'PLAY' }, { type: 'PLAY' }] as const) {
      original.send(event);
      restored.send(event);
      expect(restored.getSnapshot().context).toEqual(original.getSnapshot().context);
    }
    const end = restored.getSnapshot();
    expect(end.status).toBe('done');
    expect(end.context).toMatchObject({ endReason: 'played-out', bankedCents: 1000, seq: 45 });
  });
});
