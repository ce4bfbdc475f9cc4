import { createActor } from 'xstate';
import { Xoshiro128 } from '../../../core/xoshiro128';
import { MINIGAME_BET_RANGES, UPPER_BET_IDS, type UpperBetId } from './bets';
import type { MinigameInput } from './common';
import { STRAWBERRY_PRIZES } from './strawberry-data';
import { STRAWBERRY_MACHINE_ID, STRAWBERRY_MACHINE_VERSION, createStrawberryMachine, initialStrawberryContext, type StrawberryContext, type StrawberryEvent } from './strawberry';
import { walkStates } from './walk-states';

const input = (bet: UpperBetId, linePrizeCents: number, autoPlay = false, autoRisk = false): MinigameInput => ({ bet, linePrizeCents, autoPlay, autoRisk });

function dealt(seed: number, inp: MinigameInput) {
  const actor = createActor(createStrawberryMachine(new Xoshiro128(seed)), { input: inp });
  actor.start();
  actor.send({ type: 'START' });
  return actor;
}

/** A seed whose deal allows `picks` baskets. */
function seedWithPicks(picks: number, inp: MinigameInput): number {
  for (let seed = 1; seed < 1000; seed += 1) if (dealt(seed, inp).getSnapshot().context.picksAllowed === picks) return seed;
  throw new Error('no seed');
}

const EVENTS: StrawberryEvent[] = [
  { type: 'START' },
  ...[-1, 0, 1, 2, 3].map((index) => ({ type: 'PICK' as const, index })),
  { type: 'PICK', index: 0.5 },
  { type: 'PLAY' },
  { type: 'AUTO_STEP' },
  { type: 'AUTO_SET', autoPlay: true, autoRisk: false },
  { type: 'AUTO_SET', autoPlay: false, autoRisk: false },
];

describe('Strawberry: machine shape', () => {
  it('carries id and version, has no delays or invoked actors', () => {
    const machine = createStrawberryMachine(new Xoshiro128(1));
    expect(machine.id).toBe(STRAWBERRY_MACHINE_ID);
    expect(machine.version).toBe(String(STRAWBERRY_MACHINE_VERSION));
    const nodes = Object.values(machine.root.states);
    expect(nodes.map((n) => n.key).sort()).toEqual(['done', 'opened', 'picking', 'ready']);
    for (const node of [machine.root, ...nodes]) {
      expect(node.after).toHaveLength(0);
      expect(node.invoke).toHaveLength(0);
    }
  });

  it('refuses bad input', () => {
    const make = (inp: MinigameInput) => initialStrawberryContext(inp);
    expect(() => make(input('0.20+1', 10_001))).toThrow(RangeError);
    expect(() => make(input('0.20+1', -1))).toThrow(RangeError);
    expect(() => make(input('0.20+1', 1.5))).toThrow(RangeError);
    expect(() => make({ ...input('0.20+1', 100), bet: 'b3+7' })).toThrow(RangeError);
  });
});

