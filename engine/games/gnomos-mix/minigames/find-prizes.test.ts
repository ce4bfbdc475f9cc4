import { createActor } from 'xstate';
import { Xoshiro128 } from '../../../core/xoshiro128';
import { MINIGAME_BET_RANGES, UPPER_BET_IDS, type UpperBetId } from './bets';
import type { MinigameInput } from './common';
import { FIND_PRIZES_ELEMENTS, FIND_PRIZES_START } from './find-prizes-data';
import {
  FIND_PRIZES_MACHINE_ID,
  FIND_PRIZES_MACHINE_VERSION,
  createFindPrizesMachine,
  initialFindPrizesContext,
  type FindPrizesContext,
  type FindPrizesElement,
 type FindPrizesEvent } from './find-prizes';
import { walkStates } from './walk-states';

const input = (bet: UpperBetId, linePrizeCents: number, autoPlay = false, autoRisk = false): MinigameInput => ({ bet, linePrizeCents, autoPlay, autoRisk });

function dealt(seed: number, inp: MinigameInput) {
  const actor = createActor(createFindPrizesMachine(new Xoshiro128(seed)), { input: inp });
  actor.start();
  actor.send({ type: 'START' });
  return actor;
}

const labels = (elements: readonly FindPrizesElement[]) => elements.filter((e) => e.kind !== 'prize').map((e) => e.kind);

/** A seed whose layout satisfies `want`. */
function seedWhere(inp: MinigameInput, want: (ctx: FindPrizesContext) => boolean): number {
  for (let seed = 1; seed < 5000; seed += 1) if (want(dealt(seed, inp).getSnapshot().context)) return seed;
  throw new Error('no seed');
}

describe('Find the Prizes: machine shape', () => {
  it('carries id and version, has no delays or invoked actors', () => {
    const machine = createFindPrizesMachine(new Xoshiro128(1));
    expect(machine.id).toBe(FIND_PRIZES_MACHINE_ID);
    expect(machine.version).toBe(String(FIND_PRIZES_MACHINE_VERSION));
    const nodes = Object.values(machine.root.states);
    expect(nodes.map((n) => n.key).sort()).toEqual(['done', 'picking', 'ready', 'revealed']);
    for (const node of [machine.root, ...nodes]) {
      expect(node.after).toHaveLength(0);
      expect(node.invoke).toHaveLength(0);
    }
  });

  it('refuses bad input', () => {
    expect(() => initialFindPrizesContext(input('20+200', 2_000_001))).toThrow(RangeError);
  });
});