describe('Strawberry: every state and transition', () => {
  it('walks all paths from ready, for a one-pick and a two-pick deal', () => {
    const edges = new Set<string>();
    const states = new Set<string>();
    for (const picks of [1, 2]) {
      const inp = input('1+5', 2_000);
      const seed = seedWithPicks(picks, inp);
      const machine = createStrawberryMachine(new Xoshiro128(seed));
      const actor = createActor(machine, { input: inp });
      const walk = walkStates(machine, actor.getSnapshot(), EVENTS);
      walk.edges.forEach((e) => edges.add(e));
      walk.states.forEach((s) => states.add(s));
      expect(walk.finals.length).toBeGreaterThan(0);
      for (const final of walk.finals) {
        const ctx = final.context as StrawberryContext;
        expect(ctx.opened).toHaveLength(ctx.picksAllowed);
        expect(ctx.result?.cents).toBe(ctx.opened.reduce((s, i) => s + (ctx.baskets[i] ?? 0), 0));
        expect(ctx.result!.cents).toBeGreaterThanOrEqual(2_000);
        expect(ctx.result!.cents).toBeLessThanOrEqual(100_000);
        expect(ctx.step?.moves).toEqual([{ kind: 'win', cents: ctx.result!.cents }]);
        expect(ctx.step?.roundOver).toBe(true);
      }
    }
    expect([...states].sort()).toEqual(['done', 'picking', 'ready']);
    expect([...edges].sort()).toEqual(
      [
        'ready -START-> picking',
        'ready -AUTO_SET-> ready',
        'picking -AUTO_SET-> picking',
        'picking -PICK-> picking',
        'picking -PICK-> done',
        'picking -PLAY-> picking',
        'picking -PLAY-> done',
        'picking -AUTO_STEP-> picking',
        'picking -AUTO_STEP-> done',
      ].sort(),
    );
  });

  it('PICK refuses an opened or missing basket; AUTO_STEP needs AUTO-PLAY', () => {
    const inp = input('5+25', 0);
    const actor = dealt(seedWithPicks(2, inp), inp);
    expect(actor.getSnapshot().can({ type: 'AUTO_STEP' })).toBe(false);
    actor.send({ type: 'PICK', index: 1 });
    expect(actor.getSnapshot().can({ type: 'PICK', index: 1 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'PICK', index: 3 })).toBe(false);
    actor.send({ type: 'AUTO_SET', autoPlay: true, autoRisk: false });
    expect(actor.getSnapshot().can({ type: 'AUTO_STEP' })).toBe(true);
    actor.send({ type: 'AUTO_STEP' });
    // the highlighted basket is the leftmost closed one
    expect(actor.getSnapshot().context.opened).toEqual([1, 0]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('auto-play alone finishes the minigame with AUTO_STEP events', () => {
    const inp = input('20+200', 30_000, true);
    const actor = dealt(7, inp);
    let guard = 0;
    while (actor.getSnapshot().status !== 'done' && guard++ < 5) actor.send({ type: 'AUTO_STEP' });
    const ctx = actor.getSnapshot().context;
    expect(ctx.opened).toEqual([0, 1].slice(0, ctx.picksAllowed));
    expect(ctx.result!.cents).toBeGreaterThanOrEqual(30_000);
  });
});

describe('Strawberry: steps and draws', () => {
  it('the deal records every draw; seq rises by one per step; roundId comes from input', () => {
    const actor = dealt(3, { ...input('10+50', 5_000), roundId: 41, seq: 100 });
    const deal = actor.getSnapshot().context.step!;
    expect(deal.label).toBe('strawberry-deal');
    expect(deal.seq).toBe(101);
    expect(deal.roundId).toBe(41);
    expect(deal.draws).toHaveLength(1 + 3 + 2); // sign, three prizes, shuffle
    expect(deal.moves).toEqual([]);
    const ctx = actor.getSnapshot().context;
    expect([...ctx.baskets].sort()).toEqual([...ctx.shownPrizes].sort());
    actor.send({ type: 'PLAY' });
    expect(actor.getSnapshot().context.step!.seq).toBe(102);
  });
});

describe('Strawberry: prizes per bet', () => {
  it.each(UPPER_BET_IDS)('%s: every final prize is in range and at least the line prize', (bet) => {
    const range = MINIGAME_BET_RANGES[bet];
    const table = STRAWBERRY_PRIZES[bet].map((e) => e.cents);
    const picksSeen = new Set<number>();
    const lines = [0, range.minExclusiveCents, 3 * range.unitCents, Math.floor(range.maxCents / 3), range.maxCents - 1, range.maxCents];
    for (const line of lines) {
      for (let seed = 1; seed <= 60; seed += 1) {
        const actor = dealt(seed * 31 + line, input(bet, line));
        const ctx0 = actor.getSnapshot().context;
        picksSeen.add(ctx0.picksAllowed);
        for (const prize of ctx0.baskets) {
          // a table value, or the guaranteed minimum when nothing in the table fits
          if (!table.includes(prize)) expect(prize).toBe(Math.ceil(ctx0.floorCents / ctx0.picksAllowed));
        }
        while (actor.getSnapshot().status !== 'done') actor.send({ type: 'PLAY' });
        const won = actor.getSnapshot().context.result!.cents;
        expect(won).toBeGreaterThanOrEqual(line);
        expect(won).toBeGreaterThan(range.minExclusiveCents);
        expect(won).toBeLessThanOrEqual(range.maxCents);
      }
    }
    expect([...picksSeen].sort()).toEqual([1, 2]);
  });

  it('prize tables stay inside each bet range', () => {
    for (const bet of UPPER_BET_IDS) {
      const range = MINIGAME_BET_RANGES[bet];
      expect(STRAWBERRY_PRIZES[bet].length).toBeGreaterThan(5);
      for (const e of STRAWBERRY_PRIZES[bet]) {
        expect(Number.isSafeInteger(e.cents)).toBe(true);
        expect(e.cents).toBeGreaterThan(range.minExclusiveCents);
        expect(e.cents).toBeLessThanOrEqual(range.maxCents);
      }
    }
  });

  it('the maximum prize caps two picks: both baskets opened never exceed it', () => {
    const inp = input('0.20+1', 9_999);
    const actor = dealt(seedWithPicks(2, inp), inp);
    expect(actor.getSnapshot().context.baskets).toEqual([5_000, 5_000, 5_000]);
    actor.send({ type: 'PICK', index: 2 });
    actor.send({ type: 'PICK', index: 0 });
    expect(actor.getSnapshot().context.result).toEqual({ cents: 10_000, bonuses: 0 });
  });
});

describe('Strawberry: persisted snapshot', () => {
  it('restores at the second basket with the same hidden prizes and continues identically', () => {
    const inp = input('5+25', 6_000);
    const seed = seedWithPicks(2, inp);
    const original = dealt(seed, inp);
    original.send({ type: 'PICK', index: 2 });
    const stored = JSON.parse(JSON.stringify(original.getPersistedSnapshot()));
    const restored = createActor(createStrawberryMachine(new Xoshiro128(999_999)), { snapshot: stored, input: inp });
    restored.start();
    expect(restored.getSnapshot().value).toBe('picking');
    expect(restored.getSnapshot().context).toEqual(original.getSnapshot().context);
    original.send({ type: 'PICK', index: 0 });
    restored.send({ type: 'PICK', index: 0 });
    expect(restored.getSnapshot().status).toBe('done');
    expect(restored.getSnapshot().context).toEqual(original.getSnapshot().context);
  });
});