describe('Find the Prizes: every state and transition', () => {
  const layouts: [string, (ctx: FindPrizesContext) => boolean][] = [
    ['one STOP', (c) => labels(c.elements).join() === 'stop'],
    ['STOP and STOPX2', (c) => labels(c.elements).sort().join() === 'stop,stopx2'],
    ['no labels', (c) => labels(c.elements).length === 0],
  ];
  it('walks all paths from ready across layouts with STOP, STOPX2 and none', () => {
    const edges = new Set<string>();
    const states = new Set<string>();
    const ends = new Set<string>();
    for (const [, want] of layouts) {
      const inp = input('1+5', 1_200);
      const seed = seedWhere(inp, want);
      const layout = dealt(seed, inp).getSnapshot().context.elements;
      const lastPrize = layout.map((e) => e.kind).lastIndexOf('prize');
      const events: FindPrizesEvent[] = [
        { type: 'START' },
        { type: 'PICK', index: lastPrize },
        ...layout.flatMap((e, index) => (e.kind === 'prize' ? [] : [{ type: 'PICK' as const, index }])),
        { type: 'PICK', index: FIND_PRIZES_ELEMENTS },
        { type: 'PLAY' },
        { type: 'AUTO_STEP' },
        { type: 'AUTO_SET', autoPlay: true, autoRisk: false },
        { type: 'AUTO_SET', autoPlay: false, autoRisk: false },
      ];
      const machine = createFindPrizesMachine(new Xoshiro128(seed));
      const walk = walkStates(machine, createActor(machine, { input: inp }).getSnapshot(), events);
      walk.edges.forEach((e) => edges.add(e));
      walk.states.forEach((s) => states.add(s));
      for (const final of walk.finals) {
        const ctx = final.context as FindPrizesContext;
        ends.add(ctx.endedBy!);
        expect(ctx.result!.cents).toBe(ctx.prizeCents);
        expect(ctx.result!.cents).toBeGreaterThanOrEqual(1_200);
        expect(ctx.result!.cents).toBeLessThanOrEqual(100_000);
        expect(ctx.step!.moves).toEqual([{ kind: 'win', cents: ctx.prizeCents }]);
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
    expect([...ends].sort()).toEqual(['all-picked', 'stop', 'stopx2']);
  });

  it('prizes accumulate; STOP keeps the counter; STOPX2 doubles it', () => {
    const inp = input('5+25', 0);
    const seed = seedWhere(inp, (c) => labels(c.elements).sort().join() === 'stop,stopx2');
    const play = (stopKind: 'stop' | 'stopx2') => {
      const actor = dealt(seed, inp);
      const ctx = actor.getSnapshot().context;
      const prizeAt = ctx.elements.findIndex((e) => e.kind === 'prize');
      const prize = ctx.elements[prizeAt] as { cents: number };
      actor.send({ type: 'PICK', index: prizeAt });
      expect(actor.getSnapshot().context.prizeCents).toBe(ctx.prizeCents + prize.cents);
      actor.send({ type: 'PICK', index: ctx.elements.findIndex((e) => e.kind === stopKind) });
      return { start: ctx.prizeCents + prize.cents, end: actor.getSnapshot().context };
    };
    const stop = play('stop');
    expect(stop.end.result!.cents).toBe(stop.start);
    expect(stop.end.endedBy).toBe('stop');
    const x2 = play('stopx2');
    expect(x2.end.result!.cents).toBe(2 * x2.start);
    expect(x2.end.endedBy).toBe('stopx2');
  });

  it('AUTO_STEP opens the leftmost closed element only with AUTO-PLAY; auto-play finishes the game', () => {
    expect(dealt(3, input('10+50', 0)).getSnapshot().can({ type: 'AUTO_STEP' })).toBe(false);
    const actor = dealt(3, input('10+50', 0, true));
    let n = 0;
    while (actor.getSnapshot().status !== 'done') {
      actor.send({ type: 'AUTO_STEP' });
      n += 1;
      expect(n).toBeLessThanOrEqual(FIND_PRIZES_ELEMENTS);
    }
    expect(actor.getSnapshot().context.opened).toEqual([...Array(n).keys()]);
  });

  it('the maximum prize caps the counter and ends the minigame', () => {
    // no start-table entry fits between 999.90 € and 1000 €, so the counter starts at the line prize
    const inp = input('1+5', 99_990);
    const seed = seedWhere(inp, (c) => c.elements[0]?.kind === 'prize');
    const actor = dealt(seed, inp);
    expect(actor.getSnapshot().context.prizeCents).toBe(99_990);
    actor.send({ type: 'PLAY' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.endedBy).toBe('max-prize');
    expect(actor.getSnapshot().context.result).toEqual({ cents: 100_000, bonuses: 0 });
    // STOPX2 doubling is capped as well
    const x2seed = seedWhere(input('0.20+1', 6_000), (c) => c.elements.some((e) => e.kind === 'stopx2'));
    const x2 = dealt(x2seed, input('0.20+1', 6_000));
    x2.send({ type: 'PICK', index: x2.getSnapshot().context.elements.findIndex((e) => e.kind === 'stopx2') });
    expect(x2.getSnapshot().context.result!.cents).toBe(10_000);
  });
});

describe('Find the Prizes: prizes per bet', () => {
  it.each(UPPER_BET_IDS)('%s: start prize and final prize in range, at least the line prize', (bet) => {
    const range = MINIGAME_BET_RANGES[bet];
    const starts = FIND_PRIZES_START[bet].map((e) => e.cents);
    for (const line of [0, range.minExclusiveCents, 3 * range.unitCents, range.maxCents - 10, range.maxCents]) {
      for (let seed = 1; seed <= 60; seed += 1) {
        const actor = dealt(seed * 7 + line, input(bet, line));
        const ctx = actor.getSnapshot().context;
        expect(ctx.elements).toHaveLength(FIND_PRIZES_ELEMENTS);
        if (!starts.includes(ctx.prizeCents)) expect(ctx.prizeCents).toBe(ctx.floorCents);
        expect(ctx.prizeCents).toBeGreaterThanOrEqual(line);
        while (actor.getSnapshot().status !== 'done') actor.send({ type: 'PLAY' });
        const won = actor.getSnapshot().context.result!.cents;
        expect(won).toBeGreaterThanOrEqual(line);
        expect(won).toBeGreaterThan(range.minExclusiveCents);
        expect(won).toBeLessThanOrEqual(range.maxCents);
      }
    }
  });
});

describe('Find the Prizes: persisted snapshot', () => {
  it('restores mid-game with the same hidden elements and continues identically', () => {
    const inp = input('20+200', 25_000);
    const seed = seedWhere(inp, (c) => c.elements[0]?.kind === 'prize' && c.elements[1]?.kind === 'prize');
    const original = dealt(seed, inp);
    original.send({ type: 'PLAY' });
    const stored = JSON.parse(JSON.stringify(original.getPersistedSnapshot()));
    const restored = createActor(createFindPrizesMachine(new Xoshiro128(123)), { snapshot: stored, input: inp });
    restored.start();
    expect(restored.getSnapshot().context).toEqual(original.getSnapshot().context);
    for (const actor of [original, restored]) while (actor.getSnapshot().status !== 'done') actor.send({ type: 'PLAY' });
    expect(restored.getSnapshot().context).toEqual(original.getSnapshot().context);
  });
});
